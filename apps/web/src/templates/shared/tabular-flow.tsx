import type { ResumeDocument, ResumeSection, RichBlock } from '@vita/shared/resume';
import type { ComponentType, ReactNode } from 'react';
import { LanguageLine } from './language-bars';
import type { Stable } from './node-cache';
import type { FlowBlock, FlowGroup } from './paged-document';
import { LinkText, personalRows } from './personal-details';
import { piecesOf, RichPiece } from './rich-text';
import { hasPersonalDetails, type LayoutItem } from './section-layout';
import { SignatureView } from './signature-view';
import { TabularEntryHead, TabularRow } from './tabular-rows';
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
  Heading: ComponentType<{ title: string }>;
  /** Class prefix of the rows (see `TabularRow`). */
  rowPrefix: string;
  /** Class of a language line (`LanguageLine`); the text part gets `<class>-text`. */
  languageClass: string;
  linkClass: string;
  signatureClass: string;
}

export const single = (key: string, node: ReactNode, keepWithNext = false): FlowGroup => ({
  key,
  keepWithNext,
  blocks: [{ key: 'b', node }],
});

/** The heading of a section, marked with its final-page id (pencil, trash, drag handle). */
function headingGroup(key: string, id: number, title: string, parts: TabularParts, stable: Stable) {
  const { Heading } = parts;
  return single(
    `${key}-h`,
    stable(`${key}-h`, { id, title }, (data) => (
      <div className="vt-section-head" data-section-id={data.id}>
        <Heading title={data.title} />
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
  const prefix = parts.rowPrefix;
  const head = headingGroup(key, section.id, section.title, parts, stable);
  /** One group per item; the last carries the space after the section. */
  const rows = <T,>(items: readonly T[], render: (item: T) => ReactNode) =>
    items.map((item, index) => {
      const itemKey = `${key}-${index}`;
      return single(
        itemKey,
        stable(itemKey, { item, end: index === items.length - 1 }, (data) => (
          <TabularRow prefix={prefix} variant="text" end={data.end}>
            {render(data.item)}
          </TabularRow>
        )),
      );
    });
  const piece = (data: { block: RichBlock; piece: number; end: boolean }) => (
    <TabularRow prefix={prefix} variant="entry" end={data.end}>
      <RichPiece block={data.block} piece={data.piece} />
    </TabularRow>
  );

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
                (data) => <TabularEntryHead prefix={prefix} {...data} />,
              ),
            },
            ...pieces.map((p, n) => ({
              key: p.key,
              node: stable(
                `${groupKey}/${p.key}`,
                { block: p.block, piece: p.piece, end: n === pieces.length - 1 },
                piece,
              ),
            })),
          ];
          return { key: groupKey, blocks };
        }),
      ];
    case 'rich':
      return [
        head,
        ...rows(piecesOf(section.blocks, true), (p) => (
          <RichPiece block={p.block} piece={p.piece} compact={p.compact} />
        )),
      ];
    case 'languages':
      return [
        head,
        ...rows(section.languages, (language) => (
          <LanguageLine language={language} className={parts.languageClass} />
        )),
      ];
    case 'links':
      return [
        head,
        ...rows(section.links, (link) => (
          <p className={parts.linkClass}>
            <LinkText link={link} />
          </p>
        )),
      ];
  }
}

/** 'Persönliche Daten': birth date and place, marital status, licence, profile link. */
export function tabularPersonalGroups(doc: ResumeDocument, parts: TabularParts, stable: Stable): FlowGroup[] {
  if (!hasPersonalDetails(doc.personal)) return [];
  const key = `${parts.name}-personal`;
  const prefix = parts.rowPrefix;
  const rows = personalRows(doc.personal, doc.labels);
  return [
    headingGroup(key, 1, templateWords(doc.locale).personalDetails, parts, stable),
    ...rows.map((row, index) =>
      single(
        `${key}-${index}`,
        stable(`${key}-${index}`, { ...row, end: index === rows.length - 1 }, (data) => (
          <TabularRow prefix={prefix} variant="personal" when={data.label} end={data.end}>
            <LinkText link={data.value} />
          </TabularRow>
        )),
      ),
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
  const prefix = parts.rowPrefix;
  const data = {
    signature: doc.signature,
    imageAlt: templateWords(doc.locale).signatureOf(doc.personal.fullName),
    className: parts.signatureClass,
  };
  return [
    single(
      'signature',
      stable('signature', data, (d) => (
        <TabularRow prefix={prefix} variant="signature">
          <SignatureView {...d} />
        </TabularRow>
      )),
    ),
  ];
}
