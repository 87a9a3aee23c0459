import { SECTION_ID as S } from '@vita/shared/constants';
import { DEFAULT_SECTION_ORDER } from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { effectiveLayout, layoutAfterArranging, moveSection, visibleArrangement } from './layout-moves';

describe('effective layout', () => {
  it('lists main then side in one column for single-column templates', () => {
    const layout = effectiveLayout(
      { layout: { main: [S.heading, S.work], side: [S.skills] }, layoutStored: true },
      1,
    );
    expect(layout).toEqual({ main: [S.heading, S.work, S.skills], side: [] });
  });

  it('splits by the default side sections when a two-column layout was never stored', () => {
    const layout = effectiveLayout(
      { layout: { main: [...DEFAULT_SECTION_ORDER], side: [] }, layoutStored: false },
      2,
    );
    expect(layout.side).toEqual([S.skills, S.languages, S.webLinks, S.hobbies]);
    expect(layout.main).not.toContain(S.skills);
    expect(layout.main[0]).toBe(S.heading);
  });

  it('keeps a stored two-column split', () => {
    const layout = effectiveLayout(
      { layout: { main: [S.heading, S.skills, S.work], side: [S.education] }, layoutStored: true },
      2,
    );
    expect(layout).toEqual({ main: [S.heading, S.skills, S.work], side: [S.education] });
  });
});

describe('moving a section', () => {
  const start = { main: [S.summary, S.work, S.education], side: [S.skills, S.languages] } as const;
  const arrangement = { main: [...start.main], side: [...start.side] };

  it('moves down within a column to after the section it is dropped on', () => {
    expect(moveSection(arrangement, S.summary, S.work).main).toEqual([S.work, S.summary, S.education]);
  });

  it('moves up within a column to before the section it is dropped on', () => {
    expect(moveSection(arrangement, S.education, S.summary).main).toEqual([S.education, S.summary, S.work]);
  });

  it('moves from the main column into the side column before the target', () => {
    const moved = moveSection(arrangement, S.work, S.languages);
    expect(moved.main).toEqual([S.summary, S.education]);
    expect(moved.side).toEqual([S.skills, S.work, S.languages]);
  });

  it('moves from the side column to the end of the main column when dropped on the column', () => {
    const moved = moveSection(arrangement, S.skills, 'main');
    expect(moved.main).toEqual([S.summary, S.work, S.education, S.skills]);
    expect(moved.side).toEqual([S.languages]);
  });

  it('returns the same arrangement when nothing changes', () => {
    expect(moveSection(arrangement, S.work, S.work)).toBe(arrangement);
    expect(moveSection(arrangement, S.hobbies, S.work)).toBe(arrangement);
  });

  it('does not change the arrangement it was given', () => {
    moveSection(arrangement, S.work, S.languages);
    expect(arrangement).toEqual({ main: [...start.main], side: [...start.side] });
  });
});

describe('the layout stored after arranging', () => {
  const full = {
    main: [S.heading, S.summary, S.work, S.education, S.certifications],
    side: [S.skills, S.languages, S.hobbies],
  };
  const visible = new Set<number>([S.heading, S.summary, S.work, S.education, S.skills, S.languages]);

  it('shows only visible sections, without the heading', () => {
    expect(visibleArrangement(full, visible)).toEqual({
      main: [S.summary, S.work, S.education],
      side: [S.skills, S.languages],
    });
  });

  it('keeps the heading first and empty sections after the arranged ones, in their column', () => {
    const arranged = { main: [S.work, S.summary, S.skills], side: [S.languages, S.education] };
    expect(layoutAfterArranging(full, arranged)).toEqual({
      main: [S.heading, S.work, S.summary, S.skills, S.certifications],
      side: [S.languages, S.education, S.hobbies],
    });
  });

  it('keeps an empty section in the side column of a two-column template when every visible one left it', () => {
    const arranged = { main: [S.summary, S.work, S.education, S.skills, S.languages], side: [] };
    const twoColumns = {
      main: [S.heading, S.summary, S.work, S.education, S.certifications],
      side: [S.skills, S.languages],
    };
    const layout = layoutAfterArranging(twoColumns, arranged, 2);
    expect(layout.side).toEqual([S.certifications]);
    expect(layout.main).toEqual([S.heading, S.summary, S.work, S.education, S.skills, S.languages]);
    expect(effectiveLayout({ layout, layoutStored: true }, 2).main).toContain(S.skills);
  });
});
