import {
  deleteMetaRequestSchema,
  deleteMetaSectionRequestSchema,
  getMetaRequestSchema,
  type MetaKey,
  metaResponseSchema,
  reorderMetaRequestSchema,
  saveMetaRequestSchema,
  signatureRequestSchema,
  updateMetaValueRequestSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { notFound } from '../../http/errors';
import { replies } from '../../http/responses';
import {
  deleteMetaEntry,
  deleteMetaSection,
  getMetaByToken,
  prepareMetaValue,
  reorderMetaEntries,
  replaceExistingMeta,
  saveMeta,
  saveWholeWithPoints,
  updateMetaEntry,
} from './meta.service';
import { resumeForRead, resumeForWrite } from './resume-access';
import { pointsAfterSave, refreshStrength } from './resume-parts';
import { normaliseSignatureImages } from './signature-image';

const response = replies(metaResponseSchema);

const SCORED: readonly MetaKey[] = ['heading', 'education', 'work-expr', 'skills', 'summary'];

/** The value as it will be stored: validated, rich text sanitised, signature images re-encoded. */
async function checkedMetaValue(
  key: MetaKey,
  value: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const parsed = prepareMetaValue(key, value);
  if (key !== 'signature') return parsed;
  return normaliseSignatureImages(parsed as Record<string, unknown> & { sign: string; upload: string });
}

/** The generic section calls: heading, education, work, skills, summary and signature (spec 01 §7). */
export async function metaRoutes(app: App) {
  const r = typed(app);
  const { db } = app;

  r.post(
    '/resume/save-meta',
    { schema: { body: saveMetaRequestSchema, response } },
    async ({ body, caller }) => {
      const value = await checkedMetaValue(body.meta_key, body.meta_value);
      const resume = await resumeForWrite(db, body.resume_token, caller, body.resume_template_id);
      const points = pointsAfterSave(resume, body.meta_key, value);
      if (points) {
        return ok('Gespeichert.', {
          resume: await saveWholeWithPoints(db, resume, body.meta_key, value, points),
        });
      }
      const stored = await saveMeta(db, resume, body.meta_key, value);
      if (SCORED.includes(body.meta_key)) await refreshStrength(db, resume);
      return ok('Gespeichert.', { resume: stored });
    },
  );

  r.post(
    '/resume/get-meta',
    { schema: { body: getMetaRequestSchema, response } },
    async ({ body, caller }) => {
      return ok('OK', { resume: await getMetaByToken(db, body.resume_token, caller, body.meta_key) });
    },
  );

  r.post(
    '/resume/update-meta-value',
    { schema: { body: updateMetaValueRequestSchema, response } },
    async ({ body, caller }) => {
      const value = prepareMetaValue(body.meta_key, body.meta_value);
      const resume = await resumeForRead(db, body.resume_token, caller);
      const stored = await updateMetaEntry(db, resume, body.meta_key, body.meta_index, value);
      await refreshStrength(db, resume);
      return ok('Gespeichert.', { resume: stored });
    },
  );

  r.post(
    '/resume/delete-meta',
    { schema: { body: deleteMetaRequestSchema, response } },
    async ({ body, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      const stored = await deleteMetaEntry(db, resume, body.meta_key, body.meta_index);
      await refreshStrength(db, resume);
      return ok('Gelöscht.', { resume: stored });
    },
  );

  r.post(
    '/resume/reorder-meta',
    { schema: { body: reorderMetaRequestSchema, response } },
    async ({ body, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      return ok('Gespeichert.', { resume: await reorderMetaEntries(db, resume, body.meta_key, body.order) });
    },
  );

  r.post(
    '/resume/delete-meta-section',
    { schema: { body: deleteMetaSectionRequestSchema, response } },
    async ({ body, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      const stored = await deleteMetaSection(db, resume, body.meta_key);
      await refreshStrength(db, resume);
      return ok('Gelöscht.', { resume: stored });
    },
  );
}

/** Signature calls of spec 02 §7: create (or replace) and update an existing one. */
export async function signatureRoutes(app: App) {
  const r = typed(app);
  const { db } = app;

  r.post(
    '/resume/create-signature',
    { schema: { body: signatureRequestSchema, response } },
    async ({ body, caller }) => {
      const { resume_token, resume_template_id, meta_key: _key, ...fields } = body;
      const record = await normaliseSignatureImages(fields);
      const resume = await resumeForWrite(db, resume_token, caller, resume_template_id);
      return ok('Gespeichert.', { resume: await saveMeta(db, resume, 'signature', record) });
    },
  );

  r.post(
    '/resume/update-signature',
    { schema: { body: signatureRequestSchema, response } },
    async ({ body, caller }) => {
      const { resume_token, meta_key: _key, resume_template_id: _template, ...fields } = body;
      const record = await normaliseSignatureImages(fields);
      const resume = await resumeForRead(db, resume_token, caller);
      const stored = await replaceExistingMeta(db, resume, 'signature', record);
      if (!stored) throw notFound('Es gibt noch keine Unterschrift zum Ändern.');
      return ok('Gespeichert.', { resume: stored });
    },
  );
}
