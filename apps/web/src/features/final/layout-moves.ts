/**
 * The section arrangement of the final page as pure functions (01 §4: drag and drop within and,
 * for two-column templates, between columns). The stored layout (`{ main, side }` of final-page
 * section ids) holds every section, empty or not; the panel shows and moves only the visible ones.
 */
import { SECTION_ID, type SectionId } from '@vita/shared/constants';
import { defaultSideSections, type ResumeDocument } from '@vita/shared/resume';

export type Column = 'main' | 'side';
export const COLUMNS: readonly Column[] = ['main', 'side'];

/** Section ids per column. */
export interface Arrangement {
  main: SectionId[];
  side: SectionId[];
}

type LayoutSource = Pick<ResumeDocument, 'layout' | 'layoutStored'>;

/**
 * Every section id in the column the template draws it in (templates/shared/section-layout.ts):
 * one column keeps the order main then side; two columns without a stored side split by
 * `defaultSideSections`.
 */
export function effectiveLayout(doc: LayoutSource, columns: 1 | 2): Arrangement {
  const all = [...doc.layout.main, ...doc.layout.side] as SectionId[];
  if (columns === 1) return { main: all, side: [] };
  const useStored = doc.layoutStored && doc.layout.side.length > 0;
  const sideSet = new Set<number>(useStored ? doc.layout.side : defaultSideSections);
  return {
    main: all.filter((id) => !sideSet.has(id)),
    side: all.filter((id) => sideSet.has(id)),
  };
}

/** What the panel lists: the visible sections in their columns (the heading stays fixed on top). */
export function visibleArrangement(full: Arrangement, visible: ReadonlySet<number>): Arrangement {
  const show = (ids: SectionId[]) => ids.filter((id) => id !== SECTION_ID.heading && visible.has(id));
  return { main: show(full.main), side: show(full.side) };
}

export function columnOf(arrangement: Arrangement, id: SectionId | Column): Column | null {
  if (id === 'main' || id === 'side') return id;
  if (arrangement.main.includes(id)) return 'main';
  if (arrangement.side.includes(id)) return 'side';
  return null;
}

/**
 * Moves `active` to where `over` is: before or after a section (after when moving down in the
 * same column, or when `after` is set), or to the end of a column when `over` is the column.
 * Returns the same object when nothing changes.
 */
export function moveSection(
  arrangement: Arrangement,
  active: SectionId,
  over: SectionId | Column,
  after = false,
): Arrangement {
  const from = columnOf(arrangement, active);
  const to = columnOf(arrangement, over);
  if (from === null || to === null || active === over) return arrangement;
  const source = arrangement[from];
  const oldIndex = source.indexOf(active);
  const target = from === to ? source.filter((id) => id !== active) : [...arrangement[to]];
  let index: number;
  if (over === 'main' || over === 'side') {
    index = target.length;
  } else {
    const overIndex = target.indexOf(over);
    const movingDown = from === to && source.indexOf(over) > oldIndex;
    index = overIndex + (movingDown || after ? 1 : 0);
  }
  target.splice(index, 0, active);
  const next = { ...arrangement, [to]: target };
  if (from !== to) next[from] = source.filter((id) => id !== active);
  const same = COLUMNS.every(
    (c) => next[c].length === arrangement[c].length && next[c].every((id, i) => arrangement[c][i] === id),
  );
  return same ? arrangement : next;
}

/**
 * The layout to store after the visible sections were arranged: each column lists its visible
 * sections in the new order, then its hidden (empty) ones in their old order, so a section that
 * gets content later shows at the end of its column. The heading keeps its place at the top.
 */
export function layoutAfterArranging(
  full: Arrangement,
  arranged: Arrangement,
  columns: 1 | 2 = 1,
): Arrangement {
  const placed = new Set<number>([...arranged.main, ...arranged.side]);
  const rest = (ids: SectionId[]) => ids.filter((id) => !placed.has(id) && id !== SECTION_ID.heading);
  const headingColumn = columnOf(full, SECTION_ID.heading) ?? 'main';
  const head = (column: Column): SectionId[] => (headingColumn === column ? [SECTION_ID.heading] : []);
  const layout = {
    main: [...head('main'), ...arranged.main, ...rest(full.main)],
    side: [...head('side'), ...arranged.side, ...rest(full.side)],
  };
  // Two-column templates read an empty stored side as "never arranged" and fall back to the
  // default split; an empty (hidden) section parked in the side keeps the visitor's choice.
  const parked = layout.main.filter((id) => id !== SECTION_ID.heading && !placed.has(id)).at(-1);
  if (columns === 2 && layout.side.length === 0 && parked !== undefined) {
    return { main: layout.main.filter((id) => id !== parked), side: [parked] };
  }
  return layout;
}

/** A move by button: one place up or down in its column, or to the end of the other column. */
export type SectionStep = 'up' | 'down' | 'otherColumn';

/**
 * The arrangement after a button press on `id` (the single-pointer way to do what a drag does).
 * Returns the same object when the move is not possible: the first section up, the last down,
 * another column where the template has one, an unknown id.
 */
export function stepSection(
  arrangement: Arrangement,
  id: SectionId,
  step: SectionStep,
  columns: 1 | 2,
): Arrangement {
  const column = columnOf(arrangement, id);
  if (column === null) return arrangement;
  if (step === 'otherColumn') {
    return columns === 2 ? moveSection(arrangement, id, column === 'main' ? 'side' : 'main') : arrangement;
  }
  const list = arrangement[column];
  const neighbour = list[list.indexOf(id) + (step === 'up' ? -1 : 1)];
  return neighbour === undefined ? arrangement : moveSection(arrangement, id, neighbour);
}
