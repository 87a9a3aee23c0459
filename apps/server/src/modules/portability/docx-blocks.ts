import type { InlineRun, RichBlock } from '@vita/shared';
import { LevelFormat, Paragraph, TextRun } from 'docx';

export const ORDERED_LIST = 'vita-ordered';
export const BULLET_LIST = 'vita-bullets';

/** Word numbering for the resume's lists: real Word lists, so ATS and screen readers see items. */
export const listNumbering = {
  config: [
    {
      reference: BULLET_LIST,
      levels: [0, 1, 2].map((level) => ({
        level,
        format: LevelFormat.BULLET,
        text: level === 1 ? '◦' : '•',
        style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 260 } } },
      })),
    },
    {
      reference: ORDERED_LIST,
      levels: [0, 1, 2].map((level) => ({
        level,
        format: level === 0 ? LevelFormat.DECIMAL : LevelFormat.LOWER_LETTER,
        text: `%${level + 1}.`,
        style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 260 } } },
      })),
    },
  ],
};

/** Text runs of one line; a stored line break (`<br>`) becomes a Word line break. */
export function textRuns(runs: readonly InlineRun[], extra: { color?: string } = {}): TextRun[] {
  return runs.flatMap((run) =>
    run.text.split('\n').map(
      (text, index) =>
        new TextRun({
          text,
          bold: run.bold,
          italics: run.italic,
          underline: run.underline ? {} : undefined,
          break: index > 0 ? 1 : undefined,
          ...extra,
        }),
    ),
  );
}

/**
 * Paragraphs for stored rich text. `listInstance` numbers each ordered list on its own, so the
 * second list of a resume starts again at 1.
 */
export function richParagraphs(blocks: readonly RichBlock[], listInstance: () => number): Paragraph[] {
  return blocks.flatMap((block): Paragraph[] => {
    if (block.type === 'paragraph') return [new Paragraph({ children: textRuns(block.runs) })];
    if (block.type === 'heading')
      return [new Paragraph({ children: textRuns(block.runs.map((r) => ({ ...r, bold: true }))) })];
    if (block.type === 'quote') {
      return block.paragraphs.map(
        (runs) => new Paragraph({ children: textRuns(runs), indent: { left: 360 } }),
      );
    }
    const instance = listInstance();
    return block.items.map(
      (item) =>
        new Paragraph({
          children: textRuns(item.runs),
          numbering: {
            reference: block.ordered ? ORDERED_LIST : BULLET_LIST,
            level: Math.min(item.level, 2),
            instance: block.ordered ? instance : 0,
          },
        }),
    );
  });
}
