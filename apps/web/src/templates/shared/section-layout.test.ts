import { buildResumeDocument, twoPageSampleParts } from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { singleColumnItems, twoColumnItems } from './section-layout';

const docWithLayout = (layout: { main: number[]; side: number[] } | null) =>
  buildResumeDocument({ ...twoPageSampleParts, style: { ...twoPageSampleParts.style, layout } });

describe('section layout', () => {
  it('puts the personal details where the heading stands in a single column', () => {
    const items = singleColumnItems(docWithLayout({ main: [6, 1, 7], side: [] }));
    expect(items[0]).toMatchObject({ kind: 'section', section: { key: 'summary' } });
    expect(items[1]).toEqual({ kind: 'personal' });
    expect(items[2]).toMatchObject({ kind: 'section', section: { key: 'work' } });
  });

  it('reads a two-column layout from the stored sides, in their order', () => {
    const { main, side } = twoColumnItems(docWithLayout({ main: [1, 7, 3], side: [8, 2] }));
    expect(side.map((s) => s.key)).toEqual(['languages', 'skills']);
    expect(main.slice(0, 2).map((s) => s.key)).toEqual(['work', 'education']);
  });

  it('sends skills, languages, links and hobbies to the side when nothing is stored', () => {
    const { main, side } = twoColumnItems(docWithLayout(null));
    expect(side.map((s) => s.key)).toEqual(['skills', 'languages', 'webLinks', 'hobbies']);
    expect(main.map((s) => s.key)).toContain('work');
    expect(main.map((s) => s.key)).not.toContain('skills');
  });
});
