import {
  jobMatchRequestSchema,
  jobMatchResponseSchema,
  letterDraftRequestSchema,
  letterDraftResponseSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { resumeForRead } from '../resume/resume-access';
import { resumeDocumentFor } from '../resume/resume-parts';
import { matchJobAd } from './job-match.service';
import { draftLetter } from './letter-draft';
import { warmVocabulary } from './vocabulary';

/** 20,000 characters escaped as JSON stay well below this. */
const BODY_LIMIT = 256 * 1024;

/** A pasted job ad against the stored CV: requirements found ✓ and missing ✗, with a score. */
export async function jobMatchRoutes(app: App) {
  const r = typed(app);
  const { db } = app;

  r.post(
    '/job-match',
    {
      schema: { body: jobMatchRequestSchema, response: replies(jobMatchResponseSchema) },
      bodyLimit: BODY_LIMIT,
    },
    async ({ body, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      // A request during the warm-up after start waits for that same build instead of starting one.
      await warmVocabulary();
      const match = matchJobAd(await resumeDocumentFor(db, resume), body.ad_text);
      return ok(match.explanation, match);
    },
  );

  r.post(
    '/letter-draft',
    {
      schema: { body: letterDraftRequestSchema, response: replies(letterDraftResponseSchema) },
      bodyLimit: BODY_LIMIT,
    },
    async ({ body, caller }) => {
      const resume = await resumeForRead(db, body.resume_token, caller);
      await warmVocabulary();
      const doc = await resumeDocumentFor(db, resume);
      const draft = draftLetter(doc, {
        adText: body.ad_text,
        position: body.position,
        company: body.company,
        answers: body.answers,
      });
      return ok('Entwurf erstellt.', { data: draft });
    },
  );
}
