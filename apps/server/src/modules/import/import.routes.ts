import {
  importConfirmRequestSchema,
  importConfirmResponseSchema,
  importResponseSchema,
  MAX_IMPORT_BYTES,
} from '@vita/shared';
import type { FastifyRequest } from 'fastify';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { createResumeFromParts } from '../resume/create-from-parts';
import { fitDraft } from './fit-draft';
import { ImportError } from './import-errors';
import { importFile } from './importers';
import { sharedParsePool } from './parse-pool';

/** The one uploaded file (field `file`); over 10 MB is refused while it streams in. */
async function readUpload(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  if (!request.isMultipart()) throw ImportError.noFile();
  let upload: { name: string; data: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') throw ImportError.noFile();
    const data = await part.toBuffer().catch((error: { code?: string }) => {
      throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? ImportError.tooLarge() : error;
    });
    upload = { name: part.filename ?? '', data };
  }
  if (!upload || upload.data.length === 0) throw ImportError.noFile();
  return upload;
}

/** Import an existing CV: read it into a draft (nothing stored), then create a resume from the reviewed draft. */
export async function importRoutes(app: App) {
  const r = typed(app);
  const { db } = app;

  r.post('/import', { schema: { response: replies(importResponseSchema) } }, async (request) => {
    const { name, data } = await readUpload(request);
    const { draft, warnings } = fitDraft(await importFile(name, data, sharedParsePool()));
    return ok('Lebenslauf gelesen. Bitte prüfen Sie die erkannten Angaben.', { draft, warnings });
  });

  r.post(
    '/import/confirm',
    { schema: { body: importConfirmRequestSchema, response: replies(importConfirmResponseSchema) } },
    async ({ body, caller }) => {
      const token = await createResumeFromParts(db, caller.userId, body.draft.parts);
      return ok('Der Lebenslauf wurde angelegt.', { resume_token: token });
    },
  );
}
