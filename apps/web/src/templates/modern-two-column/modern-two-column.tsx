import type { ResumeDocument, ResumeSection, RichBlock } from '@vita/shared/resume';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { templateVariables } from '../shared/format-vars';
import { LanguageLine } from '../shared/language-bars';
import { type Stable, useNodeCache } from '../shared/node-cache';
import { type FlowBlock, type FlowGroup, PagedDocument, type PageSlots } from '../shared/paged-document';
import { LinkText } from '../shared/personal-details';
import { piecesOf, RichPiece } from '../shared/rich-text';
import { twoColumnItems } from '../shared/section-layout';
import { SignatureView } from '../shared/signature-view';
import type { TemplateProps } from '../shared/template-types';
import { templateWords } from '../shared/template-words';
import {
  ModernDetails,
  ModernEntryHead,
  ModernHeading,
  ModernName,
  ModernPhoto,
  ModernSideHeading,
} from './modern-parts';
import './modern-two-column.css';

type Column = 'main' | 'side';

const single = (key: string, node: ReactNode, keepWithNext = false): FlowGroup => ({
  key,
  keepWithNext,
  blocks: [{ key: 'b', node }],
});

/** `end` marks the last block of a section, which carries the space before the next heading. */
const itemClass = (column: Column, end: boolean) => `mtc-${column}-item${end ? ' mtc-end' : ''}`;

const entryPiece = (data: { block: RichBlock; piece: number; end: boolean }) => (
  <div className={data.end ? 'mtc-piece mtc-end' : 'mtc-piece'}>
    <RichPiece block={data.block} piece={data.piece} />
  </div>
);

function sectionGroups(section: ResumeSection, column: Column, stable: Stable): FlowGroup[] {
  const key = `s${section.id}`;
  const head = single(
    `${key}-h`,
    stable(`${key}-h`, { title: section.title, column }, (data) =>
      data.column === 'side' ? (
        <ModernSideHeading title={data.title} />
      ) : (
        <ModernHeading title={data.title} />
      ),
    ),
    true,
  );
  /** One group per item; each item's node is rebuilt only when its data changes. */
  const items = <T,>(list: readonly T[], render: (item: T) => ReactNode) =>
    list.map((item, index) => {
      const itemKey = `${key}-${index}`;
      return single(
        itemKey,
        stable(itemKey, { item, end: index === list.length - 1, column }, (data) => (
          <div className={itemClass(data.column, data.end)}>{render(data.item)}</div>
        )),
      );
    });
  switch (section.kind) {
    case 'entries':
      return [
        head,
        ...section.entries.map((entry, index): FlowGroup => {
          const groupKey = `${key}-e${index}`;
          const pieces = piecesOf(entry.descriptionBlocks);
          const { dateRange, title, subtitle, place, grade } = entry;
          const blocks: FlowBlock[] = [
            {
              key: 'head',
              node: stable(
                `${groupKey}/head`,
                { dateRange, title, subtitle, place, grade, end: pieces.length === 0 },
                (data) => <ModernEntryHead {...data} />,
              ),
            },
            ...pieces.map((piece, p) => ({
              key: piece.key,
              node: stable(
                `${groupKey}/${piece.key}`,
                { block: piece.block, piece: piece.piece, end: p === pieces.length - 1 },
                entryPiece,
              ),
            })),
          ];
          return { key: groupKey, blocks };
        }),
      ];
    case 'rich':
      return [
        head,
        ...items(piecesOf(section.blocks), (piece) => <RichPiece block={piece.block} piece={piece.piece} />),
      ];
    case 'languages':
      return [
        head,
        ...items(section.languages, (language) => (
          <LanguageLine language={language} className={`mtc-language mtc-language--${column}`} />
        )),
      ];
    case 'links':
      return [
        head,
        ...items(section.links, (link) => (
          <p className="mtc-link">
            <LinkText link={link} />
          </p>
        )),
      ];
  }
}

export function modernFlows(doc: ResumeDocument, stable: Stable): Record<Column, FlowGroup[]> {
  const words = templateWords(doc.locale);
  const { main, side } = twoColumnItems(doc);
  const sideGroups: FlowGroup[] = [];
  const { photo, fullName } = doc.personal;
  if (photo !== null)
    sideGroups.push(
      single(
        'photo',
        stable('photo', { photo, alt: words.photoOf(fullName) }, (data) => <ModernPhoto {...data} />),
      ),
    );
  sideGroups.push(
    single(
      'details',
      stable(
        'details',
        { personal: doc.personal, labels: doc.labels, title: words.personalDetails },
        (data) => <ModernDetails {...data} />,
      ),
    ),
  );
  for (const section of side) sideGroups.push(...sectionGroups(section, 'side', stable));

  const mainGroups: FlowGroup[] = [];
  mainGroups.push(
    single(
      'name',
      stable(
        'name',
        { fullName, address: doc.personal.address, phone: doc.personal.phone, email: doc.personal.email },
        (personal) => <ModernName personal={personal} />,
      ),
    ),
  );
  for (const section of main) mainGroups.push(...sectionGroups(section, 'main', stable));
  if (doc.signature) {
    const data = { signature: doc.signature, imageAlt: words.signatureOf(fullName) };
    mainGroups.push(
      single(
        'signature',
        stable('signature', data, (d) => <SignatureView {...d} className="mtc-signature" />),
      ),
    );
  }
  return { main: mainGroups, side: sideGroups };
}

/**
 * styleTempDBSix: a coloured side column (photo, contact, skills, languages, links, hobbies) and
 * a main column (name, profile, work, education, …), each in the layout's order.
 */
export function ModernTwoColumn({ doc }: TemplateProps) {
  const withCache = useNodeCache();
  const flows = useMemo(() => withCache((stable) => modernFlows(doc, stable)), [doc, withCache]);
  const words = templateWords(doc.locale);
  const renderPage = ({ index, count, flow }: PageSlots) => (
    // Main first: the name and the work history come first when read aloud or from the PDF.
    <>
      <div className="mtc-main">
        {flow('main', 'mtc-main-flow')}
        {count > 1 && <p className="mtc-folio">{words.page(index + 1, count)}</p>}
      </div>
      <div className="mtc-side">{flow('side', 'mtc-side-flow')}</div>
    </>
  );
  return (
    <PagedDocument
      flows={flows}
      className="mtc"
      pageClassName="mtc-page"
      style={templateVariables(doc)}
      lang={doc.locale}
      renderPage={renderPage}
    />
  );
}
