/** Whether Hunspell (with one dictionary) knows a word. */
export type Spell = (word: string) => boolean;

const SHORT_ABBREVIATION = /^\p{Lu}{1,5}$/u;
const CAPITALISED = /^\p{Lu}/u;
const MIN_HEAD = 3;
const MIN_TAIL = 4;
/** Longer words are left to Hunspell alone: the split costs two or three lookups per letter. */
const MAX_SPLIT_LENGTH = 40;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * German as CVs are written, on top of Hunspell's German dictionary (whose compound rules cover
 * only the words it marks for compounding):
 * - a capitalised English word is a loanword or a name ("Usability", "Prototyping", "Award");
 *   a lower-case one is still flagged ("fur" for "für", "and" in a German sentence);
 * - a hyphenated word is right when every part is ("UX-Designerin", "Buchungs-App"); a part before
 *   a hyphen may be a compound head Hunspell knows as such ("Buchungs-") or a short abbreviation;
 * - a closed compound is right when it splits into a known noun (or capitalised English word),
 *   with an optional linking s, and a known noun ("Komponentenbibliothek", "Redaktionssystem").
 * `budget` bounds the time spent on splitting in one job; once it is spent, only Hunspell decides.
 */
export function germanWordRule(de: Spell, en: Spell, budget: { untilMs: number }) {
  const known = (word: string) => de(word) || (CAPITALISED.test(word) && en(word));
  const isNoun = (word: string) =>
    (de(capitalise(word)) && !de(word.toLowerCase())) || en(word.toLowerCase());

  const closedCompound = (word: string): boolean => {
    if (!CAPITALISED.test(word) || word.length < MIN_HEAD + MIN_TAIL || word.length > MAX_SPLIT_LENGTH) {
      return false;
    }
    if (performance.now() > budget.untilMs) return false;
    for (let split = MIN_HEAD; split <= word.length - MIN_TAIL; split++) {
      const tail = word.slice(split);
      if (tail !== tail.toLowerCase() || !isNoun(tail)) continue;
      const head = word.slice(0, split);
      if (known(head) || (/[^s]s$/u.test(head) && known(head.slice(0, -1)))) return true;
    }
    return false;
  };

  const hyphenated = (word: string): boolean => {
    const parts = word.split('-');
    if (parts.length < 2 || parts.some((part) => part === '')) return false;
    return parts.every(
      (part, index) =>
        SHORT_ABBREVIATION.test(part) ||
        known(part) ||
        (index < parts.length - 1 && de(`${part}-`)) ||
        closedCompound(part),
    );
  };

  return (word: string) => known(word) || hyphenated(word) || closedCompound(word);
}
