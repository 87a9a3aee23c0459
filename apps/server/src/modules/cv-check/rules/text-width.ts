import type { ResumeDocument } from '@vita/shared';

/**
 * Characters per printed line, estimated from the template's width and the font size: the page
 * is 794 px wide (A4 at 96 dpi); a one-column template sets text about 650 px wide, the main
 * column of a two-column template about 420 px, a bullet's text 20 px less. The fonts average
 * 0.52 em per character in German text. At 10 pt (13.33 px): 90 characters a bullet line in one
 * column, 57 in the main column of two.
 */
const TEXT_WIDTH_PX = { one: 650, main: 420 } as const;
const BULLET_INDENT_PX = 20;
const EM_PER_CHARACTER = 0.52;
const PX_PER_PT = 96 / 72;

/** The two designs with a side column (templates/template-facts.ts on the web). */
const TWO_COLUMN_STYLES: ReadonlySet<string> = new Set(['styleTempDBSix', 'styleTempDBSeven']);

export function charactersPerLine(doc: ResumeDocument, bullet = true): number {
  const width = TWO_COLUMN_STYLES.has(doc.templateStyleName) ? TEXT_WIDTH_PX.main : TEXT_WIDTH_PX.one;
  const characterPx = doc.formatting.fontSize * PX_PER_PT * EM_PER_CHARACTER;
  return Math.floor((width - (bullet ? BULLET_INDENT_PX : 0)) / characterPx);
}

/** Printed lines of one paragraph or bullet (each explicit line break starts a line). */
export function printedLines(text: string, perLine: number): number {
  return text
    .split('\n')
    .reduce((sum, part) => sum + Math.max(1, Math.ceil(Array.from(part.trim()).length / perLine)), 0);
}
