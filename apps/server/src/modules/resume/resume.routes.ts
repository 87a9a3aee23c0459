import {
  buildResumeDocument,
  getPhotoResponseSchema,
  getResumeObjectRequestSchema,
  getResumeStyleRequestSchema,
  MAX_PHOTO_BYTES,
  REOPEN_META_KEYS,
  resumeDocumentResponseSchema,
  resumeObjectResponseSchema,
  resumeStyleResponseSchema,
  resumeTokenRequestSchema,
  saveResumeObjectRequestSchema,
  saveResumeStyleRequestSchema,
  storedResumeResponseSchema,
  uploadPhotoFieldsSchema,
  uploadPhotoResponseSchema,
} from '@vita/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type App, ok, typed } from '../../http/context';
import { badRequest, invalidInput } from '../../http/errors';
import { replies } from '../../http/responses';
import { listCustomSections } from './custom-sections.service';
import { getMeta } from './meta.service';
import { getPhoto, normalisePhoto, savePhoto } from './photo.service';
import { type ResumeRow, resumeForRead, resumeForWrite } from './resume-access';
import { loadStoredParts, resumeDocumentFor } from './resume-parts';
import { saveResumeObject, toResumeObject } from './snapshot.service';
import { resolveStyleName, saveStyle, styleOf } from './style.service';

/** Snapshot, style, photo and the assembled ResumeDocument (spec 01 §7). */
export async function resumeRoutes(app: App) {
  const r = typed(app);
  const { db } = app;

  r.post(
    '/resume/save-resume-object',
    { schema: { body: saveResumeObjectRequestSchema, response: replies(resumeObjectResponseSchema) } },
    async ({ body, caller }) => {
      const resume = await resumeForWrite(db, body.resume_token, caller, body.resume_template_id);
      const data = await saveResumeObject(db, resume, {
        resume_json_data: body.resume_json_data,
        resume_name: body.resume_name,
        templateId: body.resume_template_id,
      });
      return ok('Gespeichert.', { data });
    },
  );

  // The reads of one resume: its token, and the owner's login for a resume owned by an account.
  const read = readRoute(app);
  read('/resume/get-resume-object', getResumeObjectRequestSchema, resumeObjectResponseSchema, (resume) => ({
    data: toResumeObject(resume),
  }));
  read('/resume/get-resume-style', getResumeStyleRequestSchema, resumeStyleResponseSchema, (resume) => ({
    data: styleOf(resume),
  }));
  read('/resume/document', resumeTokenRequestSchema, resumeDocumentResponseSchema, async (resume) => ({
    data: await resumeDocumentFor(db, resume),
  }));
  read('/resume/stored', resumeTokenRequestSchema, storedResumeResponseSchema, async (resume) => ({
    data: await storedResume(db, resume),
  }));
  read('/resume/get-photo', resumeTokenRequestSchema, getPhotoResponseSchema, async (resume) => ({
    base64_img: (await getPhoto(db, resume)) ?? '',
  }));

  r.post(
    '/resume/resume-style',
    { schema: { body: saveResumeStyleRequestSchema, response: replies(resumeStyleResponseSchema) } },
    async ({ body, caller }) => {
      const styleName = resolveStyleName(body.template_id, body.style_name);
      const resume = await resumeForWrite(db, body.resume_token, caller, body.template_id);
      return ok('Gespeichert.', { data: await saveStyle(db, resume, { ...body, style_name: styleName }) });
    },
  );

  r.post(
    '/resume/upload-photo',
    { schema: { response: replies(uploadPhotoResponseSchema) } },
    async (request) => {
      const { fields, file } = await readPhotoUpload(request);
      const parsed = uploadPhotoFieldsSchema.safeParse(fields);
      if (!parsed.success) throw invalidInput(parsed.error);
      const photo = await normalisePhoto(file);
      const resume = await resumeForWrite(
        db,
        parsed.data.resume_token,
        request.caller,
        parsed.data.resume_template_id,
      );
      return ok('Foto gespeichert.', { photo: await savePhoto(db, resume, photo) });
    },
  );
}

/** Reads the multipart body: text fields in any order and exactly one file part named `photo`. */
async function readPhotoUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw badRequest('Bitte das Foto als multipart/form-data senden (Feld „photo“).');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'photo') throw badRequest('Das Bild muss im Feld „photo“ stehen.');
      file = await part.toBuffer();
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file || file.length === 0) throw badRequest('Es wurde kein Foto gesendet.', { photo: 'Foto fehlt.' });
  return { fields, file };
}

type ReadAnswer<S extends z.ZodType> = Omit<z.input<S>, 'status' | 'message'>;

/**
 * Declares a POST route that reads one resume: the body names it by `resume_token`, the caller
 * must be allowed to read it (resumeForRead), and `answer` builds what the 200 answer carries
 * besides status and message.
 */
function readRoute(app: App) {
  const r = typed(app);
  return <S extends z.ZodType>(
    url: string,
    body: z.ZodType<{ resume_token: string }>,
    response: S,
    answer: (resume: ResumeRow) => ReadAnswer<S> | Promise<ReadAnswer<S>>,
  ) =>
    r.post(
      url,
      { schema: { body, response: replies(response) } },
      async ({ body: { resume_token }, caller }) =>
        // The answer's type is checked against the schema by `answer`'s signature above.
        ok('OK', await answer(await resumeForRead(app.db, resume_token, caller))) as never,
    );
}

/** Every part of a resume as its own read route answers it (POST /resume/stored). */
async function storedResume(db: App['db'], resume: ResumeRow) {
  // The parts are read once: the document is built from them and the photo is theirs.
  const [meta, customSections, parts] = await Promise.all([
    Promise.all(
      REOPEN_META_KEYS.map(async (key) => [key, (await getMeta(db, resume, key)).meta_value] as const),
    ),
    listCustomSections(db, resume),
    loadStoredParts(db, resume),
  ]);
  return {
    object: toResumeObject(resume),
    style: styleOf(resume),
    meta: Object.fromEntries(meta) as Record<(typeof REOPEN_META_KEYS)[number], unknown>,
    custom_sections: customSections,
    document: buildResumeDocument(parts),
    photo: parts.photo ?? '',
    document_language: parts.language ?? null,
    untranslated: [...(parts.untranslated ?? [])],
  };
}
