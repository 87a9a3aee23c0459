import {
  acceptSourceChangesRequestSchema,
  acceptSourceChangesResponseSchema,
  sourceChangesQuerySchema,
  sourceChangesResponseSchema,
  translateResumeRequestSchema,
  translateResumeResponseSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { acceptSourceChanges, sourceChangesOf } from './translate/source-sync.service';
import { translateResume } from './translate.service';

/** "Englische Fassung erstellen" on the final page and in My Resume. */
export async function translateRoutes(app: App) {
  typed(app).post(
    '/resume/translate',
    { schema: { body: translateResumeRequestSchema, response: replies(translateResumeResponseSchema) } },
    async ({ body, caller }) =>
      ok('Englische Fassung angelegt.', { data: await translateResume(app.db, body, caller) }),
  );

  typed(app).get(
    '/resume/translate/changes',
    { schema: { querystring: sourceChangesQuerySchema, response: replies(sourceChangesResponseSchema) } },
    async ({ query, caller }) =>
      ok('OK', { data: await sourceChangesOf(app.db, query.resume_token, caller) }),
  );
  typed(app).post(
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
}
