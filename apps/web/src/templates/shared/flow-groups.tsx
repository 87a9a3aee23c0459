import type { LanguageEntry, ResumeEntry, ResumeSection, RichBlock, WebLink } from '@vita/shared/resume';
import type { ReactNode } from 'react';
import type { FlowGroup } from './paged-document';
import { type Piece, piecesOf } from './rich-text';

/**
 * The pagination rules every template shares, as flow groups for `PagedDocument`: a group is
 * kept on one page where it fits, so an entry is one group (its head with its description) and a
 * list item, a language or a link is a group of its own. What a block looks like is the
 * template's business: these helpers only take a node per block.
 */

/** A group of one block; a heading keeps with what follows it. */
export const single = (key: string, node: ReactNode, keepWithNext = false): FlowGroup => ({
  key,
  keepWithNext,
  blocks: [{ key: 'b', node }],
});

/** What an entry's head shows. */
export interface EntryHeadFields {
  dateRange: string;
  title: string;
  subtitle: string;
  place: string;
  grade: string;
  /** The entry has no description: its head carries the space after the entry. */
  end: boolean;
}

/** One piece (paragraph or list item) of an entry's description. */
export interface EntryPieceFields {
  block: RichBlock;
  piece: number;
  /** The last piece: it carries the space after the entry. */
  end: boolean;
}

/** An entry as one group: `head` and `piece` get the block's cache key and its data. */
function entryGroup(
  groupKey: string,
  entry: ResumeEntry,
  head: (key: string, fields: EntryHeadFields) => ReactNode,
  piece: (key: string, fields: EntryPieceFields) => ReactNode,
): FlowGroup {
  const pieces = piecesOf(entry.descriptionBlocks);
  const { dateRange, title, subtitle, place, grade } = entry;
  return {
    key: groupKey,
    blocks: [
      {
        key: 'head',
        node: head(`${groupKey}/head`, {
          dateRange,
          title,
          subtitle,
          place,
          grade,
          end: pieces.length === 0,
        }),
      },
      ...pieces.map((p, n) => ({
        key: p.key,
        node: piece(`${groupKey}/${p.key}`, { block: p.block, piece: p.piece, end: n === pieces.length - 1 }),
      })),
    ],
  };
}

/** The entries of a section (`key`), one group each; the callbacks also get the entry's index. */
export function entryGroups(
  key: string,
  entries: readonly ResumeEntry[],
  head: (key: string, fields: EntryHeadFields, index: number) => ReactNode,
  piece: (key: string, fields: EntryPieceFields, index: number) => ReactNode,
): FlowGroup[] {
  return entries.map((entry, index) =>
    entryGroup(
      `${key}-e${index}`,
      entry,
      (k, fields) => head(k, fields, index),
      (k, fields) => piece(k, fields, index),
    ),
  );
}

/** One group per item, keyed `<key>-<index>`; the last item carries the space after the section. */
export function itemGroups<T>(
  key: string,
  list: readonly T[],
  node: (itemKey: string, item: T, end: boolean) => ReactNode,
): FlowGroup[] {
  return list.map((item, index) => {
    const itemKey = `${key}-${index}`;
    return single(itemKey, node(itemKey, item, index === list.length - 1));
  });
}

/** How a design draws each block of a section body; every callback gets the block's cache key. */
export interface SectionBody {
  entryHead: (key: string, fields: EntryHeadFields, index: number) => ReactNode;
  entryPiece: (key: string, fields: EntryPieceFields, index: number) => ReactNode;
  /** A paragraph or list item of a text section; `end` on the section's last one. */
  richPiece: (key: string, piece: Piece, end: boolean) => ReactNode;
  language: (key: string, language: LanguageEntry, end: boolean) => ReactNode;
  link: (key: string, link: WebLink, end: boolean) => ReactNode;
  /** Keyword lists of text sections in columns (`isCompactList`); default true. */
  compactLists?: boolean;
}

/** The groups under a section's heading: an entry each, or a piece, language or link each. */
export function sectionBodyGroups(key: string, section: ResumeSection, body: SectionBody): FlowGroup[] {
  switch (section.kind) {
    case 'entries':
      return entryGroups(key, section.entries, body.entryHead, body.entryPiece);
    case 'rich':
      return itemGroups(key, piecesOf(section.blocks, body.compactLists ?? true), body.richPiece);
    case 'languages':
      return itemGroups(key, section.languages, body.language);
    case 'links':
      return itemGroups(key, section.links, body.link);
  }
}
