import { type ZeugnisLang, zeugnisAnalyzeResponseSchema } from '@vita/shared/contracts';
import { apiRequest } from '../../api/client';
import { getItem } from '../../store/local-store';

/** What the decoder reads: a pasted text, a chosen file, or an Anlage of the current resume. */
export type ZeugnisInput =
  | { kind: 'text'; text: string }
  | { kind: 'file'; file: File }
  | { kind: 'attachment'; id: number };

/** POST /zeugnis/analyze: read on the server, nothing stored. */
export function analyzeZeugnis(input: ZeugnisInput, lang: ZeugnisLang, signal?: AbortSignal) {
  const token = getItem('loginToken');
  if (input.kind === 'file') {
    const body = new FormData();
    body.append('lang', lang);
    body.append('file', input.file, input.file.name);
    return apiRequest('/zeugnis/analyze', {
      method: 'POST',
      body,
      token,
      signal,
      schema: zeugnisAnalyzeResponseSchema,
    });
  }
  const body =
    input.kind === 'text'
      ? { text: input.text, lang }
      : { attachment_id: input.id, resume_token: getItem('resumeToken') ?? '', lang };
  return apiRequest('/zeugnis/analyze', {
    method: 'POST',
    body,
    token,
    signal,
    schema: zeugnisAnalyzeResponseSchema,
  });
}
