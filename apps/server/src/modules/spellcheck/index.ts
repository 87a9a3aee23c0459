/** What benchmarks use of the spell check (`@vita/server/spellcheck`). */
export { DEFAULT_SPELL_CHECKER_OPTIONS, SpellChecker } from './spell-checker';
export { spellWords } from './spell-words';
export { checkTexts, DEFAULT_SUGGESTION_BUDGET } from './spellcheck.service';
