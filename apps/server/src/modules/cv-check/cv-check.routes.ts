import { cvCheckRequestSchema, cvCheckResponseSchema } from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { resumeForRead } from '../resume/resume-access';
import { type SpellChecker, sharedSpellChecker } from '../spellcheck/spell-checker';
import { checkStoredResume } from './cv-check.service';

export type CvCheckRoutesOptions = {
  now: () => Date;
  /** Calls per minute and IP: the check asks Hunspell, as the spell check does (same limit). */
  rateLimitMax: number;
  checker?: SpellChecker;
};

/** The Lebenslauf-Check: German recruiting practice as rules over the stored CV, on this server alone. */
export async function cvCheckRoutes(app: App, options: CvCheckRoutesOptions) {
  const r = typed(app);
  const checker = options.checker ?? sharedSpellChecker();

  r.post(
    '/resume/check',
    {
      schema: { body: cvCheckRequestSchema, response: replies(cvCheckResponseSchema) },
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } },
    },
    async ({ body, caller }) => {
      const resume = await resumeForRead(app.db, body.resume_token, caller);
      const result = await checkStoredResume(app.db, resume, {
        lang: body.lang,
        pages: body.pages ?? null,
        now: options.now(),
        checker,
      });
      return ok(result.explanation, result);
    },
  );
}
