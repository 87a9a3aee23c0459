import type { InlineRun, ListItem, RichBlock } from '@vita/shared/resume';
import { type CSSProperties, Fragment, type ReactNode } from 'react';

/**
 * Rich text rendered from the document's blocks as React elements (never innerHTML). Runs may
 * contain '\n' for a line break: the containers use `white-space: pre-line` (shared.css).
 */
export function Runs({ runs }: { runs: readonly InlineRun[] }) {
  return (
    <>
      {runs.map((run, index) => {
        let node: ReactNode = run.text;
        if (run.underline) node = <u>{node}</u>;
        // <i> and <b>, not <em> and <strong>: Chromium tags those as Em and Strong, which PDF 1.7
        // has no standard role for, and poppler (and the ATS built on it) warns of every one.
        if (run.italic) node = <i>{node}</i>;
        if (run.bold) node = <b>{node}</b>;
        // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity; their order is the text
        return <Fragment key={index}>{node}</Fragment>;
      })}
    </>
  );
}

export interface ItemNode {
  runs: ListItem['runs'];
  children: ItemNode[];
}

/** Flat items with levels as a tree; a jump of several levels nests under the last item. */
export function nestItems(items: readonly ListItem[]): ItemNode[] {
  const roots: ItemNode[] = [];
  const stack: { level: number; node: ItemNode }[] = [];
  for (const item of items) {
    const node: ItemNode = { runs: item.runs, children: [] };
    while (stack.length > 0 && (stack[stack.length - 1]?.level ?? 0) >= item.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.node.children.push(node);
    else roots.push(node);
    stack.push({ level: item.level, node });
  }
  return roots;
}

function Items({ items, ordered }: { items: readonly ItemNode[]; ordered: boolean }) {
  return (
    <>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity beyond their place
        <li key={index}>
          <Runs runs={item.runs} />
          {item.children.length > 0 && <List items={item.children} ordered={ordered} />}
        </li>
      ))}
    </>
  );
}

function List({ items, ordered, start }: { items: readonly ItemNode[]; ordered: boolean; start?: number }) {
  return ordered ? (
    <ol className="vt-rich__list vt-rich__list--ordered" start={start}>
      <Items items={items} ordered />
    </ol>
  ) : (
    <ul className="vt-rich__list">
      <Items items={items} ordered={false} />
    </ul>
  );
}

/** The longest item a compact list takes; longer ones read better one per line. */
const COMPACT_ITEM_CHARS = 40;

/** An item's visible characters: the soft hyphens hyphenation inserted take no room. */
const itemText = (item: ListItem) => item.runs.map((run) => run.text.replaceAll('\u00ad', '')).join('');

/**
 * Whether a list reads as a set of keywords (skills, hobbies): unordered, flat, three or more
 * short items. `compactList` renders it in columns as one piece, which saves the page a line per
 * item; the widest item decides the column width, so no keyword is broken.
 */
export function isCompactList(block: RichBlock): block is Extract<RichBlock, { type: 'list' }> {
  return (
    block.type === 'list' &&
    !block.ordered &&
    block.items.length >= 3 &&
    block.items.every(
      (item) => item.level === block.items[0]?.level && itemText(item).length <= COMPACT_ITEM_CHARS,
    )
  );
}

function CompactList({ block }: { block: Extract<RichBlock, { type: 'list' }> }) {
  const widest = Math.max(...block.items.map((item) => itemText(item).length));
  // About half an em per character; the bullets stand in the column gap.
  const style = { '--vt-compact-min': `${(widest * 0.52 + 0.5).toFixed(1)}em` } as CSSProperties;
  return (
    <ul className="vt-rich__list vt-rich__list--compact" style={style}>
      {block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity beyond their place
        <li key={index}>
          <Runs runs={item.runs} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One block as pieces that may stand on different pages: a paragraph, heading or quote is one
 * piece; a list gives one piece per top-level item (with its nested items), numbered on (from
 * `first` + 1). With `compact`, a keyword list (`isCompactList`) is one piece in columns.
 */
export function richPieces(block: RichBlock, compact = false, first = 0): ReactNode[] {
  if (compact && isCompactList(block)) return [<CompactList key="c" block={block} />];
  switch (block.type) {
    case 'paragraph':
      return [
        <p key="p" className="vt-rich__p">
          <Runs runs={block.runs} />
        </p>,
      ];
    case 'heading':
      return [
        <p key="h" className="vt-rich__h">
          <Runs runs={block.runs} />
        </p>,
      ];
    case 'quote':
      return [
        <blockquote key="q" className="vt-rich__quote">
          {block.paragraphs.map((runs, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a quote, fixed order
            <p className="vt-rich__p" key={index}>
              <Runs runs={runs} />
            </p>
          ))}
        </blockquote>,
      ];
    case 'list':
      return nestItems(block.items).map((item, index) => (
        <List
          // biome-ignore lint/suspicious/noArrayIndexKey: an item's place in its list is its identity
          key={index}
          items={[item]}
          ordered={block.ordered}
          start={block.ordered ? first + index + 1 : undefined}
        />
      ));
  }
}

/** All blocks in one piece (where a section is short and never breaks, e.g. a side column). */
export function RichText({ blocks, className }: { blocks: readonly RichBlock[]; className?: string }) {
  return (
    <div className={className ? `vt-rich ${className}` : 'vt-rich'}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are positional
        <Fragment key={index}>
          {richPieces(block).map((piece, pieceIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional
            <Fragment key={pieceIndex}>{piece}</Fragment>
          ))}
        </Fragment>
      ))}
    </div>
  );
}

/** One piece as `piecesOf` gives it: its own block, numbered on from its place in the list. */
export function RichPiece({
  block,
  piece,
  compact = false,
}: {
  block: RichBlock;
  piece: number;
  compact?: boolean;
}) {
  return <>{richPieces(block, compact, piece)[0]}</>;
}

export interface Piece {
  key: string;
  /** The piece's own part of its block: a list holds only this top-level item and its nested ones. */
  block: RichBlock;
  piece: number;
  compact: boolean;
}

/** The flat items of each top-level item with its nested ones, as `nestItems` nests them. */
function itemsPerRoot(items: readonly ListItem[]): ListItem[][] {
  const roots: ListItem[][] = [];
  const levels: number[] = [];
  for (const item of items) {
    while (levels.length > 0 && (levels[levels.length - 1] ?? 0) >= item.level) levels.pop();
    if (levels.length === 0) roots.push([item]);
    else roots[roots.length - 1]?.push(item);
    levels.push(item.level);
  }
  return roots;
}

/**
 * Every piece of the blocks with a stable key ('b2.3': block 2, piece 3). `compact` for a
 * section's own text (skills, hobbies), never for an entry's description. A list item's piece
 * holds only its own item, so that typing in one item leaves the data of the others as it was
 * (the node cache then keeps their nodes, and the page renderer does not measure them again).
 */
export function piecesOf(blocks: readonly RichBlock[], compact = false): Piece[] {
  return blocks.flatMap((block, b) => {
    if (block.type !== 'list' || (compact && isCompactList(block)))
      return [{ key: `b${b}.0`, block, piece: 0, compact }];
    return itemsPerRoot(block.items).map((items, piece) => ({
      key: `b${b}.${piece}`,
      block: { ...block, items },
      piece,
      compact,
    }));
  });
}
