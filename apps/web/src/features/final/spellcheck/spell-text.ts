/**
 * How a corrected word goes back into the text it was found in. Offsets are those of the
 * server: into `spellcheckText(html)` (docs/api.md, "Offsets").
 */
import { type Misspelling, spellcheckText } from '@vita/shared';
import type { SpellTarget } from './spell-targets';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the server is sent for a target: rich text as stored, a plain value escaped. */
export const htmlOf = (target: Pick<SpellTarget, 'source' | 'kind'>): string =>
  target.kind === 'rich' ? target.source : escapeHtml(target.source);

export type Segment = { text: string } | { text: string; misspelling: number };

/** The text's lines, each cut into plain runs and misspelled words (by index into the list). */
export function segmentLines(
  text: string,
  misspellings: readonly Pick<Misspelling, 'offset' | 'length'>[],
): Segment[][] {
  const order = misspellings
    .map((m, index) => ({ ...m, index }))
    .filter((m) => m.offset >= 0 && m.length > 0 && m.offset + m.length <= text.length)
    .sort((a, b) => a.offset - b.offset);
  const lines: Segment[][] = [[]];
  const pushText = (chunk: string) => {
    chunk.split('\n').forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1]?.push({ text: part });
    });
  };
  let at = 0;
  for (const m of order) {
    if (m.offset < at) continue; // overlapping: the first wins
    pushText(text.slice(at, m.offset));
    lines[lines.length - 1]?.push({ text: text.slice(m.offset, m.offset + m.length), misspelling: m.index });
    at = m.offset + m.length;
  }
  pushText(text.slice(at));
  return lines;
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}'’-]/u;
const isBoundary = (text: string, index: number) =>
  index < 0 || index >= text.length || !WORD_CHAR.test(text[index] ?? '');

/** Start positions of `word` standing as a whole word in `text`. */
function wholeWordPositions(text: string, word: string): number[] {
  const positions: number[] = [];
  if (word === '') return positions;
  let from = text.indexOf(word);
  while (from !== -1) {
    if (isBoundary(text, from - 1) && isBoundary(text, from + word.length)) positions.push(from);
    from = text.indexOf(word, from + 1);
  }
  return positions;
}

/**
 * The source with the misspelled word at `offset` (of `spellcheckText`) replaced, or null when
 * it cannot be found again (e.g. a word split by formatting). The word is found as the same
 * occurrence in the source's text nodes, so markup and other words stay as they were.
 */
export function replaceWord(
  target: Pick<SpellTarget, 'source' | 'kind'>,
  misspelling: Pick<Misspelling, 'word' | 'offset'>,
  replacement: string,
): string | null {
  const text = spellcheckText(htmlOf(target));
  const occurrence = wholeWordPositions(text, misspelling.word).indexOf(misspelling.offset);
  if (occurrence === -1) return null;
  if (target.kind === 'plain') {
    const at = wholeWordPositions(target.source, misspelling.word)[occurrence];
    if (at === undefined) return null;
    return target.source.slice(0, at) + replacement + target.source.slice(at + misspelling.word.length);
  }
  const template = document.createElement('template');
  template.innerHTML = target.source;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  let seen = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const data = (node as Text).data;
    const positions = wholeWordPositions(data, misspelling.word);
    if (seen + positions.length > occurrence) {
      const at = positions[occurrence - seen] ?? 0;
      (node as Text).data = data.slice(0, at) + replacement + data.slice(at + misspelling.word.length);
      return template.innerHTML;
    }
    seen += positions.length;
  }
  return null;
}

/** The misspellings left after one at `index` was replaced: later ones of the text move along. */
export function shiftAfterReplace<M extends Pick<Misspelling, 'offset' | 'length'>>(
  misspellings: readonly M[],
  index: number,
  replacementLength: number,
): M[] {
  const replaced = misspellings[index];
  if (!replaced) return [...misspellings];
  const delta = replacementLength - replaced.length;
  return misspellings
    .filter((_, i) => i !== index)
    .map((m) => (m.offset > replaced.offset ? { ...m, offset: m.offset + delta } : m));
}
