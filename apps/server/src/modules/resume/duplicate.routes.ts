import { duplicateResumeRequestSchema, duplicateResumeResponseSchema } from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { duplicateResume } from './duplicate.service';

/** "Duplizieren" on My Resume: one CV, tailored per application. */
export async function duplicateRoutes(app: App) {
  typed(app).post(
    '/resume/duplicate',
    { schema: { body: duplicateResumeRequestSchema, response: replies(duplicateResumeResponseSchema) } },
    async ({ body, caller }) =>
      ok('Kopie angelegt.', { data: await duplicateResume(app.db, body.resume_token, caller) }),
  );
}
