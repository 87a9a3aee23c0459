import { labelledDetails, type ResumeDocument, type ResumeSection, type SignatureBlock } from '@vita/shared';
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { listNumbering, richParagraphs } from './docx-blocks';
import { wordImage } from './docx-images';

/** Templates whose design shows a photo; the DOCX places it beside the name as they do. */
const PHOTO_TEMPLATES = new Set([
  'styleTempThree',
  'styleTempFour',
  'styleTempDBSix',
  'styleTempDBTen',
  'styleTempDBEleven',
]);

// A4 with 2 cm margins, in twentieths of a point: the width the tables share.
const PAGE = { width: 11906, height: 16838, margin: 1134 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const DATE_COLUMN = 2000;
/** Characters of the longest date range, "MM/YYYY – MM/YYYY". */
const DATE_RANGE_CHARS = 17;

/**
 * The date column, in twips, wide enough for "MM/YYYY – MM/YYYY" in the document's font size
 * (digits are about 0.56 em in Arial and Times New Roman) plus the cell's right margin, so that
 * Word and LibreOffice never wrap a range.
 */
export const dateColumnFor = (fontSize: number) =>
  Math.max(DATE_COLUMN, Math.ceil(fontSize * 20 * 0.56 * DATE_RANGE_CHARS) + 160 + 120);

/** A range's spaces made non-breaking: even a narrow column keeps "04/2021 – 03/2023" on one line. */
export const unbreakable = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * The web fonts of the templates are not on a recruiter's machine. Word documents name fonts
 * Word ships and LibreOffice replaces with metric-compatible ones (Arial → Liberation Sans,
 * Times New Roman → Liberation Serif), so the lines break the same in both.
 */
export function wordFont(fontStyle: string): string {
  return fontStyle === 'Times New Roman' ? 'Times New Roman' : 'Arial';
}
// 35 × 45 mm passport photo at 96 dpi.
const PHOTO_WIDTH_PX = 132;

const halfPoints = (points: number) => Math.round(points * 2);
const plain = (text: string) => new Paragraph({ children: [new TextRun(text)] });

function cell(
  children: Paragraph[],
  width: number,
  align: typeof VerticalAlign.TOP | typeof VerticalAlign.CENTER = VerticalAlign.TOP,
) {
  return new TableCell({
    children: children.length > 0 ? children : [new Paragraph('')],
    width: { size: width, type: WidthType.DXA },
    verticalAlign: align,
    margins: { top: 40, bottom: 80, left: 0, right: 160 },
  });
}

/** Two columns without borders: the German tabular layout (dates or labels left, content right). */
function twoColumnTable(rows: [Paragraph[], Paragraph[]][], left = DATE_COLUMN): Table {
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    // Fixed: Word's autofit would narrow the date column again.
    layout: TableLayoutType.FIXED,
    columnWidths: [left, TEXT_WIDTH - left],
    borders: TableBorders.NONE,
    rows: rows.map(
      ([a, b]) => new TableRow({ children: [cell(a, left), cell(b, TEXT_WIDTH - left)], cantSplit: true }),
    ),
  });
}

function personalRows(doc: ResumeDocument): [Paragraph[], Paragraph[]][] {
  const { personal, labels } = doc;
  const link = personal.socialLinkHref
    ? new Paragraph({
        children: [
          new ExternalHyperlink({
            link: personal.socialLinkHref,
            children: [new TextRun({ text: personal.socialLink, style: 'Hyperlink' })],
          }),
        ],
      })
    : plain(personal.socialLink);
  const address: [Paragraph[], Paragraph[]][] =
    personal.address === '' ? [] : [[[plain(labels.address)], [plain(personal.address)]]];
  const details = labelledDetails(doc).map(([key, label, value]): [Paragraph[], Paragraph[]] => [
    [plain(label)],
    [key === 'socialLink' ? link : plain(value)],
  ]);
  return [...address, ...details];
}

async function headerBlock(doc: ResumeDocument): Promise<(Paragraph | Table)[]> {
  const name = new Paragraph({
    heading: HeadingLevel.HEADING_1,
    children: [new TextRun(doc.personal.fullName || doc.name)],
  });
  const details = twoColumnTable(personalRows(doc));
  const photo =
    doc.personal.photo && PHOTO_TEMPLATES.has(doc.templateStyleName)
      ? await wordImage(doc.personal.photo, PHOTO_WIDTH_PX, 'Bewerbungsfoto')
      : null;
  if (photo === null) return [name, details];
  // Name beside the photo in one borderless row, as the photo templates show it.
  const photoColumn = 2400;
  const header = new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [TEXT_WIDTH - photoColumn, photoColumn],
    borders: TableBorders.NONE,
    rows: [
      new TableRow({
        children: [
          cell([name], TEXT_WIDTH - photoColumn, VerticalAlign.CENTER),
          cell([new Paragraph({ alignment: AlignmentType.RIGHT, children: [photo] })], photoColumn),
        ],
      }),
    ],
  });
  return [header, details];
}

