import {
  customSectionListResponseSchema,
  customSectionRequestSchema,
  customSectionResponseSchema,
  customSectionTokenRequestSchema,
  deleteExtraSectionRequestSchema,
  deleteResumeSectionRequestSchema,
  deleteResumeSectionResponseSchema,
  extraSectionRequestSchema,
  extraSectionResponseSchema,
  idParamSchema,
  okSchema,
  saveLangRequestSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import {
  addCustomSection,
  deleteCustomSection,
  editCustomSection,
  getCustomSection,
  listCustomSections,
} from './custom-sections.service';
import { deleteResumeSection, sectionNameOf } from './delete-section.service';
import {
  addExtraSection,
  deleteExtraSection,
  editExtraSection,
  parseExtraValue,
} from './extra-sections.service';
import { resumeForRead, resumeForWrite } from './resume-access';
import { refreshStrength } from './resume-parts';

const extraSection = replies(extraSectionResponseSchema);
const customSection = replies(customSectionResponseSchema);
const deleted = replies(okSchema);

type Routes = ReturnType<typeof typed>;
type Db = App['db'];

/** Extra sections and the languages, which are saved as the extra section 'Language'. */
function extraSectionRoutes(r: Routes, db: Db) {
  r.post(
    '/resume/add-extra-section',
    { schema: { body: extraSectionRequestSchema, response: extraSection } },
    async ({ body, caller }) => {
      const value = parseExtraValue(body.meta_sub_key, body.meta_value);
      const resume = await resumeForWrite(db, body.resume_token, caller, body.resume_template_id);
      return ok('Gespeichert.', await addExtraSection(db, resume, body.meta_sub_key, value));
    },
  );

  r.post(
    '/resume/edit-extra-section',
    { schema: { body: extraSectionRequestSchema, response: extraSection } },
    async ({ body, caller }) => {
      const value = parseExtraValue(body.meta_sub_key, body.meta_value);
      const resume = await resumeForRead(db, body.resume_token, caller);
      return ok('Gespeichert.', await editExtraSection(db, resume, body.meta_sub_key, value));
    },
  );

  r.post(
    '/resume/edit-extra-section/:id',
    { schema: { body: extraSectionRequestSchema, params: idParamSchema, response: extraSection } },
    async ({ body, params, caller }) => {
      const value = parseExtraValue(body.meta_sub_key, body.meta_value);
      const resume = await resumeForRead(db, body.resume_token, caller);
      return ok('Gespeichert.', await editExtraSection(db, resume, body.meta_sub_key, value, params.id));
    },
  );

  r.post(
    '/resume/delete-extra-section/:id',
    { schema: { body: deleteExtraSectionRequestSchema, params: idParamSchema, response: deleted } },
    async ({ body, params, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      await deleteExtraSection(db, resume, params.id);
      return ok('Gelöscht.', {});
    },
  );

  r.post(
    '/resume/save-lang',
    { schema: { body: saveLangRequestSchema, response: extraSection } },
    async ({ body, caller }) => {
      const resume = await resumeForWrite(db, body.resume_token, caller, body.resume_template_id);
      return ok(
        'Gespeichert.',
        await addExtraSection(db, resume, 'Language', parseExtraValue('Language', body.meta_value)),
      );
    },
  );
}

/** Sections the user names and fills in, each its own row. */
function customSectionRoutes(r: Routes, db: Db) {
  r.post(
    '/resume/add-custom-section',
    { schema: { body: customSectionRequestSchema, response: customSection } },
    async ({ body, caller }) => {
      const resume = await resumeForWrite(db, body.resume_token, caller, body.resume_template_id);
      return ok('Gespeichert.', await addCustomSection(db, resume, body.meta_value));
    },
  );

  r.post(
    '/resume/custom-section-listing',
    { schema: { body: customSectionTokenRequestSchema, response: replies(customSectionListResponseSchema) } },
    async ({ body, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      return ok('OK', { data: await listCustomSections(db, resume) });
    },
  );

  r.post(
    '/resume/custom-section/:id',
    { schema: { body: customSectionTokenRequestSchema, params: idParamSchema, response: customSection } },
    async ({ body, params, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      return ok('OK', await getCustomSection(db, resume, params.id));
    },
  );

  r.post(
    '/resume/edit-custom-section/:id',
    { schema: { body: customSectionRequestSchema, params: idParamSchema, response: customSection } },
    async ({ body, params, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      return ok('Gespeichert.', await editCustomSection(db, resume, params.id, body.meta_value));
    },
  );

  r.post(
    '/resume/delete-custom-section/:id',
    { schema: { body: customSectionTokenRequestSchema, params: idParamSchema, response: deleted } },
    async ({ body, params, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      await deleteCustomSection(db, resume, params.id);
      return ok('Gelöscht.', {});
    },
  );
}

/** Deleting a whole section of the resume, which changes its strength. */
function deleteSectionRoute(r: Routes, db: Db) {
  r.post(
    '/resume/delete-resume-section',
    {
      schema: {
        body: deleteResumeSectionRequestSchema,
        response: replies(deleteResumeSectionResponseSchema),
      },
    },
    async ({ body, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      const section = sectionNameOf(body.section);
      await deleteResumeSection(db, resume, section, body.id);
      await refreshStrength(db, resume);
      return ok('Gelöscht.', { section });
    },
  );
}

/** Extra sections, languages, custom sections and whole-section deletes (spec 01 §7). */
export async function sectionRoutes(app: App) {
  const r = typed(app);
  extraSectionRoutes(r, app.db);
  customSectionRoutes(r, app.db);
  deleteSectionRoute(r, app.db);
}
