/// <reference path="./snowball-stemmers.d.ts" />
import { newStemmer } from 'snowball-stemmers';

const stemmer = newStemmer('german');
const stemCache = new Map<string, string>();

/** Lower case, umlauts folded (the stemmer folds them too), ß as ss. */
export function foldWord(word: string): string {
  return word.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');
}

/**
 * The feminine and plural job-title forms reduced to one: "-frau"/"-leute" → "-mann",
 * "-in"/"-innen" after a typical masculine ending ("Erzieherin" → "erzieher").
 */
function neutralGender(word: string): string {
  if (/(frau|leute)$/.test(word) && word.length > 6) return word.replace(/(frau|leute)$/, 'mann');
  const feminine = /(er|eur|ist|ent|ant|ent|loge|at|ar)(in|innen)$/.exec(word);
  if (feminine && word.length > 7) return word.slice(0, word.length - (word.endsWith('innen') ? 5 : 2));
  return word;
}

/** The stem two inflected forms share: "beraten", "Beratung" → "berat"; "Kauffrau" → "kaufmann". */
export function stemWord(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const folded = neutralGender(foldWord(word));
  const stem = folded.length <= 3 ? folded : stemmer.stem(folded);
  if (stemCache.size < 50_000) stemCache.set(word, stem);
  return stem;
}

/** Words that never make a requirement on their own. */
const STOP_WORDS = new Set(
  (
    'und oder sowie bzw der die das den dem des ein eine einer eines einem einen mit von vom zu zur zum im in ' +
    'an am auf aus bei fur für als auch sie ihr ihre ihren ihrer wir uns unser unsere unseren es ist sind sein ' +
    'haben hat wird werden gern gerne gute guten gutes gut sehr erste ersten idealerweise wünschenswert von ' +
    'nach über uber sich durch alle allem allen jeder jede jedes sowohl wie was wer the and of to for ' +
    'kenntnisse kenntnis erfahrung erfahrungen bereich bereichen umgang sicherer sicheren sichere sicher'
  ).split(' '),
);

export function isStopWord(folded: string): boolean {
  return STOP_WORDS.has(folded);
}

export interface Word {
  /** As written in the text. */
  text: string;
  /** Start offset in the text (UTF-16). */
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#.\-/]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;

/** Words with their offsets; "C++", "C#", "MS-Office" and "SAP/R3" stay one word. */
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    words.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return words;
}
