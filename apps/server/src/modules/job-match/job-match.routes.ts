import {
  jobMatchRequestSchema,
  jobMatchResponseSchema,
  letterDraftRequestSchema,
  letterDraftResponseSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { HttpError } from '../../http/errors';
import { replies } from '../../http/responses';
import { resumeForRead } from '../resume/resume-access';
import { resumeDocumentFor } from '../resume/resume-parts';
import { matchJobAd } from './job-match.service';
import { draftLetter } from './letter-draft';
import { warmVocabulary } from './vocabulary';

/** The draft's sentences are German: an English letter's text is the applicant's to write. */
export const NO_ENGLISH_DRAFT =
  'Der Entwurf schreibt nur deutsche Anschreiben. Dieser Lebenslauf ist englisch: Den Text des englischen Anschreibens schreiben Sie selbst.';

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
      const doc = await resumeDocumentFor(db, resume);
      if (doc.locale === 'en')
        throw new HttpError(422, NO_ENGLISH_DRAFT, undefined, { code: 'english_letter' });
      await warmVocabulary();
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
