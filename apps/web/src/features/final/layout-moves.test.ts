import { SECTION_ID as S, type SectionId } from '@vita/shared/constants';
import { DEFAULT_SECTION_ORDER } from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import {
  type Arrangement,
  effectiveLayout,
  layoutAfterArranging,
  moveSection,
  type SectionStep,
  stepSection,
  visibleArrangement,
} from './layout-moves';

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

describe('moving a section by button (stepSection)', () => {
  const arrangement = { main: [S.summary, S.work, S.education], side: [S.skills, S.languages] };
  const cases: [string, SectionId, SectionStep, 1 | 2, Arrangement][] = [
    [
      'up swaps with the one above',
      S.work,
      'up',
      2,
      { main: [S.work, S.summary, S.education], side: [S.skills, S.languages] },
    ],
    [
      'down swaps with the one below',
      S.work,
      'down',
      2,
      { main: [S.summary, S.education, S.work], side: [S.skills, S.languages] },
    ],
    [
      'down in the side column stays in it',
      S.skills,
      'down',
      2,
      { main: [S.summary, S.work, S.education], side: [S.languages, S.skills] },
    ],
    [
      'to the other column goes to its end',
      S.summary,
      'otherColumn',
      2,
      { main: [S.work, S.education], side: [S.skills, S.languages, S.summary] },
    ],
    [
      'from the side to the main column',
      S.languages,
      'otherColumn',
      2,
      { main: [S.summary, S.work, S.education, S.languages], side: [S.skills] },
    ],
  ];
  it.each(cases)('%s', (_name, id, step, columns, expected) => {
    expect(stepSection(arrangement, id, step, columns)).toEqual(expected);
  });

  const unchanged: [string, SectionId, SectionStep, 1 | 2][] = [
    ['the first section up', S.summary, 'up', 2],
    ['the last section down', S.education, 'down', 2],
    ['the first of the side column up', S.skills, 'up', 2],
    ['the last of the side column down', S.languages, 'down', 2],
    ['to another column on a one-column template', S.work, 'otherColumn', 1],
    ['a section not in the list', S.hobbies, 'up', 2],
  ];
  it.each(unchanged)('leaves the arrangement as it is for %s', (_name, id, step, columns) => {
    expect(stepSection(arrangement, id, step, columns)).toBe(arrangement);
  });
});
