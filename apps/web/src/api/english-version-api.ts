import {
  acceptSourceChangesResponseSchema,
  sourceChangesResponseSchema,
  translateResumeResponseSchema,
} from '@vita/shared';
import { apiRequest } from './client';

/**
 * POST /resume/translate: a new English resume from this one, owned like it. Sends the login
 * token when there is one (an account's resume needs it).
 */
export const createEnglishVersion = (loginToken: string | null, resumeToken: string) =>
  apiRequest('/resume/translate', {
    token: loginToken,
    body: { resume_token: resumeToken, target: 'en' },
    schema: translateResumeResponseSchema,
  });

/** GET /resume/translate/changes: what changed in the German source of this English version. */
export const fetchSourceChanges = (loginToken: string | null, resumeToken: string) =>
  apiRequest('/resume/translate/changes', {
    token: loginToken,
    query: { resume_token: resumeToken },
    schema: sourceChangesResponseSchema,
  });

/** POST /resume/translate/changes: takes them over; English text the applicant wrote stays. */
export const acceptSourceChanges = (loginToken: string | null, resumeToken: string) =>
  apiRequest('/resume/translate/changes', {
    token: loginToken,
    body: { resume_token: resumeToken },
    schema: acceptSourceChangesResponseSchema,
  });
