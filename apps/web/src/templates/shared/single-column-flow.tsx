import { SECTION_ID } from '@vita/shared/constants';
import type {
  LanguageEntry,
  Personal,
  ResumeDocument,
  ResumeLabels,
  ResumeSection,
  SignatureBlock,
  WebLink,
} from '@vita/shared/resume';
import type { ReactNode } from 'react';
import {
  type EntryHeadFields,
  type EntryPieceFields,
  itemGroups,
  sectionBodyGroups,
  single,
} from './flow-groups';
import type { Stable } from './node-cache';
import type { FlowGroup } from './paged-document';
import { personalRows } from './personal-details';
import { hasPersonalDetails, singleColumnItems } from './section-layout';
import { templateWords } from './template-words';

export interface HeaderData {
  personal: Personal;
  labels: ResumeLabels;
  photoAlt: string;
}
export interface HeadingData {
  title: string;
  kind: ResumeSection['kind'] | 'personal';
}
export interface EntryHeadData extends EntryHeadFields {
  /** The first entry of its section (a timeline starts there). */
  first: boolean;
  /** The last entry of its section (a timeline ends there). */
  last: boolean;
}
export interface PieceData extends EntryPieceFields {
  /** Part of an entry's description (else a rich section's text). */
  inEntry: boolean;
  /** The last piece of the section. */
  last: boolean;
  /** A keyword list in columns (see `isCompactList`). */
  compact: boolean;
}
export interface ItemData<T> {
  item: T;
  end: boolean;
}
export interface PersonalRowData {
  label: string;
  value: WebLink;
  end: boolean;
}
export interface SignatureData {
  signature: SignatureBlock;
  imageAlt: string;
}

/**
 * The look of a single-column template: one renderer per kind of block. Each renderer is a pure
 * function of its data (rendered again only when the data changes, see node-cache.ts).
 */
export interface SingleColumnParts {
  header: (data: HeaderData) => ReactNode;
  heading: (data: HeadingData) => ReactNode;
  entryHead: (data: EntryHeadData) => ReactNode;
  piece: (data: PieceData) => ReactNode;
  language: (data: ItemData<LanguageEntry>) => ReactNode;
  link: (data: ItemData<WebLink>) => ReactNode;
  personalRow: (data: PersonalRowData) => ReactNode;
  signature: (data: SignatureData) => ReactNode;
}

/** A section heading inside the wrapper the final page finds it by (`data-section-id`). */
function headingGroup(
  key: string,
  sectionId: number,
  data: HeadingData,
  parts: SingleColumnParts,
  stable: Stable,
) {
  return single(
    key,
    stable(key, { ...data, sectionId }, (d) => (
      <div className="vt-section-head" data-section-id={d.sectionId}>
        {parts.heading({ title: d.title, kind: d.kind })}
      </div>
    )),
    true,
  );
}

function sectionGroups(section: ResumeSection, parts: SingleColumnParts, stable: Stable): FlowGroup[] {
  const key = `s${section.id}`;
  const head = headingGroup(
    `${key}-h`,
    section.id,
    { title: section.title, kind: section.kind },
    parts,
    stable,
  );
  const item =
    <T,>(render: (data: ItemData<T>) => ReactNode) =>
    (itemKey: string, value: T, end: boolean) =>
      stable(itemKey, { item: value, end }, render);
  const last = section.kind === 'entries' ? section.entries.length - 1 : -1;
  return [
    head,
    ...sectionBodyGroups(key, section, {
      entryHead: (k, fields, index) =>
        stable(k, { ...fields, first: index === 0, last: index === last }, parts.entryHead),
      entryPiece: (k, fields, index) =>
        stable(
          k,
          { ...fields, inEntry: true, last: index === last && fields.end, compact: false },
          parts.piece,
        ),
      richPiece: (itemKey, piece, end) =>
        stable(
          itemKey,
          { block: piece.block, piece: piece.piece, end, inEntry: false, last: end, compact: piece.compact },
          parts.piece,
        ),
      language: item(parts.language),
      link: item(parts.link),
    }),
  ];
}

function personalGroups(doc: ResumeDocument, parts: SingleColumnParts, stable: Stable): FlowGroup[] {
  if (!hasPersonalDetails(doc.personal)) return [];
  const title = templateWords(doc.locale).personalDetails;
  const rows = personalRows(doc.personal, doc.labels);
  return [
    headingGroup('personal-h', SECTION_ID.heading, { title, kind: 'personal' }, parts, stable),
    ...itemGroups('personal', rows, (itemKey, row, end) =>
      stable(itemKey, { ...row, end }, parts.personalRow),
    ),
  ];
}

/**
 * A single-column resume as groups for `PagedDocument`: the header (name, contact, photo), then
 * the personal details and every section in the layout's order (`singleColumnItems`), then
 * 'Ort, Datum' and the signature. An entry is one group (its head and description stay on one
 * page); a heading keeps with what follows it.
 */
export function singleColumnFlow(doc: ResumeDocument, parts: SingleColumnParts, stable: Stable): FlowGroup[] {
  const words = templateWords(doc.locale);
  const header: HeaderData = {
    personal: doc.personal,
    labels: doc.labels,
    photoAlt: words.photoOf(doc.personal.fullName),
  };
  const groups: FlowGroup[] = [
    single(
      'header',
      stable('header', header, (data) => (
        <div className="vt-header" data-section-id={SECTION_ID.heading}>
          {parts.header(data)}
        </div>
      )),
    ),
  ];
  for (const item of singleColumnItems(doc)) {
    groups.push(
      ...(item.kind === 'personal'
        ? personalGroups(doc, parts, stable)
        : sectionGroups(item.section, parts, stable)),
    );
  }
  if (doc.signature) {
    const data: SignatureData = {
      signature: doc.signature,
      imageAlt: words.signatureOf(doc.personal.fullName),
    };
    groups.push(single('signature', stable('signature', data, parts.signature)));
  }
  return groups;
}
