import { describe, expect, it } from 'vitest';
import { valuesFromCustomSections, valuesFromDocument, valuesFromMeta } from './stored-parts';

describe('stored parts as local values (reopening by token)', () => {
  it('takes the meta values as the wizard stores them', () => {
    expect(
      valuesFromMeta({
        heading: { fname: 'Lena' },
        education: null,
        'work-expr': [{ jobtitle: 'X' }],
        skills: null,
      }),
    ).toEqual({ heading: { fname: 'Lena' }, education: [], work: [{ jobtitle: 'X' }], skills: null });
  });

  it('puts custom sections into their slots, oldest first', () => {
    expect(
      valuesFromCustomSections([
        { id: 3, meta_value: { title: 'Ehrenamt', description: '<p>Tafel</p>' } },
        { id: 5, meta_value: { title: 'Projekte', description: '' } },
      ]),
    ).toEqual({
      customSectionOne: { id: 3, title: 'Ehrenamt', description: '<p>Tafel</p>' },
      customSectionTwo: { id: 5, title: 'Projekte', description: '' },
    });
  });

  it('reads extra sections, languages and links from the document and clears the missing ones', () => {
    const base = { column: 'main' as const, title: '' };
    const values = valuesFromDocument({
      sections: [
        { ...base, id: 12, key: 'certifications', sourceId: 9, kind: 'rich', html: '<p>PMP</p>', blocks: [] },
        {
          ...base,
          id: 8,
          key: 'languages',
          sourceId: 4,
          kind: 'languages',
          languages: [
            { name: 'Deutsch', level: 'Muttersprache', native: true, value: 100, bars: 6, text: '' },
            { name: 'Englisch', level: 'C1', native: false, value: 80, bars: 5, text: '' },
          ],
        },
        {
          ...base,
          id: 11,
          key: 'webLinks',
          sourceId: 6,
          kind: 'links',
          links: [{ text: 'example.de', href: null }],
        },
      ],
    });
    expect(values.certifications).toEqual({ id: 9, data: '<p>PMP</p>' });
    expect(values.hobbies).toBeNull();
    expect(values.languages).toEqual({
      id: 4,
      native: [{ nativeLang: 'Deutsch' }],
      languages: [{ language: 'Englisch', level: 'C1', value: 80 }],
    });
    expect(values.webLinks).toEqual({ id: 6, link1: 'example.de', link2: '', link3: '' });
  });
});
