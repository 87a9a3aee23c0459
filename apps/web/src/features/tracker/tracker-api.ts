/**
 * Typed calls of the Bewerbungsmanager (docs/api.md "Bewerbungsmanager"); every one takes the
 * login token. The job-ad match is the resume's own call (POST /job-match).
 */
import {
  type CreateTrackedApplication,
  type JobMatchResponse,
  jobMatchResponseSchema,
  type Letter,
  type SendApplicationRequest,
  type SendDraft,
  type TrackedApplication,
  type UpdateTrackedApplication,
} from '@vita/shared';
import { type ApiData, apiRequest, type LoginToken } from '../../api/client';
import { getFile } from '../../api/file-download';

export const trackerApi = {
  list: (token: LoginToken) => apiRequest<ApiData<TrackedApplication[]>>('/applications', { token }),
  get: (token: LoginToken, id: number) =>
    apiRequest<ApiData<TrackedApplication>>(`/applications/${id}`, { token }),
  create: (token: LoginToken, body: CreateTrackedApplication) =>
    apiRequest<ApiData<TrackedApplication>>('/applications', { token, body }),
  update: (token: LoginToken, id: number, body: UpdateTrackedApplication) =>
    apiRequest<ApiData<TrackedApplication>>(`/applications/${id}`, { token, body, method: 'PUT' }),
  remove: (token: LoginToken, id: number) =>
    apiRequest<ApiData<TrackedApplication>>(`/applications/${id}`, { token, method: 'DELETE' }),
  freeze: (token: LoginToken, id: number) =>
    apiRequest<ApiData<TrackedApplication>>(`/applications/${id}/freeze`, { token, body: {} }),
  sendDraft: (token: LoginToken, id: number) =>
    apiRequest<ApiData<SendDraft>>(`/applications/${id}/send-draft`, { token }),
  send: (token: LoginToken, id: number, body: SendApplicationRequest) =>
    apiRequest<ApiData<TrackedApplication>>(`/applications/${id}/send`, { token, body }),
  sentPdf: (token: LoginToken, id: number, fallbackName: string) =>
    getFile(`/applications/${id}/sent.pdf`, token, fallbackName),
  letters: (token: LoginToken, resumeToken: string) =>
    apiRequest<ApiData<Letter[]>>('/letters', { token, query: { resume_token: resumeToken } }),
  match: (token: LoginToken, resumeToken: string, adText: string): Promise<JobMatchResponse> =>
    apiRequest('/job-match', {
      token,
      body: { resume_token: resumeToken, ad_text: adText },
      schema: jobMatchResponseSchema,
    }),
};
