import type { ImportDraft } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { postMultipart } from '../../test/multipart';
import { chooseTemplate } from '../export/sample-resume.test-support';

/** POST /api/v1/import with one file in the multipart field `file`. */
export async function uploadForImport(
  app: FastifyInstance,
  fileName: string,
  data: Buffer | Uint8Array,
  headers: Record<string, string> = {},
) {
  return postMultipart(app, '/import', {}, { field: 'file', fileName, data }, headers);
}

/** The resume printed as PDF in one template through the export API, then read back by the import. */
export async function exportAndImport(
  app: FastifyInstance,
  token: string,
  styleName: string,
): Promise<ImportDraft['parts']> {
  await chooseTemplate(app, token, styleName);
  const file = await app.inject({
    method: 'POST',
    url: '/api/v1/resume/export',
    payload: { resume_token: token, format: 1 },
  });
  expect(file.statusCode).toBe(200);
  const res = await uploadForImport(app, 'lebenslauf.pdf', file.rawPayload);
  expect(res.status, res.body.message).toBe(200);
  return (res.body.draft as ImportDraft).parts;
}
