import { type ResumeDocument, richTextLines } from '@vita/shared';
import type { CompoundSplitter } from './compounds';
import { indexText, type TextIndex } from './text-index';

/** One line of the CV with where it stands, the way evidence names it ("Berufserfahrung: …"). */
export interface ResumeLine {
  where: string;
  sectionKey: string;
  text: string;
  index: TextIndex;
}

/** Every line of text the CV shows, section by section (links and the signature left out). */
export function resumeLines(doc: ResumeDocument, splitter: CompoundSplitter): ResumeLine[] {
  const lines: { where: string; sectionKey: string; text: string }[] = [];
  if (doc.personal.licence)
    lines.push({ where: doc.labels.licence, sectionKey: 'heading', text: doc.personal.licence });
  for (const section of doc.sections) {
    const add = (text: string) => {
      if (text.trim() !== '') lines.push({ where: section.title, sectionKey: section.key, text });
    };
    if (section.kind === 'entries') {
      for (const entry of section.entries) {
        add([entry.title, entry.subtitle].filter(Boolean).join(', '));
        for (const line of richTextLines(entry.descriptionBlocks)) add(line);
      }
    } else if (section.kind === 'rich') {
      for (const line of richTextLines(section.blocks)) add(line);
    } else if (section.kind === 'languages') {
      for (const language of section.languages) add(language.text);
    }
  }
  return lines.map((line) => ({ ...line, index: indexText(line.text, splitter) }));
}

/** A short quote of a CV line around a word, for the evidence column. */
export function quote(line: ResumeLine, wordIndex: number): string {
  const word = line.index.words[wordIndex];
  const max = 90;
  let text = line.text;
  if (text.length > max && word) {
    const from = Math.max(0, Math.min(word.word.start - 30, text.length - max));
    text = `${from > 0 ? '…' : ''}${text.slice(from, from + max).trim()}${from + max < line.text.length ? '…' : ''}`;
  }
  return `${line.where}: ${text}`;
}
