import type { ResumeDocument, ResumeEntry, ResumeSection } from './resume-document';
import { richTextToPlainLines } from './rich-text';

const width = (text: string) => Array.from(text).length;
const GAP = '   ';

function headingLines(title: string): string[] {
  return [title, '='.repeat(Math.max(3, width(title)))];
}

/**
 * The personal details shown as "label: value", in the order every export lists them (the address
 * goes first and is shown without a label where the layout allows); empty ones are left out.
 */
export function labelledDetails(
  doc: ResumeDocument,
): [
  key: 'phone' | 'email' | 'birthDatePlace' | 'licence' | 'maritalStatus' | 'socialLink',
  label: string,
  value: string,
][] {
  const { personal, labels } = doc;
  const keys = ['phone', 'email', 'birthDatePlace', 'licence', 'maritalStatus', 'socialLink'] as const;
  return keys.filter((key) => personal[key] !== '').map((key) => [key, labels[key], personal[key]]);
}

function contactLines(doc: ResumeDocument): string[] {
  const details = labelledDetails(doc).map(([, label, value]) => `${label}: ${value}`);
  return [doc.personal.address, ...details].filter((line) => line !== '');
}

function entryLines(entry: ResumeEntry, dateWidth: number): string[] {
  const details = [
    entry.title,
    [entry.subtitle, entry.place].filter((p) => p !== '').join(', '),
    entry.grade,
  ].filter((line) => line !== '');
  const body = [...details, ...richTextToPlainLines(entry.descriptionBlocks)];
  if (dateWidth === 0) return body;
  const indent = ' '.repeat(dateWidth + GAP.length);
  const firstLine = entry.dateRange + ' '.repeat(dateWidth - width(entry.dateRange)) + GAP;
  if (body.length === 0) return [entry.dateRange];
  return body.map((line, index) => (index === 0 ? firstLine : indent) + line);
}

function sectionLines(section: ResumeSection, dateWidth: number): string[] {
  switch (section.kind) {
    case 'entries':
      return section.entries.flatMap((entry, index) => [
        ...(index > 0 ? [''] : []),
        ...entryLines(entry, dateWidth),
      ]);
    case 'rich':
      return richTextToPlainLines(section.blocks);
    case 'languages':
      return section.languages.map((language) => language.text);
    case 'links':
      return section.links.map((link) => link.text);
  }
}

/** Characters that mean something only to a typesetter become plain ones. */
function tidy(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/\u00ad/g, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The resume as UTF-8 plain text (the TXT download): name, contact lines, then the sections in
 * document order with '='-underlined headings, dates in a column before each entry, '• ' bullets,
 * and 'Ort, Datum' with the typed signature at the end.
 */
export function toPlainText(doc: ResumeDocument): string {
  const dateWidth = Math.max(
    0,
    ...doc.sections.flatMap((s) => (s.kind === 'entries' ? s.entries.map((e) => width(e.dateRange)) : [])),
  );
  const blocks: string[][] = [[doc.personal.fullName || doc.name, ...contactLines(doc)]];
  for (const section of doc.sections) {
    blocks.push([...headingLines(section.title), ...sectionLines(section, dateWidth)]);
  }
  const signature = doc.signature;
  if (signature) {
    blocks.push([signature.placeDate, signature.text].filter((line) => line !== ''));
  }
  return `${tidy(blocks.map((lines) => lines.join('\n')).join('\n\n'))}\n`;
}
