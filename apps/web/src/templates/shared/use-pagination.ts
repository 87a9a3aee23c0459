import { type CSSProperties, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { paginate } from './pagination';

export interface FlowBlock {
  key: string;
  node: ReactNode;
}
/** Blocks that stay on one page unless together they are taller than a page (see pagination.ts). */
export interface FlowGroup {
  key: string;
  blocks: readonly FlowBlock[];
  keepWithNext?: boolean;
}
/** Column name → its groups in reading order. */
export type Flows = Readonly<Record<string, readonly FlowGroup[]>>;

/** Column → block id → page index. */
type Assignment = Readonly<Record<string, Readonly<Record<string, number>>>>;

const blockId = (group: FlowGroup, block: FlowBlock) => `${group.key}/${block.key}`;

export interface Placed {
  id: string;
  node: ReactNode;
  page: number;
}

/**
 * Blocks in flow order with their page. A block the last measurement has not seen yet (just
 * typed) goes on the page of the block before it, so pages never run backwards.
 */
export function place(
  flows: Flows,
  assignment: Assignment,
): { columns: Record<string, Placed[]>; count: number } {
  const columns: Record<string, Placed[]> = {};
  let count = 1;
  for (const [column, groups] of Object.entries(flows)) {
    const known = assignment[column] ?? {};
    let page = 0;
    columns[column] = groups.flatMap((group) =>
      group.blocks.map((block) => {
        const id = blockId(group, block);
        page = Math.max(page, known[id] ?? page);
        count = Math.max(count, page + 1);
        return { id, node: block.node, page };
      }),
    );
  }
  return { columns, count };
}

function sameAssignment(a: Assignment, b: Assignment): boolean {
  const columns = Object.keys(b);
  if (Object.keys(a).length !== columns.length) return false;
  return columns.every((column) => {
    const left = a[column] ?? {};
    const right = b[column] ?? {};
    const ids = Object.keys(right);
    return Object.keys(left).length === ids.length && ids.every((id) => left[id] === right[id]);
  });
}

/** What the last measurement saw, so a keystroke re-measures only the block it changed. */
interface Measured {
  /** "column\nblock id" → height in CSS pixels at scale 1. */
  heights: Map<string, number>;
  /** The node each height was measured for: a new node (new data) is measured again. */
  nodes: Map<string, ReactNode>;
  /** Measure every block next time (fonts or images loaded, formatting changed, shown again). */
  all: boolean;
}

/**
 * Measures the blocks that are new or changed and returns where each block belongs. Heights are
 * read unscaled (divided by the page's on-screen scale), so the result does not depend on the
 * preview's zoom. Null when the document is not laid out (hidden, or no layout engine as in unit
 * tests).
 */
function measureAssignment(root: HTMLElement, flows: Flows, measured: Measured): Assignment | null {
  const firstPage = root.querySelector<HTMLElement>('[data-vt-page]');
  if (!firstPage || firstPage.offsetWidth === 0) {
    measured.all = true;
    return null;
  }
  const scale = firstPage.getBoundingClientRect().width / firstPage.offsetWidth;
  if (!(scale > 0)) return null;
  const elements = new Map<string, HTMLElement>();
  for (const element of root.querySelectorAll<HTMLElement>('[data-vt-block]'))
    elements.set(`${element.dataset.vtColumn}\n${element.dataset.vtBlock}`, element);

  const { heights, nodes } = measured;
  const current = new Set<string>();
  const assignment: Record<string, Record<string, number>> = {};
  for (const [column, groups] of Object.entries(flows)) {
    const flow = [...firstPage.querySelectorAll<HTMLElement>('[data-vt-flow]')].find(
      (element) => element.dataset.vtFlow === column,
    );
    if (!flow) continue;
    const capacity = flow.getBoundingClientRect().height / scale;
    const heightOf = (group: FlowGroup, block: FlowBlock) => {
      const key = `${column}\n${blockId(group, block)}`;
      current.add(key);
      const element = elements.get(key);
      if (element && (measured.all || nodes.get(key) !== block.node || !heights.has(key))) {
        heights.set(key, element.getBoundingClientRect().height / scale);
        nodes.set(key, block.node);
      }
      return heights.get(key) ?? 0;
    };
    const pages = paginate(
      groups.map((group) => ({
        heights: group.blocks.map((block) => heightOf(group, block)),
        keepWithNext: group.keepWithNext,
      })),
      capacity,
    );
    const byId: Record<string, number> = {};
    groups.forEach((group, g) => {
      group.blocks.forEach((block, b) => {
        byId[blockId(group, block)] = pages[g]?.[b] ?? 0;
      });
    });
    assignment[column] = byId;
  }
  for (const key of heights.keys()) {
    if (!current.has(key)) {
      heights.delete(key);
      nodes.delete(key);
    }
  }
  measured.all = false;
  return assignment;
}

/**
 * Which page each block goes on, measured after every render (before paint) and again when fonts
 * or images finish loading or the document becomes visible. `rootRef` goes on the document root,
 * which carries `data-vt-paginated` while the pages on screen are the measured ones.
 */
export function usePagination(flows: Flows, style: CSSProperties | undefined) {
  const rootRef = useRef<HTMLDivElement>(null);
  const flowsRef = useRef(flows);
  const [assignment, setAssignment] = useState<Assignment>({});
  const assignmentRef = useRef(assignment);
  assignmentRef.current = assignment;
  const measured = useRef<Measured>({ heights: new Map(), nodes: new Map(), all: true });
  const styleKey = useRef('');
  const lastStyle = useRef<CSSProperties | undefined | null>(null);
  /** The assignment this hook has just set: its render moves blocks, it changes no height. */
  const applied = useRef<Assignment | null>(null);
  /** The document root's width at the last measurement (a resize of the same width is none). */
  const measuredWidth = useRef(-1);

  const repaginate = useCallback(() => {
    const root = rootRef.current;
    if (!root) return;
    const next = measureAssignment(root, flowsRef.current, measured.current);
    if (next === null) {
      measuredWidth.current = -1;
      return;
    }
    measuredWidth.current = root.offsetWidth;
    if (sameAssignment(assignmentRef.current, next)) {
      // Contract for the print entry: the pages on screen are the measured ones (written only
      // when it changes: a keystroke leaves the document root as it was).
      if (root.dataset.vtPaginated !== 'true') root.dataset.vtPaginated = 'true';
    } else {
      delete root.dataset.vtPaginated;
      assignmentRef.current = next;
      applied.current = next;
      setAssignment(next);
    }
  }, []);

  // After every render, before paint: a keystroke that pushes an entry over the edge moves it in
  // the same frame. Block heights do not depend on their page, so the render that only moves
  // blocks to their pages (same flows, same style) is final without measuring again: one
  // measurement per change, and one per print.
  useLayoutEffect(() => {
    const own = applied.current !== null && applied.current === assignment && flowsRef.current === flows;
    applied.current = null;
    // The template keeps its style object while it is equal in value (template-pages.tsx).
    let restyled = false;
    if (style !== lastStyle.current) {
      lastStyle.current = style;
      const key = JSON.stringify(style ?? null);
      restyled = key !== styleKey.current;
      if (restyled) styleKey.current = key;
    }
    if (own && !restyled && !measured.current.all) {
      const root = rootRef.current;
      if (root && root.dataset.vtPaginated !== 'true') root.dataset.vtPaginated = 'true';
      return;
    }
    flowsRef.current = flows;
    if (restyled) {
      measured.current.all = true;
    }
    repaginate();
  });

  // Heights change without new content when fonts or images arrive or the document is shown.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const remeasure = () => {
      measured.current.all = true;
      repaginate();
    };
    // A resize observer reports every element once when it starts observing, and the root grows
    // when pages are added: only another width (or being shown, from width 0) changes heights.
    const resized = () => {
      if (root.offsetWidth !== measuredWidth.current) remeasure();
    };
    root.addEventListener('load', remeasure, true);
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    fonts?.addEventListener?.('loadingdone', remeasure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resized);
    observer?.observe(root);
    return () => {
      root.removeEventListener('load', remeasure, true);
      fonts?.removeEventListener?.('loadingdone', remeasure);
      observer?.disconnect();
    };
  }, [repaginate]);

  return { rootRef, assignment };
}
