import type { LanguageEntry, ResumeDocument, ResumeSection, WebLink } from '@vita/shared/resume';
import type { ReactNode } from 'react';
import { type EntryPieceFields, itemGroups, sectionBodyGroups, single } from './flow-groups';
import { LanguageLine } from './language-bars';
import type { Stable } from './node-cache';
import type { FlowGroup } from './paged-document';
import { LinkText, personalRows } from './personal-details';
import { type Piece, RichPiece } from './rich-text';
import { hasPersonalDetails, type LayoutItem } from './section-layout';
import { SignatureView } from './signature-view';
import { type RowLook, TabularEntryHead, TabularRow } from './tabular-rows';
import { templateWords } from './template-words';

/**
 * Flow groups for a tabular Lebenslauf column (dates or labels left, the entry beside them),
 * built from a template's own parts. Shared by the family-two templates so that each keeps only
 * its look: the pagination rules (one group per entry, headings kept with what follows, a list
 * item or paragraph per block) are the same for all of them.
 */

export interface TabularParts {
  /** Distinguishes cached nodes of different parts (a section moved to another column). */
  name: string;
  /** Class of the section headings (`<h2>`). */
  headingClass: string;
  /** Class prefix of the rows (see `TabularRow`). */
  rowPrefix: string;
  rowLook: RowLook;
  /** Class of a language line (`LanguageLine`); the text part gets `<class>-text`. */
  languageClass: string;
  linkClass: string;
  signatureClass: string;
}

/** The parts of a design whose classes all start with `rowPrefix`. */
export const tabularParts = (
  rowPrefix: string,
  {
    rowLook = 'table',
    headingClass = `${rowPrefix}-heading`,
    name = rowPrefix,
  }: { rowLook?: RowLook; headingClass?: string; name?: string } = {},
): TabularParts => ({
  name,
  headingClass,
  rowPrefix,
  rowLook,
  languageClass: `${rowPrefix}-language`,
  linkClass: `vt-link ${rowPrefix}-link`,
  signatureClass: `${rowPrefix}-signature`,
});

/** The heading of a section, marked with its final-page id (pencil, trash, drag handle). */
function headingGroup(key: string, id: number, title: string, parts: TabularParts, stable: Stable) {
  return single(
    `${key}-h`,
    stable(`${key}-h`, { id, title }, (data) => (
      <div className="vt-section-head" data-section-id={data.id}>
        <h2 className={`vt-heading ${parts.headingClass}`}>{data.title}</h2>
      </div>
    )),
    true,
  );
}

export function tabularSectionGroups(
  section: ResumeSection,
  parts: TabularParts,
  stable: Stable,
): FlowGroup[] {
  const key = `${parts.name}-s${section.id}`;
  const { rowPrefix: prefix, rowLook: look } = parts;
  const head = headingGroup(key, section.id, section.title, parts, stable);
  const row =
    <T,>(render: (item: T) => ReactNode) =>
    (itemKey: string, item: T, end: boolean) =>
      stable(itemKey, { item, end }, (data) => (
        <TabularRow prefix={prefix} look={look} variant="text" end={data.end}>
          {render(data.item)}
        </TabularRow>
      ));
  const piece = (data: EntryPieceFields) => (
    <TabularRow prefix={prefix} look={look} variant="entry" end={data.end}>
      <RichPiece block={data.block} piece={data.piece} />
    </TabularRow>
  );
  return [
    head,
    ...sectionBodyGroups(key, section, {
      entryHead: (k, fields) =>
        stable(k, fields, (data) => <TabularEntryHead prefix={prefix} look={look} {...data} />),
      entryPiece: (k, fields) => stable(k, fields, piece),
      richPiece: row((p: Piece) => <RichPiece block={p.block} piece={p.piece} compact={p.compact} />),
      language: row((language: LanguageEntry) => (
        <LanguageLine language={language} className={parts.languageClass} beside={look !== 'stacked'} />
      )),
      link: row((link: WebLink) => (
        <p className={parts.linkClass}>
          <LinkText link={link} />
        </p>
      )),
    }),
  ];
}

/** 'Persönliche Daten': birth date and place, marital status, licence, profile link. */
export function tabularPersonalGroups(doc: ResumeDocument, parts: TabularParts, stable: Stable): FlowGroup[] {
  if (!hasPersonalDetails(doc.personal)) return [];
  const key = `${parts.name}-personal`;
  const { rowPrefix: prefix, rowLook: look } = parts;
  return [
    headingGroup(key, 1, templateWords(doc.locale).personalDetails, parts, stable),
    ...itemGroups(key, personalRows(doc.personal, doc.labels), (itemKey, row, end) =>
      stable(itemKey, { ...row, end }, (data) => (
        <TabularRow prefix={prefix} look={look} variant="personal" when={data.label} end={data.end}>
          <LinkText link={data.value} />
        </TabularRow>
      )),
    ),
  ];
}

/** The layout's items in order (personal details where the heading stands). */
export function tabularItemGroups(
  doc: ResumeDocument,
  items: readonly LayoutItem[],
  parts: TabularParts,
  stable: Stable,
): FlowGroup[] {
  return items.flatMap((item) =>
    item.kind === 'personal'
      ? tabularPersonalGroups(doc, parts, stable)
      : tabularSectionGroups(item.section, parts, stable),
  );
}

/** 'Ort, Datum' and the signature, last in the column. */
export function tabularSignatureGroups(
  doc: ResumeDocument,
  parts: TabularParts,
  stable: Stable,
): FlowGroup[] {
  if (!doc.signature) return [];
  const { rowPrefix: prefix, rowLook: look } = parts;
  const data = {
    signature: doc.signature,
    imageAlt: templateWords(doc.locale).signatureOf(doc.personal.fullName),
    className: parts.signatureClass,
  };
  return [
    single(
      'signature',
      stable('signature', data, (d) => (
        <TabularRow prefix={prefix} look={look} variant="signature">
          <SignatureView {...d} />
        </TabularRow>
      )),
    ),
  ];
}
