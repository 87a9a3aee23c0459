/** A word of the plain text worth checking: where it stands and the form to ask Hunspell about. */
export type SpellWord = {
  /** As written in the text. */
  word: string;
  offset: number;
  length: number;
  /** NFC, without soft hyphens, typographic apostrophes and hyphens as ASCII (the dictionaries' forms). */
  lookup: string;
  /** The text goes on with '.', so an abbreviation like 'bzw.' or 'ggf.' may be meant. */
  beforeDot: boolean;
};

/** Letters and digits, joined by inner apostrophes or hyphens ("E-Mail", "don't", "Kund’innen"). */
const WORD = /[\p{L}\p{M}\p{N}_\u00ad]+(?:['’‐-][\p{L}\p{M}\p{N}_\u00ad]+)*/gu;
const CHUNK = /\S+/gu;
const HAS_DIGIT = /[\p{N}_]/u;
const URL_START = /^[("'«„“‚]*(?:[a-z][a-z0-9+.-]*:\/\/|www\.)/iu;
/** A bare host with an optional path: "linkedin.com/in/max", "vita.de". */
const BARE_HOST = /^[("'«„“‚]*[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}(?:[/:?#]\S*)?[)"'»”.,;:!?]*$/u;
const ABBREVIATION_LETTERS = 5;

const isUrlOrMail = (chunk: string) =>
  chunk.includes('@') || chunk.includes('://') || URL_START.test(chunk) || BARE_HOST.test(chunk);

function isAllCapsAbbreviation(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  return letters.length <= ABBREVIATION_LETTERS && letters === letters.toUpperCase() && letters !== '';
}

export function lookupForm(word: string): string {
  return word
    .normalize('NFC')
    .replace(/\u00ad/g, '')
    .replace(/’/g, "'")
    .replace(/‐/g, '-');
}

/**
 * The words of a plain text to spell-check, in order. Skipped: e-mail addresses and URLs (the
 * whole white-space-delimited chunk), numbers and words with digits, all-caps abbreviations up to
 * five letters ("SAP", "IHK", "B2B" has a digit anyway) and single letters ("z. B.", "d. h.").
 */
export function spellWords(text: string): SpellWord[] {
  const words: SpellWord[] = [];
  for (const chunk of text.matchAll(CHUNK)) {
    if (isUrlOrMail(chunk[0])) continue;
    for (const match of chunk[0].matchAll(WORD)) {
      const word = match[0];
      if (HAS_DIGIT.test(word) || isAllCapsAbbreviation(word)) continue;
      const lookup = lookupForm(word);
      if (Array.from(lookup.replace(/\p{M}/gu, '')).length < 2) continue;
      const offset = chunk.index + match.index;
      words.push({
        word,
        offset,
        length: word.length,
        lookup,
        beforeDot: text.charAt(offset + word.length) === '.',
      });
    }
  }
  return words;
}
