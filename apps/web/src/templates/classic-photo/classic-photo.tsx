import type { ResumeDocument, ResumeSection, RichBlock } from '@vita/shared/resume';
import { useMemo } from 'react';
import { templateVariables } from '../shared/format-vars';
import { LanguageLine } from '../shared/language-bars';
import { type Stable, useNodeCache } from '../shared/node-cache';
import { type FlowGroup, PagedDocument, type PageSlots } from '../shared/paged-document';
import { LinkText, personalRows } from '../shared/personal-details';
import { piecesOf, RichPiece } from '../shared/rich-text';
import { hasPersonalDetails, singleColumnItems } from '../shared/section-layout';
import { SignatureView } from '../shared/signature-view';
import type { TemplateProps } from '../shared/template-types';
import { templateWords } from '../shared/template-words';
import { ClassicEntryHead, ClassicHeader, ClassicHeading, ClassicRow } from './classic-parts';
import './classic-photo.css';

/** A group of one block. */
const single = (key: string, node: FlowGroup['blocks'][number]['node'], keepWithNext = false): FlowGroup => ({
  key,
  keepWithNext,
  blocks: [{ key: 'b', node }],
});

const pieceRow = (data: { block: RichBlock; piece: number; end: boolean; compact?: boolean }) => (
  <ClassicRow end={data.end}>
    <RichPiece block={data.block} piece={data.piece} compact={data.compact} />
  </ClassicRow>
);

function sectionGroups(section: ResumeSection, stable: Stable): FlowGroup[] {
  const key = `s${section.id}`;
  const head = single(
    `${key}-h`,
    stable(`${key}-h`, section.title, (title) => <ClassicHeading title={title} />),
    true,
  );
  /** One group per item, in the content column; the last carries the space after the section. */
  const rows = <T,>(
    items: readonly T[],
    render: (item: T, end: boolean, itemKey: string) => FlowGroup['blocks'][number]['node'],
  ) =>
    items.map((item, index) => {
      const itemKey = `${key}-${index}`;
      return single(itemKey, render(item, index === items.length - 1, itemKey));
    });

  switch (section.kind) {
    case 'entries':
      return [
        head,
        ...section.entries.map((entry, index): FlowGroup => {
          const groupKey = `${key}-e${index}`;
          const pieces = piecesOf(entry.descriptionBlocks);
          const { dateRange, title, subtitle, place, grade } = entry;
          return {
            key: groupKey,
            blocks: [
              {
                key: 'head',
                node: stable(
                  `${groupKey}/head`,
                  { dateRange, title, subtitle, place, grade, end: pieces.length === 0 },
                  (data) => <ClassicEntryHead {...data} />,
                ),
              },
              ...pieces.map((piece, p) => ({
                key: piece.key,
                node: stable(
                  `${groupKey}/${piece.key}`,
                  { block: piece.block, piece: piece.piece, end: p === pieces.length - 1 },
                  pieceRow,
                ),
              })),
            ],
          };
        }),
      ];
    case 'rich':
      return [
        head,
        ...rows(piecesOf(section.blocks, true), (piece, end, itemKey) =>
          stable(itemKey, { block: piece.block, piece: piece.piece, end, compact: piece.compact }, pieceRow),
        ),
      ];
    case 'languages':
      return [
        head,
        ...rows(section.languages, (language, end, itemKey) =>
          stable(itemKey, { language, end }, (data) => (
            <ClassicRow end={data.end}>
              <LanguageLine language={data.language} className="cp-language" />
            </ClassicRow>
          )),
        ),
      ];
    case 'links':
      return [
        head,
        ...rows(section.links, (link, end, itemKey) =>
          stable(itemKey, { link, end }, (data) => (
            <ClassicRow end={data.end}>
              <p className="cp-link">
                <LinkText link={data.link} />
              </p>
            </ClassicRow>
          )),
        ),
      ];
  }
}

function personalGroups(doc: ResumeDocument, stable: Stable): FlowGroup[] {
  if (!hasPersonalDetails(doc.personal)) return [];
  const title = templateWords(doc.locale).personalDetails;
  const rows = personalRows(doc.personal, doc.labels);
  return [
    single(
      'personal-h',
      stable('personal-h', title, (t) => <ClassicHeading title={t} />),
      true,
    ),
    ...rows.map((row, index) =>
      single(
        `personal-${index}`,
        stable(`personal-${index}`, { ...row, end: index === rows.length - 1 }, (data) => (
          <ClassicRow when={data.label} label end={data.end}>
            <LinkText link={data.value} />
          </ClassicRow>
        )),
      ),
    ),
  ];
}

/** The whole resume as one column of groups, in the layout's order. */
export function classicFlow(doc: ResumeDocument, stable: Stable): FlowGroup[] {
  const words = templateWords(doc.locale);
  const groups: FlowGroup[] = [
    single(
      'header',
      stable('header', { personal: doc.personal, photoAlt: words.photoOf(doc.personal.fullName) }, (data) => (
        <ClassicHeader {...data} />
      )),
    ),
  ];
  for (const item of singleColumnItems(doc)) {
    groups.push(
      ...(item.kind === 'personal' ? personalGroups(doc, stable) : sectionGroups(item.section, stable)),
    );
  }
  if (doc.signature) {
    const data = { signature: doc.signature, imageAlt: words.signatureOf(doc.personal.fullName) };
    groups.push(
      single(
        'signature',
        stable('signature', data, (d) => (
          <ClassicRow>
            <SignatureView {...d} className="cp-signature" />
          </ClassicRow>
        )),
      ),
    );
  }
  return groups;
}

/**
 * styleTempOne: the German tabular Lebenslauf. One column; name, contact line and photo on top;
 * headings in the template colour over a thin rule; dates in a left column, the entry beside it;
 * 'Ort, Datum' and the signature at the end.
 */
export function ClassicPhoto({ doc }: TemplateProps) {
  const withCache = useNodeCache();
  const flows = useMemo(() => withCache((stable) => ({ main: classicFlow(doc, stable) })), [doc, withCache]);
  const words = templateWords(doc.locale);
  const footer = doc.personal.fullName;
  const renderPage = ({ index, count, flow }: PageSlots) => (
    <>
      {flow('main', 'cp-flow')}
      {count > 1 && (
        <p className="cp-folio">
          {footer && `${footer} · `}
          {words.page(index + 1, count)}
        </p>
      )}
    </>
  );
  return (
    <PagedDocument
      flows={flows}
      className="cp"
      pageClassName="cp-page"
      style={templateVariables(doc)}
      lang={doc.locale}
      renderPage={renderPage}
    />
  );
}
