import type { CompoundSplitter } from './compounds';
import { foldWord, isStopWord, splitWords, stemWord, type Word } from './german-text';

/** One word of an indexed text with every stem it can stand for. */
export interface IndexedWord {
  word: Word;
  sentence: number;
  /** Stems of the whole word and of its hyphen or slash pieces ("MS-Office" → ms-office, ms, office). */
  whole: string[];
  /** Stems of compound parts ("Kundenberatung" → kund, berat). */
  parts: string[];
  /**
   * Parts that may stand for a one-word skill on their own: the head of a compound
   * ("Finanzbuchhaltung" → buchhalt), or the modifier before a generic head
   * ("Buchhaltungskenntnisse" → buchhalt). "Logistikunternehmen" does not ask for "Logistik".
   */
  skillParts: string[];
}

export interface TextIndex {
  text: string;
  words: IndexedWord[];
  /** Stem → positions in `words` (whole words, pieces and compound parts). */
  positions: Map<string, number[]>;
}

const SENTENCE_END = /[.!?;:\n•·▪–]\s*$/;

function addPosition(positions: Map<string, number[]>, stem: string, index: number) {
  const list = positions.get(stem);
  if (!list) positions.set(stem, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
}

/** The stems of one piece of text the way labels and ads are both read. */
export function indexWord(word: Word, splitter: CompoundSplitter): Omit<IndexedWord, 'word' | 'sentence'> {
  const pieces = word.text.split(/[-/]/).filter((piece) => piece !== '');
  const whole = new Set<string>([stemWord(word.text)]);
  if (pieces.length > 1) for (const piece of pieces) whole.add(stemWord(piece));
  const parts = new Set<string>();
  const skillParts = new Set<string>();
  for (const piece of pieces) {
    const split = splitter.split(piece);
    if (!split) continue;
    const stems = split.parts.map(stemWord);
    for (const stem of stems) parts.add(stem);
    const head = stems[stems.length - 1];
    if (split.genericHead) {
      // "Buchhaltungskenntnisse" → "buchhaltung"; "Lagerlogistikkenntnisse" → "lagerlogistik" too.
      const modifier = foldWord(piece).slice(0, foldWord(piece).length - split.parts.at(-1)!.length);
      skillParts.add(stemWord(modifier.replace(/(s|es)$/, '')));
      if (stems.length > 2) skillParts.add(stems[stems.length - 2] ?? '');
    } else if (head) skillParts.add(head);
  }
  return { whole: [...whole], parts: [...parts], skillParts: [...skillParts].filter((s) => s !== '') };
}

export function indexText(text: string, splitter: CompoundSplitter): TextIndex {
  const words: IndexedWord[] = [];
  const positions = new Map<string, number[]>();
  let sentence = 0;
  let last = 0;
  for (const word of splitWords(text)) {
    if (SENTENCE_END.test(text.slice(last, word.start))) sentence++;
    last = word.end;
    const index = words.length;
    const indexed = { word, sentence, ...indexWord(word, splitter) };
    words.push(indexed);
    for (const stem of [...indexed.whole, ...indexed.parts]) addPosition(positions, stem, index);
  }
  return { text, words, positions };
}

/** Content stems of a label: "Kunden beraten" → [kund, berat]; stop words dropped. */
export function labelStems(label: string): string[] {
  const stems: string[] = [];
  for (const word of splitWords(label)) {
    if (isStopWord(foldWord(word.text))) continue;
    stems.push(stemWord(word.text));
  }
  return stems;
}
