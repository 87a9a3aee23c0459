import {
  type Misspelling,
  SPELLCHECK_LIMITS,
  type SpellcheckLang,
  type SpellcheckRequest,
  type SpellcheckResult,
  spellcheckText,
} from '@vita/shared';
import { HttpError } from '../../http/errors';
import { ownWords } from './own-words';
import {
  type SpellChecker,
  SpellCheckerBusyError,
  SpellCheckerFailedError,
  type Suggestions,
} from './spell-checker';
import { lookupForm, type SpellWord, spellWords } from './spell-words';

export type SuggestionBudget = {
  /** How long one check call waits for suggestions in all (searches left over go on for the cache). */
  waitMs: number;
  /** Distinct misspelled words one check call looks for suggestions for. */
  maxWords: number;
  /** How long a suggest call for one word waits (a little over the worker's hard limit of 3 s). */
  singleWordWaitMs: number;
};

export const DEFAULT_SUGGESTION_BUDGET: SuggestionBudget = {
  waitMs: 2_000,
  maxWords: 30,
  singleWordWaitMs: 3_500,
};

const BUSY =
  'Die Rechtschreibprüfung ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';
const FAILED = 'Die Rechtschreibprüfung ist gerade nicht verfügbar. Bitte versuchen Sie es erneut.';

/** The checker's failures as the caller's: busy is 429 (no 5xx under load), anything else 503. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SpellCheckerBusyError) throw new HttpError(429, BUSY);
    if (error instanceof SpellCheckerFailedError) throw new HttpError(503, FAILED);
    throw error;
  }
}

/** Lookup forms Hunspell rejects, among the words of all texts. */
async function misspelledForms(checker: SpellChecker, lang: SpellcheckLang, words: SpellWord[]) {
  const checkable = words.filter((w) => w.lookup.length <= SPELLCHECK_LIMITS.maxWordLength);
  const forms = [...new Set(checkable.map((w) => w.lookup))];
  const spelled = await checker.check(lang, forms);
  const wrong = new Set(forms.filter((_, i) => !spelled[i]));
  // "bzw.", "ggf.", "Nr.": the dictionaries list abbreviations with their dot.
  const dotted = [
    ...new Set(checkable.filter((w) => w.beforeDot && wrong.has(w.lookup)).map((w) => `${w.lookup}.`)),
  ];
  const dottedSpelled = await checker.check(lang, dotted);
  const rightWithDot = new Set(dotted.filter((_, i) => dottedSpelled[i]));
  return (word: SpellWord) =>
    word.lookup.length > SPELLCHECK_LIMITS.maxWordLength ||
    (wrong.has(word.lookup) && !(word.beforeDot && rightWithDot.has(`${word.lookup}.`)));
}

/** Suggestions for the first distinct words, as many as arrive within the budget. */
async function suggestionsFor(
  checker: SpellChecker,
  lang: SpellcheckLang,
  forms: string[],
  budget: SuggestionBudget,
): Promise<Map<string, Suggestions>> {
  const found = new Map<string, Suggestions>();
  const deadline = Date.now() + budget.waitMs;
  const searches = forms.slice(0, budget.maxWords).map(async (form) => {
    if (form.length > SPELLCHECK_LIMITS.maxWordLength) {
      found.set(form, { suggestions: [], complete: true });
      return;
    }
    const result = await checker.suggest(lang, form, Math.max(0, deadline - Date.now()));
    if (result) found.set(form, result);
  });
  await Promise.all(searches);
  return found;
}

/**
 * The words of the applicant's own names ("Gohlis", "Hansen", "TuS Schwarz-Weiß Gohlis e. V."),
 * also in the genitive ("Hansens") and each part of a hyphenated name: right in any text sent along.
 */
function nameWords(names: readonly string[]): ReadonlySet<string> {
  const words = new Set<string>();
  for (const { lookup } of names.flatMap((name) => spellWords(name))) {
    words.add(lookup);
    if (!/[sßxz]$/u.test(lookup)) words.add(`${lookup}s`);
    for (const part of lookup.split('-')) if (part.length > 1) words.add(part);
  }
  return words;
}

/** Spell-checks each text (see `spellcheckText` for what offsets count) in the given language. */
export async function checkTexts(
  checker: SpellChecker,
  { lang, texts, names = [] }: SpellcheckRequest,
  budget: SuggestionBudget = DEFAULT_SUGGESTION_BUDGET,
): Promise<{ results: SpellcheckResult[]; truncated: boolean }> {
  const own: ReadonlySet<string> = lang === 'de' ? ownWords() : new Set();
  const named = nameWords(names);
  const isOwn = (word: SpellWord) => own.has(word.lookup) || named.has(word.lookup);
  const wordsByText = texts.map((t) => ({
    id: t.id,
    words: spellWords(spellcheckText(t.html)).filter((word) => !isOwn(word)),
  }));
  const isWrong = await guarded(() =>
    misspelledForms(
      checker,
      lang,
      wordsByText.flatMap((t) => t.words),
    ),
  );

  let left: number = SPELLCHECK_LIMITS.maxMisspellings;
  let truncated = false;
  const wrongByText = wordsByText.map(({ id, words }) => {
    const wrong = words.filter(isWrong);
    if (wrong.length > left) truncated = true;
    const kept = wrong.slice(0, left);
    left -= kept.length;
    return { id, wrong: kept };
  });

  const forms = [...new Set(wrongByText.flatMap((t) => t.wrong.map((w) => w.lookup)))];
  const suggestions = await suggestionsFor(checker, lang, forms, budget);
  const results = wrongByText.map(({ id, wrong }) => ({
    id,
    misspellings: wrong.map(({ word, offset, length, lookup }): Misspelling => {
      const found = suggestions.get(lookup);
      return {
        word,
        offset,
        length,
        suggestions: found?.suggestions ?? [],
        suggested: found?.complete ?? false,
      };
    }),
  }));
  return { results, truncated };
}

/** Whether a word is right and, when not, what Hunspell suggests (waiting for the full search). */
export async function suggestWord(
  checker: SpellChecker,
  lang: SpellcheckLang,
  word: string,
  waitMs: number,
): Promise<{ correct: boolean; suggestions: string[]; complete: boolean }> {
  const lookup = lookupForm(word);
  const [correct] = await guarded(() => checker.check(lang, [lookup]));
  if (correct) return { correct: true, suggestions: [], complete: true };
  const found = await checker.suggest(lang, lookup, waitMs);
  return { correct: false, suggestions: found?.suggestions ?? [], complete: found?.complete ?? false };
}
