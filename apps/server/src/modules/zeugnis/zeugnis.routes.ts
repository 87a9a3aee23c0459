import {
  ZEUGNIS_LANGS,
  ZEUGNIS_LIMITS,
  type ZeugnisLang,
  zeugnisAnalyzeResponseSchema,
  zeugnisAttachmentRequestSchema,
  zeugnisTextRequestSchema,
} from '@vita/shared';
import type { FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { type App, ok, typed } from '../../http/context';
import { badRequest, zodErrors } from '../../http/errors';
import { replies } from '../../http/responses';
import { sharedParsePool } from '../import/parse-pool';
import { analyzeText, readAttachmentText, readZeugnisFile } from './zeugnis.service';
import { ZeugnisError } from './zeugnis-errors';

/** 30,000 characters escaped as JSON stay well below this. */
const BODY_LIMIT = 512 * 1024;
const MESSAGES: Record<ZeugnisLang, string> = {
  de: 'Zeugnis gelesen. Das Ergebnis ist eine Hilfe, keine Rechtsberatung.',
  en: 'Reference read. The result is an aid, not legal advice.',
};

/** The first reason as the message ("Bitte fügen Sie den Text … ein."), every field's reason beside it. */
const refused = (error: ZodError, message = error.issues[0]?.message ?? 'Die Eingabe ist ungültig.') =>
  badRequest(message, zodErrors(error));
const BAD_ATTACHMENT =
  'Bitte nennen Sie die Anlage mit ihrer ID („attachment_id“) und dem resume_token ihres Lebenslaufs.';

/** The one file (field `file`) and the `lang` field; over the size limit is refused while it streams in. */
async function readUpload(request: FastifyRequest) {
  let upload: { name: string; data: Buffer } | undefined;
  let lang: ZeugnisLang = 'de';
  const limits = { fileSize: ZEUGNIS_LIMITS.maxBytes, files: 1, fields: 5 };
  for await (const part of request.parts({ limits })) {
    if (part.type !== 'file') {
      if (part.fieldname === 'lang') {
        if (!(ZEUGNIS_LANGS as readonly unknown[]).includes(part.value))
          throw badRequest('lang muss „de“ oder „en“ sein.');
        lang = part.value as ZeugnisLang;
      }
      continue;
    }
    if (part.fieldname !== 'file') throw ZeugnisError.noFile();
    const data = await part.toBuffer().catch((error: { code?: string }) => {
      throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? ZeugnisError.tooLarge() : error;
    });
    upload = { name: part.filename ?? '', data };
  }
  if (!upload || upload.data.length === 0) throw ZeugnisError.noFile();
  return { ...upload, lang };
}

/** "Zeugnis verstehen": a pasted text, an uploaded file or an Anlage, decoded on the server. */
export async function zeugnisRoutes(app: App) {
  const r = typed(app);
  const { db } = app;

  r.post(
    '/zeugnis/analyze',
    { schema: { response: replies(zeugnisAnalyzeResponseSchema) }, bodyLimit: BODY_LIMIT },
    async (request) => {
      if (request.isMultipart()) {
        const { name, data, lang } = await readUpload(request);
        const text = await readZeugnisFile(sharedParsePool(), name, data);
        return ok(MESSAGES[lang], analyzeText(text, lang));
      }
      const body = request.body;
      if (body !== null && typeof body === 'object' && 'attachment_id' in body) {
        const parsed = zeugnisAttachmentRequestSchema.safeParse(body);
        if (!parsed.success) throw refused(parsed.error, BAD_ATTACHMENT);
        const { attachment_id, resume_token, lang } = parsed.data;
        const text = await readAttachmentText(db, sharedParsePool(), {
          resumeToken: resume_token,
          attachmentId: attachment_id,
          caller: request.caller,
        });
        return ok(MESSAGES[lang], analyzeText(text, lang));
      }
      const parsed = zeugnisTextRequestSchema.safeParse(body ?? {});
      if (!parsed.success) throw refused(parsed.error);
      return ok(MESSAGES[parsed.data.lang], analyzeText(parsed.data.text, parsed.data.lang));
    },
  );
}
