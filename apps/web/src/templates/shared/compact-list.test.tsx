import { render } from '@testing-library/react';
import { buildResumeDocument, type RichBlock, typicalSampleParts } from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_COMPONENTS } from '../registry';
import { isCompactList, piecesOf } from './rich-text';

const list = (texts: string[], ordered = false): RichBlock => ({
  type: 'list',
  ordered,
  items: texts.map((text) => ({ runs: [{ text, bold: false, italic: false, underline: false }], level: 0 })),
});

const SKILLS = ['Kundenberatung', 'Kassenführung', 'Warenpräsentation', 'MS Office'];

describe('keyword lists in columns', () => {
  it('takes a flat list of short items as keywords', () => {
    expect(isCompactList(list(SKILLS))).toBe(true);
  });

  it('leaves sentences, numbered lists and lists of two one per line', () => {
    const sentence = 'Vertretung der Filialleitung in einem Team von zwölf Mitarbeitenden';
    expect(isCompactList(list([...SKILLS, sentence]))).toBe(false);
    expect(isCompactList(list(SKILLS, true))).toBe(false);
    expect(isCompactList(list(SKILLS.slice(0, 2)))).toBe(false);
  });

  it('makes one piece of a keyword list only where asked (a section, not an entry)', () => {
    expect(piecesOf([list(SKILLS)], true)).toHaveLength(1);
    expect(piecesOf([list(SKILLS)])).toHaveLength(SKILLS.length);
  });

  it('draws the skills of every single-column template as one list in columns', () => {
    const doc = buildResumeDocument(typicalSampleParts, { locale: 'de', now: new Date(2026, 10, 22) });
    for (const [name, Template] of Object.entries(TEMPLATE_COMPONENTS)) {
      if (name === 'styleTempDBSix' || name === 'styleTempDBSeven') continue;
      const { container, unmount } = render(<Template doc={doc} />);
      const compact = container.querySelectorAll('.vt-rich__list--compact');
      expect(compact.length, name).toBe(1);
      expect(compact[0]?.querySelectorAll('li').length, name).toBeGreaterThanOrEqual(3);
      unmount();
    }
  });
});
