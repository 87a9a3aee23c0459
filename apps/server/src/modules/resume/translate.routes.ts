import { translateResumeRequestSchema, translateResumeResponseSchema } from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { translateResume } from './translate.service';

/** "Englische Fassung erstellen" on the final page and in My Resume. */
export async function translateRoutes(app: App) {
  typed(app).post(
    '/resume/translate',
    { schema: { body: translateResumeRequestSchema, response: replies(translateResumeResponseSchema) } },
    async ({ body, caller }) =>
      ok('Englische Fassung angelegt.', { data: await translateResume(app.db, body, caller) }),
  );
}
