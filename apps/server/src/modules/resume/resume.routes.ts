import {
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
import { type App, ok, typed } from '../../http/context';
import { badRequest, invalidInput } from '../../http/errors';
import { replies } from '../../http/responses';
import { listCustomSections } from './custom-sections.service';
import { getMeta } from './meta.service';
import { getPhoto, normalisePhoto, savePhoto } from './photo.service';
import { type ResumeRow, resumeForRead, resumeForWrite } from './resume-access';
import { resumeDocumentFor } from './resume-parts';
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

  r.post(
    '/resume/get-resume-object',
    { schema: { body: getResumeObjectRequestSchema, response: replies(resumeObjectResponseSchema) } },
    async ({ body, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      return ok('OK', { data: toResumeObject(resume) });
    },
  );

  r.post(
    '/resume/get-resume-style',
    { schema: { body: getResumeStyleRequestSchema, response: replies(resumeStyleResponseSchema) } },
    async ({ body, caller }) => {
      return ok('OK', { data: styleOf(await resumeForRead(db, body.resume_token, caller)) });
    },
  );

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
    '/resume/document',
    { schema: { body: resumeTokenRequestSchema, response: replies(resumeDocumentResponseSchema) } },
    async ({ body, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      return ok('OK', { data: await resumeDocumentFor(db, resume) });
    },
  );

  r.post(
    '/resume/stored',
    { schema: { body: resumeTokenRequestSchema, response: replies(storedResumeResponseSchema) } },
    async ({ body, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      return ok('OK', { data: await storedResume(db, resume) });
    },
  );

  r.post(
    '/resume/get-photo',
    { schema: { body: resumeTokenRequestSchema, response: replies(getPhotoResponseSchema) } },
    async ({ body, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      return ok('OK', { base64_img: (await getPhoto(db, resume)) ?? '' });
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

/** Every part of a resume as its own read route answers it (POST /resume/stored). */
async function storedResume(db: App['db'], resume: ResumeRow) {
  const [meta, customSections, document, photo] = await Promise.all([
    Promise.all(
      REOPEN_META_KEYS.map(async (key) => [key, (await getMeta(db, resume, key)).meta_value] as const),
    ),
    listCustomSections(db, resume),
    resumeDocumentFor(db, resume),
    getPhoto(db, resume),
  ]);
  return {
    object: toResumeObject(resume),
    style: styleOf(resume),
    meta: Object.fromEntries(meta) as Record<(typeof REOPEN_META_KEYS)[number], unknown>,
    custom_sections: customSections,
    document,
    photo: photo ?? '',
  };
}
