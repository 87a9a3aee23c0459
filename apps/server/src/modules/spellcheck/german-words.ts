/** Whether Hunspell (with one dictionary) knows a word. */
export type Spell = (word: string) => boolean;

const SHORT_ABBREVIATION = /^\p{Lu}{1,5}$/u;
const CAPITALISED = /^\p{Lu}/u;
const MIN_HEAD = 3;
const MIN_TAIL = 4;
/** A verb stem as a compound's head ("Kommissionier-fehler", "Lese-brille") is at least this long. */
const MIN_VERB_STEM = 4;
/** Longer words are left to Hunspell alone: the split costs two or three lookups per letter. */
const MAX_SPLIT_LENGTH = 40;
/** Endings a noun stem of the dictionary takes in a compound's last part ("Prozess-e", "Beauftragte-r"). */
const NOUN_ENDINGS = ['', 'e', 'n', 'en', 's', 'es', 'er', 'ern', 'ns', 'r'];
/** A shorter stem with an ending reads too many verb forms as nouns ("Schi-en" for "schien"). */
const MIN_INFLECTED_STEM = 5;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Spellings one slip away from a word: two letters swapped, one doubled or dropped, c for k. */
function oneSlipAway(word: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    const letter = word.charAt(i);
    found.add(word.slice(0, i) + word.slice(i + 1));
    found.add(word.slice(0, i) + letter + word.slice(i));
    if (i < word.length - 1) found.add(word.slice(0, i) + word.charAt(i + 1) + letter + word.slice(i + 2));
    if (letter === 'c') found.add(`${word.slice(0, i)}k${word.slice(i + 1)}`);
  }
  found.delete(word);
  return [...found];
}

/**
 * German as CVs are written, on top of Hunspell's German dictionary (whose compound rules cover
 * only the words it marks for compounding):
 * - a capitalised English word is a loanword or a name ("Usability", "Prototyping", "Award");
 *   a lower-case one is still flagged ("fur" for "für", "and" in a German sentence);
 * - a hyphenated word is right when every part is ("UX-Designerin", "Buchungs-App"); a part before
 *   a hyphen may be a compound head Hunspell knows as such ("Buchungs-") or a short abbreviation;
 * - a closed compound is right when it splits into a head and a known noun ("Komponentenbibliothek",
 *   "Drogeriehandel"). The head is a known word, with an optional linking s ("Redaktionssystem"),
 *   a verb stem ("Kommissionierfehlerquote") or itself such a compound ("Kommissionierfehler-quote").
 *   The last part is a noun: a word Hunspell knows only capitalised, a noun stem of the dictionary
 *   with its ending (`isNounStem`: "Handel", though "handel" is a verb form too), or an English word
 *   that is not one slip from a German noun ("Kundenfeedback", but not "Lagerlogistic").
 * `budget` bounds the time spent on splitting in one job; once it is spent, only Hunspell decides.
 */
export function germanWordRule(
  de: Spell,
  en: Spell,
  budget: { untilMs: number },
  isNounStem: (word: string) => boolean = () => false,
) {
  const known = (word: string) => de(word) || (CAPITALISED.test(word) && en(word));
  const germanNoun = (word: string) => {
    const noun = capitalise(word);
    if (!de(noun)) return false;
    if (!de(word.toLowerCase())) return true;
    return NOUN_ENDINGS.some((ending) => {
      const stem = noun.slice(0, noun.length - ending.length);
      return (
        noun.endsWith(ending) && (ending === '' || stem.length >= MIN_INFLECTED_STEM) && isNounStem(stem)
      );
    });
  };
  const englishNoun = (word: string) =>
    en(word.toLowerCase()) && !oneSlipAway(word.toLowerCase()).some((near) => germanNoun(near));
  const isNoun = (word: string) => germanNoun(word) || englishNoun(word);
  const verbStem = (head: string) =>
    head.length >= MIN_VERB_STEM && /[^aeiouäöü]$/u.test(head) && de(`${head.toLowerCase()}en`);

  const heads = new Map<string, boolean>();
  const isHead = (head: string, depth: number): boolean => {
    const key = `${depth}:${head}`;
    const cached = heads.get(key);
    if (cached !== undefined) return cached;
    const linked = /[^s]s$/u.test(head) ? head.slice(0, -1) : null;
    const right =
      known(head) ||
      (linked !== null && known(linked)) ||
      verbStem(head) ||
      (depth === 0 && (closedCompound(head, 1) || (linked !== null && closedCompound(linked, 1))));
    heads.set(key, right);
    return right;
  };

  function closedCompound(word: string, depth = 0): boolean {
    if (!CAPITALISED.test(word) || word.length < MIN_HEAD + MIN_TAIL || word.length > MAX_SPLIT_LENGTH) {
      return false;
    }
    if (performance.now() > budget.untilMs) return false;
    for (let split = MIN_HEAD; split <= word.length - MIN_TAIL; split++) {
      const tail = word.slice(split);
      if (tail !== tail.toLowerCase() || !isNoun(tail)) continue;
      if (isHead(word.slice(0, split), depth)) return true;
    }
    return false;
  }

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
