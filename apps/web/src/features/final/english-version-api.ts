import { translateResumeResponseSchema } from '@vita/shared';
import { apiRequest } from '../../api/client';

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
