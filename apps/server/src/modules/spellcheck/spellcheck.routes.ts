import {
  spellcheckRequestSchema,
  spellcheckResponseSchema,
  spellcheckSuggestRequestSchema,
  spellcheckSuggestResponseSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { type SpellChecker, sharedSpellChecker } from './spell-checker';
import {
  checkTexts,
  DEFAULT_SUGGESTION_BUDGET,
  type SuggestionBudget,
  suggestWord,
} from './spellcheck.service';

export type SpellcheckRoutesOptions = {
  /** Calls per minute and IP, each route on its own (Hunspell work is dear). */
  rateLimitMax: number;
  checker?: SpellChecker;
  budget?: SuggestionBudget;
};

/** The JSON of 200,000 characters of HTML, escaped, stays well below this. */
const BODY_LIMIT = 1024 * 1024;

/** Spell check of the final resume (spec 01 §2, §4): Hunspell with the German and English dictionaries. */
export async function spellcheckRoutes(app: App, options: SpellcheckRoutesOptions) {
  const r = typed(app);
  const checker = options.checker ?? sharedSpellChecker();
  const budget = options.budget ?? DEFAULT_SUGGESTION_BUDGET;
  const rateLimit = { max: options.rateLimitMax, timeWindow: '1 minute' };

  r.post(
    '/spellcheck',
    {
      schema: { body: spellcheckRequestSchema, response: replies(spellcheckResponseSchema) },
      bodyLimit: BODY_LIMIT,
      config: { rateLimit },
    },
    async ({ body }) => {
      const { results, truncated } = await checkTexts(checker, body, budget);
      const count = results.reduce((sum, r) => sum + r.misspellings.length, 0);
      const message =
        count === 0 ? 'Keine Rechtschreibfehler gefunden.' : `${count} mögliche Rechtschreibfehler gefunden.`;
      return ok(message, { results, truncated });
    },
  );

  r.post(
    '/spellcheck/suggest',
    {
      schema: { body: spellcheckSuggestRequestSchema, response: replies(spellcheckSuggestResponseSchema) },
      config: { rateLimit },
    },
    async ({ body }) => {
      const found = await suggestWord(checker, body.lang, body.word, budget.singleWordWaitMs);
      const message = found.correct
        ? 'Das Wort ist richtig geschrieben.'
        : found.suggestions.length > 0
          ? 'Vorschläge gefunden.'
          : 'Keine Vorschläge gefunden.';
      return ok(message, found);
    },
  );
}
