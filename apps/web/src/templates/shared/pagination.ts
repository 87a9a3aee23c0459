/**
 * Page breaks as a pure function of measured heights, so a resume breaks in the same places in
 * the preview (at any zoom) and in the PDF.
 *
 * A column is a sequence of groups (an entry, a section heading, a language); a group is a
 * sequence of blocks (an entry's head, each paragraph or bullet of its description). Sections
 * flow on across pages: a page ends between groups, and a group taller than the space left on
 * the page breaks between its blocks, so no page is left half empty because the next entry is
 * long. The first block of a split group stays with the second (no entry head alone at the foot
 * of a page). A group marked `keepWithNext` (a section heading) moves to the next page together
 * with the start of the group after it, so a heading never ends a page.
 */

export interface MeasuredGroup {
  /** Heights of the group's blocks in CSS pixels, in order. */
  heights: readonly number[];
  keepWithNext?: boolean;
}

/** Rounding of measured heights must never push a block that fits onto the next page. */
const TOLERANCE = 0.5;

const sum = (values: readonly number[]) => values.reduce((total, h) => total + h, 0);

/** The start of a group that must share a page: its first two blocks (a head and its first line). */
function leadHeight(group: MeasuredGroup | undefined): number {
  if (!group) return 0;
  return (group.heights[0] ?? 0) + (group.heights[1] ?? 0);
}

/**
 * For each group, the page index (0-based) of each of its blocks. `capacity` is the height of the
 * column's content box on a page.
 *
 * Widow rule: the last block of a split entry never opens a page alone. The block before it goes
 * along; when that block is the one kept with the entry's head (an entry of a head and two
 * blocks), the whole entry moves, with its section heading when that heading sits right above it.
 */
export function paginate(groups: readonly MeasuredGroup[], capacity: number): number[][] {
  const result: number[][] = [];
  let page = 0;
  let used = 0;
  const fits = (height: number) => used + height <= capacity + TOLERANCE;
  const breakPage = () => {
    page += 1;
    used = 0;
  };

  groups.forEach((group, index) => {
    const total = sum(group.heights);
    const unit = group.keepWithNext ? total + leadHeight(groups[index + 1]) : leadHeight(group);
    if (used > 0 && !fits(unit)) breakPage();

    if (fits(total)) {
      result.push(group.heights.map(() => page));
      used += total;
      return;
    }
    // Taller than the space left: break between blocks, the second staying with the first.
    const start = { page, used };
    const blocks = group.heights.map((height, block) => {
      if (block !== 1 && used > 0 && !fits(height)) breakPage();
      used += height;
      return page;
    });
    const last = blocks.length - 1;
    const lone = last >= 2 && blocks[last] !== blocks[last - 1] && blocks[last - 1] === blocks[last - 2];
    const before = group.heights[last - 1] ?? 0;
    if (lone && last >= 3 && fits(before)) {
      blocks[last - 1] = page;
      used += before;
    } else if (lone && last === 2 && start.used > 0) {
      const previous = result[index - 1];
      const heading =
        groups[index - 1]?.keepWithNext && previous?.[0] === start.page ? groups[index - 1] : undefined;
      const moved = total + sum(heading?.heights ?? []);
      if (moved <= capacity + TOLERANCE && (!heading || start.used > sum(heading.heights))) {
        page = start.page + 1;
        used = moved;
        blocks.fill(page);
        if (heading && previous) previous[0] = page;
      }
    }
    result.push(blocks);
  });
  return result;
}

/** Number of pages a pagination uses (at least one). */
export function pageCount(pages: readonly (readonly number[])[]): number {
  let max = 0;
  for (const group of pages) for (const page of group) max = Math.max(max, page);
  return max + 1;
}
