/**
 * The one read that reopening a resume by token needs (POST /resume/stored): the resume object
 * (snapshot and name), the style with the section layout, the stored parts, the document and the
 * photo. It sends the login token when there is one (a resume owned by an account needs it,
 * DESIGN §1 deviation 1).
 */
import type { StoredResumeResponse } from '@vita/shared/contracts';
import { apiRequest } from '../api/client';
import { getItem } from './local-store';

export type StoredResume = StoredResumeResponse['data'];

export const storedResumeApi = {
  stored: (resumeToken: string) =>
    apiRequest<StoredResumeResponse>('/resume/stored', {
      body: { resume_token: resumeToken },
      token: getItem('loginToken'),
    }),
};
