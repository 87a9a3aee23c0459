import { type ImportDraft, importConfirmResponseSchema, importResponseSchema } from '@vita/shared/contracts';
import { apiRequest } from '../../api/client';
import { getItem } from '../../store/local-store';

/** POST /import: the file read into a draft; nothing is stored yet. */
export function readCv(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest('/import', { body, token: getItem('loginToken'), schema: importResponseSchema });
}

/** POST /import/confirm: a new resume from the reviewed draft (the caller's own when logged in). */
export function confirmImport(draft: ImportDraft) {
  return apiRequest('/import/confirm', {
    body: { draft },
    token: getItem('loginToken'),
    schema: importConfirmResponseSchema,
  });
}
