/**
 * Typed calls of the letters API (the Anschreiben): create, list by resume, get, update (any
 * subset), delete. An anonymous resume's letters carry its resume_token; an owned one's the login.
 */
import {
  type CreateLetterRequest,
  type LetterDraftRequest,
  letterDraftResponseSchema,
  letterListResponseSchema,
  letterResponseSchema,
  type UpdateLetterRequest,
} from '@vita/shared';
import { apiRequest } from './client';

type Access = { resumeToken: string; token?: string | null; signal?: AbortSignal };

// An owned letter is reached by the login alone: a browser holding no resume sends no (empty) token.
const accessOptions = (access: Access) => ({
  query: { resume_token: access.resumeToken || undefined },
  token: access.token ?? null,
  ...(access.signal ? { signal: access.signal } : {}),
});

export const lettersApi = {
  /** The first draft from the ad and the CV the server holds (POST /letter-draft). */
  draft: (body: LetterDraftRequest, token: string | null) =>
    apiRequest('/letter-draft', { method: 'POST', body, token, schema: letterDraftResponseSchema }),
  create: (body: CreateLetterRequest, token: string | null = null) =>
    apiRequest('/letters', { method: 'POST', body, token, schema: letterResponseSchema }),

  list: (access: Access) =>
    apiRequest('/letters', {
      query: { resume_token: access.resumeToken },
      token: access.token ?? null,
      schema: letterListResponseSchema,
    }),

  get: (id: number, access: Access) =>
    apiRequest(`/letters/${id}`, { ...accessOptions(access), schema: letterResponseSchema }),

  update: (id: number, change: UpdateLetterRequest, access: Access) =>
    apiRequest(`/letters/${id}`, {
      method: 'PUT',
      body: change,
      ...accessOptions(access),
      schema: letterResponseSchema,
    }),

  remove: (id: number, access: Access) =>
    apiRequest(`/letters/${id}`, {
      method: 'DELETE',
      ...accessOptions(access),
      schema: letterResponseSchema,
    }),

  /** A copy under "<name> (Kopie)": the letter read and created anew, so nothing is shared. */
  async duplicate(id: number, access: Access) {
    const { data } = await lettersApi.get(id, access);
    const { id: _id, created_at: _c, updated_at: _u, resume_token, ...fields } = data;
    return lettersApi.create(
      {
        ...fields,
        resume_token,
        name: `${fields.name || fields.recipient.company || 'Anschreiben'} (Kopie)`,
      },
      access.token ?? null,
    );
  },
};

/**
 * The resume's letters as a query, read again each time a list is shown (final page, Mappe):
 * letters are made and renamed in the editor, another page, so the cached list is soon out of date.
 */
export const lettersListQuery = (access: Access) => ({
  queryKey: ['letters', access.resumeToken],
  queryFn: () => lettersApi.list(access).then((answer) => answer.data),
  staleTime: 0,
});
