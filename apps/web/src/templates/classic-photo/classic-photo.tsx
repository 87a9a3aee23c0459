import type { LanguageEntry, ResumeDocument, ResumeSection, WebLink } from '@vita/shared/resume';
import type { ReactNode } from 'react';
import { type EntryPieceFields, itemGroups, sectionBodyGroups, single } from '../shared/flow-groups';
import { LanguageLine } from '../shared/language-bars';
import type { Stable } from '../shared/node-cache';
import type { FlowGroup } from '../shared/paged-document';
import { LinkText, personalRows } from '../shared/personal-details';
import { RichPiece } from '../shared/rich-text';
import { hasPersonalDetails, singleColumnItems } from '../shared/section-layout';
import { SignatureView } from '../shared/signature-view';
import { NamedFolio, oneColumnPage, TemplatePages, useTemplateFlows } from '../shared/template-pages';
import type { TemplateProps } from '../shared/template-types';
import { templateWords } from '../shared/template-words';
import { ClassicEntryHead, ClassicHeader, ClassicHeading, ClassicRow } from './classic-parts';
import './classic-photo.css';

const pieceRow = (data: EntryPieceFields & { compact?: boolean }) => (
  <ClassicRow end={data.end}>
    <RichPiece block={data.block} piece={data.piece} compact={data.compact} />
  </ClassicRow>
);

/** A language or a link in the right-hand cell of a row. */
const rowItem =
  <T,>(stable: Stable, render: (item: T) => ReactNode) =>
  (itemKey: string, item: T, end: boolean) =>
    stable(itemKey, { item, end }, (data) => <ClassicRow end={data.end}>{render(data.item)}</ClassicRow>);

function sectionGroups(section: ResumeSection, stable: Stable): FlowGroup[] {
  const key = `s${section.id}`;
  const head = single(
    `${key}-h`,
    stable(`${key}-h`, section.title, (title) => <ClassicHeading title={title} />),
    true,
  );
  return [
    head,
    ...sectionBodyGroups(key, section, {
      entryHead: (k, fields) => stable(k, fields, (data) => <ClassicEntryHead {...data} />),
      entryPiece: (k, fields) => stable(k, fields, pieceRow),
      richPiece: (itemKey, piece, end) =>
        stable(itemKey, { block: piece.block, piece: piece.piece, end, compact: piece.compact }, pieceRow),
      language: rowItem(stable, (language: LanguageEntry) => (
        <LanguageLine language={language} className="cp-language" />
      )),
      link: rowItem(stable, (link: WebLink) => (
        <p className="vt-link cp-link">
          <LinkText link={link} />
        </p>
      )),
    }),
  ];
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
    ...itemGroups('personal', rows, (itemKey, row, end) =>
      stable(itemKey, { ...row, end }, (data) => (
        <ClassicRow when={data.label} label end={data.end}>
          <LinkText link={data.value} />
        </ClassicRow>
      )),
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

const classicFlows = (doc: ResumeDocument, stable: Stable) => ({ main: classicFlow(doc, stable) });

/**
 * styleTempOne: the German tabular Lebenslauf. One column; name, contact line and photo on top;
 * headings in the template colour over a thin rule; dates in a left column, the entry beside it;
 * 'Ort, Datum' and the signature at the end.
 */
export function ClassicPhoto({ doc }: TemplateProps) {
  const flows = useTemplateFlows(doc, classicFlows);
  const renderPage = oneColumnPage(doc, 'cp', (page) => (
    <NamedFolio className="cp-folio" fullName={doc.personal.fullName} page={page} />
  ));
  return <TemplatePages doc={doc} flows={flows} prefix="cp" renderPage={renderPage} />;
}
