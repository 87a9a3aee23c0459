import { allLanguages } from '../catalogue/catalogue.service';
import { foldWord, splitWords } from './german-text';

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export interface LanguageRequirement {
  name: string;
  level: CefrLevel;
}

/**
 * How ads say a level, strongest first; an ad that names a language without a level asks for B1.
 * "Muttersprache" counts as C2 (a CV's native language meets every level).
 */
const LEVEL_WORDS: readonly [RegExp, CefrLevel][] = [
  [/mutterspr|muttersprachlich/, 'C2'],
  [/verhandlungssicher|flie(ss|ß)end|sehr gut|exzellent|hervorragend|ausgezeichnet/, 'C1'],
  [/\bgut|solide|sicher/, 'B2'],
  [/grundkenntnis|basiskenntnis|grundlegend|erste kenntnis/, 'A2'],
];

let names: Map<string, string> | undefined;

/** Folded language name → display name, for languages ads actually name (one word). */
function languageNames(): Map<string, string> {
  names ??= new Map(
    allLanguages()
      .filter((language) => !language.name.includes(' '))
      .map((language) => [foldWord(language.name), language.name]),
  );
  return names;
}

const FORM = /^(.+?)(kenntnisse|kenntnis|sprachkenntnisse|e|er|en|es)?$/;

/** The language a word names: "Englisch", "Englischkenntnisse", "englischer (Sprache)". */
function languageOf(word: string, nextWords: string[]): string | undefined {
  const folded = foldWord(word);
  const byName = languageNames();
  const whole = byName.get(folded);
  if (whole && /^\p{Lu}/u.test(word)) return whole;
  const match = FORM.exec(folded);
  if (!match?.[1] || !match[2]) return undefined;
  const name = byName.get(match[1]);
  if (!name) return undefined;
  if (match[2].includes('kenntnis')) return name;
  // An adjective names a language only together with "Sprache": "in deutscher und englischer Sprache".
  return nextWords.some((next) => foldWord(next).startsWith('sprache')) ? name : undefined;
}

function levelIn(sentence: string): CefrLevel {
  const explicit = /\b([ABC][12])\b/.exec(sentence);
  if (explicit) return explicit[1] as CefrLevel;
  return levelWordIn(sentence) ?? 'B1';
}

function levelWordIn(segment: string): CefrLevel | undefined {
  const folded = foldWord(segment);
  for (const [pattern, level] of LEVEL_WORDS) if (pattern.test(folded)) return level;
  return undefined;
}

/**
 * Languages the ad asks for, each with its level: a CEFR level right after the name, else the
 * level words between the previous and the next language named ("sehr gute Deutsch- und gute
 * Englischkenntnisse": C1 and B2), else, in a sentence naming only this language, those of the
 * whole sentence, else B1.
 */
export function findLanguages(sentences: readonly string[]): LanguageRequirement[] {
  const found = new Map<string, CefrLevel>();
  for (const sentence of sentences) {
    const words = splitWords(sentence);
    const named: { name: string; start: number; end: number }[] = [];
    words.forEach((word, i) => {
      const name = languageOf(
        word.text,
        words.slice(i + 1, i + 5).map((w) => w.text),
      );
      if (name && !named.some((n) => n.name === name)) named.push({ name, start: word.start, end: word.end });
    });
    named.forEach(({ name, end }, i) => {
      const own = /^\S*\s*\(?(?:auf |Niveau |mind\. |mindestens )*([ABC][12])\b/i.exec(sentence.slice(end));
      const segment = sentence.slice(named[i - 1]?.end ?? 0, named[i + 1]?.start ?? sentence.length);
      // The whole sentence's level only when it names one language: in "sehr gute Deutsch-
      // kenntnisse, Englischkenntnisse von Vorteil" the "sehr gute" is German's, not English's.
      const level =
        (own?.[1]?.toUpperCase() as CefrLevel | undefined) ??
        levelWordIn(segment) ??
        (named.length === 1 ? levelIn(sentence) : 'B1');
      const before = found.get(name);
      if (!before || CEFR_LEVELS.indexOf(level) > CEFR_LEVELS.indexOf(before)) found.set(name, level);
    });
  }
  return [...found].map(([name, level]) => ({ name, level }));
}
