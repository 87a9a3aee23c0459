import {
  acceptSourceChangesRequestSchema,
  acceptSourceChangesResponseSchema,
  saveTranslationFieldRequestSchema,
  saveTranslationFieldResponseSchema,
  sourceChangesQuerySchema,
  sourceChangesResponseSchema,
  translateResumeRequestSchema,
  translateResumeResponseSchema,
  translationFieldsQuerySchema,
  translationFieldsResponseSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { acceptSourceChanges, sourceChangesOf } from './translate/source-sync.service';
import { translateResume } from './translate.service';
import { listTranslationFields, saveTranslationField } from './translate-fields.service';

/**
 * "Englische Fassung erstellen" on the final page and in My Resume, its side-by-side editor, and
 * the changes of the German source taken over.
 */
export async function translateRoutes(app: App) {
  const r = typed(app);
  r.post(
    '/resume/translate',
    { schema: { body: translateResumeRequestSchema, response: replies(translateResumeResponseSchema) } },
    async ({ body, caller }) =>
      ok('Englische Fassung angelegt.', { data: await translateResume(app.db, body, caller) }),
  );

  r.get(
    '/resume/translate/changes',
    { schema: { querystring: sourceChangesQuerySchema, response: replies(sourceChangesResponseSchema) } },
    async ({ query, caller }) =>
      ok('OK', { data: await sourceChangesOf(app.db, query.resume_token, caller) }),
  );
  r.post(
    '/resume/translate/changes',
    {
      schema: {
        body: acceptSourceChangesRequestSchema,
        response: replies(acceptSourceChangesResponseSchema),
      },
    },
    async ({ body, caller }) =>
      ok('Änderungen aus dem deutschen Lebenslauf übernommen.', {
        data: await acceptSourceChanges(app.db, body.resume_token, caller),
      }),
  );

  r.get(
    '/resume/translate/fields',
    {
      schema: {
        querystring: translationFieldsQuerySchema,
        response: replies(translationFieldsResponseSchema),
      },
    },
    async ({ query, caller }) =>
      ok('OK', { data: await listTranslationFields(app.db, query.resume_token, caller) }),
  );

  r.put(
    '/resume/translate/fields',
    {
      schema: {
        body: saveTranslationFieldRequestSchema,
        response: replies(saveTranslationFieldResponseSchema),
      },
    },
    async ({ body, caller }) =>
      ok('Gespeichert.', { data: await saveTranslationField(app.db, body, caller) }),
  );
}
