import {
  createLetterRequestSchema,
  letterAccessQuerySchema,
  letterIdParamSchema,
  letterListResponseSchema,
  letterResponseSchema,
  listByResumeQuerySchema,
  updateLetterRequestSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { resumeForRead, resumeForWrite } from '../resume/resume-access';
import { createLetter, deleteLetter, getLetter, listLetters, updateLetter } from './letters.service';

const one = replies(letterResponseSchema);

/** The Anschreiben: many per resume, with the resume's ownership rules. */
export async function letterRoutes(app: App) {
  const r = typed(app);
  const { db } = app;

  r.post(
    '/letters',
    { schema: { body: createLetterRequestSchema, response: one } },
    async ({ body, caller }) => {
      const { resume_token, ...fields } = body;
      const resume = await resumeForWrite(db, resume_token, caller);
      return ok('Anschreiben angelegt.', { data: await createLetter(db, resume, fields) });
    },
  );

  r.get(
    '/letters',
    { schema: { querystring: listByResumeQuerySchema, response: replies(letterListResponseSchema) } },
    async ({ query, caller }) => {
      const resume = await resumeForRead(db, query.resume_token, caller);
      return ok('OK', { data: await listLetters(db, resume) });
    },
  );

  r.get(
    '/letters/:id',
    { schema: { params: letterIdParamSchema, querystring: letterAccessQuerySchema, response: one } },
    async ({ params, query, caller }) =>
      ok('OK', { data: await getLetter(db, params.id, caller, query.resume_token) }),
  );

  r.put(
    '/letters/:id',
    {
      schema: {
        params: letterIdParamSchema,
        querystring: letterAccessQuerySchema,
        body: updateLetterRequestSchema,
        response: one,
      },
    },
    async ({ params, query, body, caller }) => {
      const letter = await updateLetter(db, params.id, caller, query.resume_token, body);
      return ok('Gespeichert.', { data: letter });
    },
  );

  r.delete(
    '/letters/:id',
    { schema: { params: letterIdParamSchema, querystring: letterAccessQuerySchema, response: one } },
    async ({ params, query, caller }) =>
      ok('Anschreiben gelöscht.', { data: await deleteLetter(db, params.id, caller, query.resume_token) }),
  );
}
