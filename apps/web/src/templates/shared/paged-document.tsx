import { type CSSProperties, type ReactElement, type ReactNode, useRef } from 'react';
import { type Flows, type Placed, place, usePagination } from './use-pagination';
import './fonts';
import './shared.css';
import './design-parts.css';

export type { FlowBlock, FlowGroup, Flows } from './use-pagination';

/** A4 at 96 dpi (210 × 297 mm). */
export const PAGE_WIDTH_PX = 794;
export const PAGE_HEIGHT_PX = 1123;

export interface PageSlots {
  index: number;
  count: number;
  /**
   * The column's content on this page. Contract: the returned element gets the column's full
   * height on every page from the template's CSS (no padding, no content-dependent height); its
   * height on the first page is the capacity pagination works with.
   */
  flow: (column: string, className?: string) => ReactElement;
}

interface PagedDocumentProps {
  flows: Flows;
  /** The template's root class (its CSS prefix). */
  className: string;
  style?: CSSProperties;
  lang: string;
  pageClassName?: string;
  renderPage: (slots: PageSlots) => ReactNode;
  /**
   * What `renderPage` reads besides its slots (the locale of the folio, the name in it). With
   * them, a page whose blocks and page count are unchanged is the same element as last time and
   * React skips it: a keystroke renders the page it changed. Without them every page renders.
   */
  pageDeps?: readonly unknown[];
}

interface PageMemo {
  count: number;
  deps: readonly unknown[];
  blocks: readonly (string | ReactElement)[];
  element: ReactElement;
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));

/**
 * A template's content on A4 pages with real page breaks: every block is rendered, measured after
 * layout (before paint) and moved to its page, so the preview never shows an unbroken state. It
 * re-measures when fonts or images finish loading and when it becomes visible. Deterministic for a
 * given document, fonts and page width: the print entry renders the same pages. A printer waits
 * for `document.fonts.ready`, a frame, and `[data-vt-paginated]` on the document root.
 */
export function PagedDocument({
  flows,
  className,
  style,
  lang,
  pageClassName,
  renderPage,
  pageDeps,
}: PagedDocumentProps) {
  const { rootRef, assignment } = usePagination(flows, style);
  const wrappers = useRef(new Map<string, { node: ReactNode; element: ReactElement }>());
  const pageMemos = useRef<PageMemo[]>([]);
  const { columns, count } = place(flows, assignment);
  // The wrapper of an unchanged block is the same element as last time, so React skips it too.
  const previousWrappers = wrappers.current;
  const nextWrappers = new Map<string, { node: ReactNode; element: ReactElement }>();
  const wrap = (column: string, block: Placed): ReactElement => {
    const key = `${column}\n${block.id}`;
    const hit = previousWrappers.get(key);
    const element =
      hit && hit.node === block.node ? (
        hit.element
      ) : (
        <div key={block.id} className="vt-block" data-vt-block={block.id} data-vt-column={column}>
          {block.node}
        </div>
      );
    nextWrappers.set(key, { node: block.node, element });
    return element;
  };
  const pages = Array.from({ length: count }, (_, index) => {
    const onPage: Record<string, ReactElement[]> = {};
    for (const [column, blocks] of Object.entries(columns))
      onPage[column] = blocks.filter((block) => block.page === index).map((block) => wrap(column, block));
    const blocks = Object.entries(onPage).flatMap(([column, elements]) => [column, ...elements]);
    const memo = pageMemos.current[index];
    if (
      pageDeps &&
      memo &&
      memo.count === count &&
      sameList(memo.deps, pageDeps) &&
      sameList(memo.blocks, blocks)
    )
      return memo.element;
    const flow = (column: string, flowClassName?: string) => (
      <div className={flowClassName ? `vt-flow ${flowClassName}` : 'vt-flow'} data-vt-flow={column}>
        {onPage[column] ?? []}
      </div>
    );
    const element = (
      <div
        // biome-ignore lint/suspicious/noArrayIndexKey: a page is its position
        key={index}
        className={pageClassName ? `vt-page ${pageClassName}` : 'vt-page'}
        data-vt-page={index + 1}
      >
        {renderPage({ index, count, flow })}
      </div>
    );
    if (pageDeps) pageMemos.current[index] = { count, deps: pageDeps, blocks, element };
    return element;
  });
  pageMemos.current.length = count;

  wrappers.current = nextWrappers;

  return (
    <div ref={rootRef} className={`vt-document ${className}`} style={style} lang={lang}>
      {pages}
    </div>
  );
}
