/**
 * The baseline: the same ResumeDocument laid out with @react-pdf/renderer (the engine Reactive
 * Resume uses), in the spirit of Vita's classic template — Montserrat, name and contact on top
 * with the photo at the right, coloured headings over a rule, dates in a left column, bullets,
 * 'Ort, Datum' and the signature at the end. Written with createElement so the bench needs no JSX.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  Document,
  type DocumentProps,
  Font,
  Image,
  Page,
  renderToBuffer,
  StyleSheet,
  Text,
  View,
} from '@react-pdf/renderer';
import type { InlineRun, ResumeDocument, ResumeEntry, ResumeSection, RichBlock } from '@vita/shared/resume';
import { createElement as h, type ReactElement, type ReactNode } from 'react';

const FAMILY = 'Montserrat';
const fontFile = (name: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fontsource/montserrat/package.json')),
    'files',
    `montserrat-latin-${name}.woff`,
  );

let registered = false;
function registerFonts(): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: FAMILY,
    fonts: [
      { src: fontFile('400-normal'), fontWeight: 400 },
      { src: fontFile('400-italic'), fontWeight: 400, fontStyle: 'italic' },
      { src: fontFile('700-normal'), fontWeight: 700 },
      { src: fontFile('700-italic'), fontWeight: 700, fontStyle: 'italic' },
    ],
  });
  // Its built-in hyphenation is English; German words would break in wrong places.
  Font.registerHyphenationCallback((word) => [word]);
}

const styles = StyleSheet.create({
  page: { fontFamily: FAMILY, fontSize: 9.5, lineHeight: 1.45, color: '#1f2328', padding: '40 48 48 48' },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 14 },
  name: { fontSize: 22, fontWeight: 700, marginBottom: 4 },
  contact: { color: '#4a5568' },
  photo: { width: 78, height: 104, objectFit: 'cover' },
  heading: {
    fontSize: 12,
    fontWeight: 700,
    marginTop: 12,
    marginBottom: 6,
    paddingBottom: 2,
    borderBottomWidth: 1,
  },
  row: { flexDirection: 'row', marginBottom: 6 },
  when: { width: 110, color: '#4a5568' },
  body: { flex: 1 },
  title: { fontWeight: 700 },
  bullet: { flexDirection: 'row' },
  dot: { width: 10 },
  folio: {
    position: 'absolute',
    bottom: 20,
    left: 48,
    right: 48,
    textAlign: 'center',
    color: '#6b7280',
    fontSize: 8,
  },
});

const runs = (items: readonly InlineRun[]): ReactNode[] =>
  items.map((run, index) =>
    h(
      Text,
      {
        key: index,
        style: {
          fontWeight: run.bold ? 700 : 400,
          fontStyle: run.italic ? 'italic' : 'normal',
          textDecoration: run.underline ? 'underline' : 'none',
        },
      },
      run.text,
    ),
  );

function richBlocks(blocks: readonly RichBlock[]): ReactNode[] {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'paragraph':
        return h(Text, { key: index }, ...runs(block.runs));
      case 'heading':
        return h(Text, { key: index, style: styles.title }, ...runs(block.runs));
      case 'quote':
        return h(
          View,
          { key: index },
          ...block.paragraphs.map((paragraph, p) =>
            h(Text, { key: p, style: { fontStyle: 'italic' } }, ...runs(paragraph)),
          ),
        );
      case 'list':
        return h(
          View,
          { key: index },
          ...block.items.map((item, i) =>
            h(
              View,
              { key: i, style: [styles.bullet, { marginLeft: item.level * 10 }], wrap: false },
              h(Text, { style: styles.dot }, block.ordered ? `${i + 1}.` : '•'),
              h(Text, { style: styles.body }, ...runs(item.runs)),
            ),
          ),
        );
    }
    return null;
  });
}

function entry(item: ResumeEntry, index: number): ReactElement {
  const where = [item.subtitle, item.place].filter((part) => part !== '').join(', ');
  return h(
    View,
    { key: index, style: styles.row, wrap: false },
    h(Text, { style: styles.when }, item.dateRange),
    h(
      View,
      { style: styles.body },
      h(Text, { style: styles.title }, item.title),
      where !== '' ? h(Text, null, where) : null,
      item.grade !== '' ? h(Text, null, item.grade) : null,
      ...richBlocks(item.descriptionBlocks),
    ),
  );
}

function section(doc: ResumeDocument, item: ResumeSection): ReactElement {
  const heading = h(
    Text,
    {
      style: [styles.heading, { color: doc.colour.hex, borderBottomColor: doc.colour.hex }],
      minPresenceAhead: 40,
    },
    item.title,
  );
  let content: ReactNode[];
  switch (item.kind) {
    case 'entries':
      content = item.entries.map(entry);
      break;
    case 'rich':
      content = richBlocks(item.blocks);
      break;
    case 'languages':
      content = item.languages.map((language, index) => h(Text, { key: index }, language.text));
      break;
    case 'links':
      content = item.links.map((link, index) => h(Text, { key: index }, link.text));
      break;
  }
  return h(View, { key: item.id * 100 + (item.sourceId ?? 0) }, heading, ...content);
}

export function ResumePdf({ doc }: { doc: ResumeDocument }): ReactElement {
  const p = doc.personal;
  const contact = [p.address, p.phone, p.email].filter((part) => part !== '').join(' · ');
  const details = [p.birthDatePlace, p.maritalStatus, p.licence, p.socialLink].filter((part) => part !== '');
  const signature = doc.signature;
  return h(
    Document,
    { title: doc.name, language: doc.locale },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(
        View,
        { style: styles.header },
        h(
          View,
          { style: styles.body },
          h(Text, { style: styles.name }, p.fullName),
          h(Text, { style: styles.contact }, contact),
          ...details.map((d, i) => h(Text, { key: i }, d)),
        ),
        p.photo ? h(Image, { style: styles.photo, src: p.photo }) : null,
      ),
      ...doc.sections.map((item) => section(doc, item)),
      signature
        ? h(
            View,
            { style: { marginTop: 18 }, wrap: false },
            h(Text, null, signature.placeDate),
            h(Text, { style: { fontSize: 20, fontStyle: 'italic' } }, signature.text),
          )
        : null,
      h(Text, {
        style: styles.folio,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          `${p.fullName} · Seite ${pageNumber} von ${totalPages}`,
      }),
    ),
  );
}

/** One PDF of the document; the first call also loads and parses the fonts. */
export function renderWithReactPdf(doc: ResumeDocument): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(h(ResumePdf, { doc }) as ReactElement<DocumentProps>);
}