function sectionBody(
  section: ResumeSection,
  listInstance: () => number,
  dateColumn: number,
): (Paragraph | Table)[] {
  switch (section.kind) {
    case 'entries':
      return [
        twoColumnTable(
          section.entries.map((entry) => {
            const subtitle = [entry.subtitle, entry.place].filter(Boolean).join(', ');
            const content = [
              new Paragraph({ keepNext: true, children: [new TextRun({ text: entry.title, bold: true })] }),
              ...(subtitle ? [plain(subtitle)] : []),
              ...(entry.grade ? [plain(entry.grade)] : []),
              ...richParagraphs(entry.descriptionBlocks, listInstance),
            ];
            return [[plain(unbreakable(entry.dateRange))], content];
          }),
          dateColumn,
        ),
      ];
    case 'rich':
      return richParagraphs(section.blocks, listInstance);
    case 'languages':
      return [
        twoColumnTable(
          section.languages.map((l) => [[plain(l.name)], [plain(l.level)]]),
          dateColumn,
        ),
      ];
    case 'links':
      return section.links.map((link) =>
        link.href
          ? new Paragraph({
              children: [
                new ExternalHyperlink({
                  link: link.href,
                  children: [new TextRun({ text: link.text, style: 'Hyperlink' })],
                }),
              ],
            })
          : plain(link.text),
      );
  }
}

/** "Ort, Datum" and the signature (image, or the typed name in its script font). */
async function signatureBlock(signature: SignatureBlock | null): Promise<Paragraph[]> {
  if (signature === null) return [];
  const alignment = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT }[
    signature.alignment
  ];
  const paragraphs: Paragraph[] = [];
  if (signature.placeDate)
    paragraphs.push(
      new Paragraph({ alignment, spacing: { before: 480 }, children: [new TextRun(signature.placeDate)] }),
    );
  const image = signature.image
    ? await wordImage(signature.image, Math.round(signature.size), 'Unterschrift')
    : null;
  if (image) paragraphs.push(new Paragraph({ alignment, children: [image] }));
  else if (signature.kind === 'text' && signature.text) {
    paragraphs.push(
      new Paragraph({
        alignment,
        children: [
          new TextRun({
            text: signature.text,
            // The script fonts of the typed signature are web fonts no office suite has: Word
            // would fall back to its default. Italic Times New Roman is everywhere.
            font: 'Times New Roman',
            italics: true,
            size: halfPoints(signature.size * 0.75 + 4),
          }),
        ],
      }),
    );
  }
  return paragraphs;
}

/** The resume as a Word document: one column of real headings and borderless tables, which ATS read in order. */
export async function toDocx(doc: ResumeDocument): Promise<Buffer> {
  const colour = doc.colour.hex.replace('#', '').toUpperCase();
  const font = wordFont(doc.formatting.fontStyle);
  const dateColumn = dateColumnFor(doc.formatting.fontSize);
  let lists = 0;
  const listInstance = () => {
    lists += 1;
    return lists;
  };
  const body: (Paragraph | Table)[] = [...(await headerBlock(doc))];
  for (const section of doc.sections) {
    body.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        keepNext: true,
        children: [new TextRun(section.title)],
      }),
    );
    body.push(...sectionBody(section, listInstance, dateColumn));
  }
  body.push(...(await signatureBlock(doc.signature)));
  const headingSize = doc.formatting.headingSize * 0.75;
  const document = new Document({
    creator: 'Vita',
    title: doc.personal.fullName ? `Lebenslauf ${doc.personal.fullName}` : doc.name,
    numbering: listNumbering,
    styles: {
      default: {
        document: {
          run: {
            font,
            size: halfPoints(doc.formatting.fontSize),
            language: { value: doc.locale === 'de' ? 'de-DE' : 'en-GB' },
          },
          paragraph: { spacing: { after: 60 } },
        },
        heading1: {
          run: { font, size: halfPoints(headingSize * 1.5), bold: true, color: colour },
          paragraph: { spacing: { after: 200 } },
        },
        heading2: {
          run: { font, size: halfPoints(headingSize), bold: true, color: colour },
          paragraph: {
            spacing: { before: 280, after: 120 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: colour, space: 2 } },
          },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
          },
        },
        children: body,
      },
    ],
  });
  return Packer.toBuffer(document);
}
