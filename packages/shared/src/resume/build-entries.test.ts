import { describe, expect, it } from 'vitest';
import { buildEducationEntries, buildWorkEntries } from './build-entries';
import { GERMAN_LABELS } from './labels';

describe('work and education entries', () => {
  it('leaves out entries without any content', () => {
    expect(buildWorkEntries([{}, { jobtitle: '  ', workDescription: '<p></p>' }], GERMAN_LABELS)).toEqual([]);
    expect(buildEducationEntries([{ sname: '' }], GERMAN_LABELS, 'de')).toEqual([]);
  });

  it('joins the work place from city and the country field without repeating it', () => {
    const work = [
      { jobtitle: 'Koch', city: 'Köln', country: 'Köln' },
      { jobtitle: 'Koch', city: '', country: 'München' },
      { jobtitle: 'Koch', city: 'Wien', country: 'Österreich' },
    ];
    expect(buildWorkEntries(work, GERMAN_LABELS).map((e) => e.place)).toEqual([
      'Köln',
      'München',
      'Wien, Österreich',
    ]);
  });

  it('accepts months as English names, two digits or numbers', () => {
    const work = [{ jobtitle: 'A', startMonth: 3, startYear: 2019, endMonth: '11', endYear: '2020' }];
    expect(buildWorkEntries(work, GERMAN_LABELS)[0]?.dateRange).toBe('03/2019 – 11/2020');
  });

  it('uses the graduation date when a degree has no study end', () => {
    const education = [{ sdegree: 'Abitur', sname: 'Gymnasium', gMonth: 'June', gYear: '2011', pointer: 2 }];
    const [degree] = buildEducationEntries(education, GERMAN_LABELS, 'de');
    expect(degree).toMatchObject({ dateRange: '06/2011', grade: 'Note: 2' });
  });

  it('shows Aktuell for an ongoing degree and ignores its end date', () => {
    const education = [
      {
        sname: 'TU Berlin',
        studyStartMonth: 'October',
        studyStartYear: '2023',
        studyEndYear: '2020',
        check: true,
      },
    ];
    const [degree] = buildEducationEntries(education, GERMAN_LABELS, 'de');
    expect(degree).toMatchObject({ dateRange: '10/2023 – Aktuell', end: null, current: true });
  });

  it.each([
    [1.25, 'Note: 1,25'],
    ['2,3', 'Note: 2,3'],
    [1.333333, 'Note: 1,33'],
    ['', ''],
    [null, ''],
    [0, ''],
    ['sehr gut', ''],
  ])('prints grade %j as %j', (pointer, grade) => {
    const education = [{ sname: 'Schule', pointer }];
    const [degree] = buildEducationEntries(education, GERMAN_LABELS, 'de');
    expect(degree?.grade).toBe(grade);
  });

  it('puts the school note before the education description', () => {
    const education = [
      { sname: 'Schule', sdescription: 'Schwerpunkt <Mathe>', educationDescription: '<p>Mehr</p>' },
    ];
    const [degree] = buildEducationEntries(education, GERMAN_LABELS, 'de');
    expect(degree?.descriptionHtml).toBe('<p>Schwerpunkt &lt;Mathe&gt;</p><p>Mehr</p>');
    expect(degree?.descriptionBlocks).toHaveLength(2);
  });
});
