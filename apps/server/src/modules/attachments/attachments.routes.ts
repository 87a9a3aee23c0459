import {
  ATTACHMENT_MAX_BYTES,
  attachmentIdParamSchema,
  attachmentListResponseSchema,
  attachmentResponseSchema,
  listByResumeQuerySchema,
  okSchema,
  orderAttachmentsRequestSchema,
  updateAttachmentRequestSchema,
  uploadAttachmentFieldsSchema,
} from '@vita/shared';
import type { FastifyRequest } from 'fastify';
import { type App, ok, typed } from '../../http/context';
import { badRequest, HttpError, invalidInput } from '../../http/errors';
import { replies } from '../../http/responses';
import { resumeForRead, resumeForWrite } from '../resume/resume-access';
import { checkAttachment } from './attachment-check';
import {
  addAttachment,
  deleteAttachment,
  listAttachments,
  orderAttachments,
  toAttachment,
  updateAttachment,
} from './attachments.service';

export const FILE_TOO_LARGE = `Die Datei ist größer als ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB. Bitte verkleinern Sie sie.`;
const NOT_MULTIPART = 'Bitte die Anlage als multipart/form-data senden (Feld „file“).';
const NO_FILE = 'Es wurde keine Datei gesendet.';

/** The Anlagen of a resume: upload (checked by content), list, rename, order, delete. */
export async function attachmentRoutes(app: App) {
  const r = typed(app);
  const { db } = app;
  const one = replies(attachmentResponseSchema);
  const list = replies(attachmentListResponseSchema);

  r.post('/attachments', { schema: { response: one } }, async (request) => {
    const { fields, file } = await readUpload(request);
    const parsed = uploadAttachmentFieldsSchema.safeParse(fields);
    if (!parsed.success) throw invalidInput(parsed.error);
    // Checked before the resume is touched: a refused file leaves nothing behind.
    const checked = await checkAttachment(file.data, file.name);
    const resume = await resumeForWrite(db, parsed.data.resume_token, request.caller);
    const title = parsed.data.title || file.name.replace(/\.[a-z0-9]{1,5}$/i, '').slice(0, 150) || 'Anlage';
    const row = await addAttachment(db, resume, {
      title,
      documentDate: parsed.data.document_date,
      file: checked,
    });
    return ok('Anlage gespeichert.', { data: toAttachment(row) });
  });

  r.get(
    '/attachments',
    { schema: { querystring: listByResumeQuerySchema, response: list } },
    async (request) => {
      const resume = await resumeForRead(db, request.query.resume_token, request.caller);
      return ok('OK', { data: (await listAttachments(db, resume)).map(toAttachment) });
    },
  );

  r.put(
    '/attachments/order',
    { schema: { body: orderAttachmentsRequestSchema, response: list } },
    async ({ body, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      return ok('Reihenfolge gespeichert.', {
        data: (await orderAttachments(db, resume, body.ids)).map(toAttachment),
      });
    },
  );

  r.put(
    '/attachments/:id',
    {
      schema: {
        params: attachmentIdParamSchema,
        querystring: listByResumeQuerySchema,
        body: updateAttachmentRequestSchema,
        response: one,
      },
    },
    async ({ params, query, body, caller }) => {
      const resume = await resumeForRead(db, query.resume_token, caller);
      return ok('Gespeichert.', { data: toAttachment(await updateAttachment(db, resume, params.id, body)) });
    },
  );

  r.delete(
    '/attachments/:id',
    {
      schema: {
        params: attachmentIdParamSchema,
        querystring: listByResumeQuerySchema,
        response: replies(okSchema),
      },
    },
    async ({ params, query, caller }) => {
      const resume = await resumeForRead(db, query.resume_token, caller);
      await deleteAttachment(db, resume, params.id);
      return ok('Anlage gelöscht.', {});
    },
  );
}

/** Text fields in any order and exactly one file part named `file`, at most 20 MB. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART);
  const fields: Record<string, string> = {};
  let file: { data: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest('Die Datei muss im Feld „file“ stehen.');
        file = { data: await part.toBuffer(), name: part.filename ?? '' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, FILE_TOO_LARGE);
    throw error;
  }
  if (!file || file.data.length === 0) throw badRequest(NO_FILE, { file: NO_FILE });
  return { fields, file };
}
