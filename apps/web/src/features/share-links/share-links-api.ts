/** Typed calls of the share links (login required; the owner's links of one resume). */
import type { CreateShareLink, ShareLink } from '@vita/shared';
import { type ApiData, apiRequest, type LoginToken } from '../../api/client';

export const shareLinksApi = {
  list: (token: LoginToken, resumeToken: string) =>
    apiRequest<ApiData<ShareLink[]>>('/share-links', { token, query: { resume_token: resumeToken } }),
  create: (token: LoginToken, body: CreateShareLink) =>
    apiRequest<ApiData<ShareLink>>('/share-links', { token, body }),
  revoke: (token: LoginToken, id: number) =>
    apiRequest<ApiData<ShareLink>>(`/share-links/${id}`, { token, method: 'DELETE' }),
};
