import type { ResumeDocument, ResumeSection } from '@vita/shared/resume';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { templateVariables } from '../shared/format-vars';
import { LanguageLine } from '../shared/language-bars';
import { type FlowBlock, type FlowGroup, PagedDocument, type PageSlots } from '../shared/paged-document';
import { LinkText } from '../shared/personal-details';
import { piecesOf, RichPiece } from '../shared/rich-text';
import { twoColumnItems } from '../shared/section-layout';
import { SignatureView } from '../shared/signature-view';
import type { TemplateProps } from '../shared/template-types';
import { templateWords } from '../shared/template-words';
import {
  ModernContact,
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

function sectionGroups(section: ResumeSection, column: Column): FlowGroup[] {
  const key = `s${section.id}`;
  const head = single(
    `${key}-h`,
    column === 'side' ? <ModernSideHeading title={section.title} /> : <ModernHeading title={section.title} />,
    true,
  );
  const items = <T,>(list: readonly T[], render: (item: T) => ReactNode) =>
    list.map((item, index) =>
      single(
        `${key}-${index}`,
        <div className={itemClass(column, index === list.length - 1)}>{render(item)}</div>,
      ),
    );
  switch (section.kind) {
    case 'entries':
      return [
        head,
        ...section.entries.map((entry, index): FlowGroup => {
          const pieces = piecesOf(entry.descriptionBlocks);
          const blocks: FlowBlock[] = [
            {
              key: 'head',
              node: (
                <ModernEntryHead
                  dateRange={entry.dateRange}
                  title={entry.title}
                  subtitle={entry.subtitle}
                  place={entry.place}
                  grade={entry.grade}
                  end={pieces.length === 0}
                />
              ),
            },
            ...pieces.map((piece, p) => ({
              key: piece.key,
              node: (
                <div className={p === pieces.length - 1 ? 'mtc-piece mtc-end' : 'mtc-piece'}>
                  <RichPiece block={piece.block} piece={piece.piece} />
                </div>
              ),
            })),
          ];
          return { key: `${key}-e${index}`, blocks };
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

export function modernFlows(doc: ResumeDocument): Record<Column, FlowGroup[]> {
  const words = templateWords(doc.locale);
  const { main, side } = twoColumnItems(doc);
  const sideGroups: FlowGroup[] = [];
  if (doc.personal.photo !== null)
    sideGroups.push(
      single('photo', <ModernPhoto photo={doc.personal.photo} alt={words.photoOf(doc.personal.fullName)} />),
    );
  sideGroups.push(
    single('contact', <ModernContact personal={doc.personal} labels={doc.labels} title={words.contact} />),
  );
  for (const section of side) sideGroups.push(...sectionGroups(section, 'side'));

  const mainGroups: FlowGroup[] = [];
  if (doc.personal.fullName !== '')
    mainGroups.push(single('name', <ModernName fullName={doc.personal.fullName} />));
  for (const section of main) mainGroups.push(...sectionGroups(section, 'main'));
  if (doc.signature)
    mainGroups.push(
      single(
        'signature',
        <SignatureView
          signature={doc.signature}
          imageAlt={words.signatureOf(doc.personal.fullName)}
          className="mtc-signature"
        />,
      ),
    );
  return { main: mainGroups, side: sideGroups };
}

/**
 * styleTempDBSix: a coloured side column (photo, contact, skills, languages, links, hobbies) and
 * a main column (name, profile, work, education, …), each in the layout's order.
 */
export function ModernTwoColumn({ doc }: TemplateProps) {
  const flows = useMemo(() => modernFlows(doc), [doc]);
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
