import type { LanguageEntry, ResumeDocument, ResumeSection, WebLink } from '@vita/shared/resume';
import type { ReactNode } from 'react';
import { type EntryPieceFields, sectionBodyGroups, single } from '../shared/flow-groups';
import { LanguageLine } from '../shared/language-bars';
import type { Stable } from '../shared/node-cache';
import type { FlowGroup } from '../shared/paged-document';
import { LinkText } from '../shared/personal-details';
import { type Piece, RichPiece } from '../shared/rich-text';
import { twoColumnItems } from '../shared/section-layout';
import { type SideColumnHeadParts, sideColumnHead } from '../shared/side-column-head';
import { SignatureView } from '../shared/signature-view';
import { TemplatePages, twoColumnPage, useTemplateFlows } from '../shared/template-pages';
import type { TemplateProps } from '../shared/template-types';
import { templateWords } from '../shared/template-words';
import { ModernDetails, ModernEntryHead, ModernName, ModernPhoto } from './modern-parts';
import './modern-two-column.css';

type Column = 'main' | 'side';

/** `end` marks the last block of a section, which carries the space before the next heading. */
const itemClass = (column: Column, end: boolean) => `mtc-${column}-item${end ? ' mtc-end' : ''}`;

const entryPiece = (data: EntryPieceFields) => (
  <div className={data.end ? 'mtc-piece mtc-end' : 'mtc-piece'}>
    <RichPiece block={data.block} piece={data.piece} />
  </div>
);

function sectionGroups(section: ResumeSection, column: Column, stable: Stable): FlowGroup[] {
  const key = `s${section.id}`;
  const head = single(
    `${key}-h`,
    stable(`${key}-h`, { title: section.title, column }, (data) => (
      <h2 className={data.column === 'side' ? 'vt-heading mtc-side-heading' : 'vt-heading mtc-heading'}>
        {data.title}
      </h2>
    )),
    true,
  );
  /** One group per item; each item's node is rebuilt only when its data changes. */
  const item =
    <T,>(render: (item: T) => ReactNode) =>
    (itemKey: string, value: T, end: boolean) =>
      stable(itemKey, { item: value, end, column }, (data) => (
        <div className={itemClass(data.column, data.end)}>{render(data.item)}</div>
      ));
  return [
    head,
    ...sectionBodyGroups(key, section, {
      entryHead: (k, fields) => stable(k, fields, (data) => <ModernEntryHead {...data} />),
      entryPiece: (k, fields) => stable(k, fields, entryPiece),
      richPiece: item((piece: Piece) => <RichPiece block={piece.block} piece={piece.piece} />),
      language: item((language: LanguageEntry) => (
        <LanguageLine
          language={language}
          className={`mtc-language mtc-language--${column}`}
          beside={column === 'main'}
        />
      )),
      link: item((link: WebLink) => (
        <p className="vt-link mtc-link">
          <LinkText link={link} />
        </p>
      )),
      compactLists: false,
    }),
  ];
}

const SIDE_HEAD: SideColumnHeadParts = { Photo: ModernPhoto, Details: ModernDetails, detailsKey: 'details' };

export function modernFlows(doc: ResumeDocument, stable: Stable): Record<Column, FlowGroup[]> {
  const words = templateWords(doc.locale);
  const { main, side } = twoColumnItems(doc);
  const { fullName } = doc.personal;
  const sideGroups = sideColumnHead(doc, stable, SIDE_HEAD);
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
  const flows = useTemplateFlows(doc, modernFlows);
  return <TemplatePages doc={doc} flows={flows} prefix="mtc" renderPage={twoColumnPage(doc, 'mtc')} />;
}
