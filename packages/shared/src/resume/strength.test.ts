import { describe, expect, it } from 'vitest';
import { headingSchema } from '../contracts/meta-values';
import { sampleResumeParts } from './sample-resume';
import {
  educationStrength,
  headingDraftStrength,
  headingStrength,
  resumeStrength,
  sectionStrengths,
  skillsStrength,
  summaryStrength,
  workStrength,
} from './strength';

const heading = (fields: Record<string, string>) => headingSchema.parse({ email: 'a@b.de', ...fields });
const bulletList = (count: number) =>
  `<ul>${Array.from({ length: count }, (_, i) => `<li><p>Kenntnis ${i + 1}</p></li>`).join('')}</ul>`;

describe('heading strength', () => {
  it.each([
    ['all three address pieces', { street: 'Hauptstr. 1', pincode: '10115', location: 'Berlin' }, 20],
    ['street and postal code', { street: 'Hauptstr. 1', pincode: '10115' }, 18],
    ['postal code and city', { pincode: '10115', location: 'Berlin' }, 18],
    ['only the city', { location: 'Berlin' }, 15],
    ['only the street', { street: 'Hauptstr. 1' }, 15],
    ['only the postal code', { pincode: '10115' }, 15],
    ['no address', {}, 13],
    ['blank address pieces', { street: '  ', pincode: ' ', location: '' }, 13],
  ])('gives the right points with %s', (_, fields, points) => {
    expect(headingStrength(heading(fields))).toBe(points);
    // The heading form scores its checked draft without the schemas: the same points.
    expect(headingDraftStrength(heading(fields))).toBe(points);
  });

  it('gives 13 heading points without an address', () => {
    expect(headingStrength({ fname: 'Lena' })).toBe(13);
  });

  it('gives 0 heading points for a heading without any data', () => {
    expect(headingStrength(headingSchema.parse({}))).toBe(0);
    expect(headingStrength(headingSchema.parse({ moreOptions: true }))).toBe(0);
    expect(headingStrength(null)).toBe(0);
    expect(headingStrength('garbage')).toBe(0);
  });
});

describe('education and work strength', () => {
  it.each([
    [[{ sname: 'Uni' }], 20],
    [[], 0],
    [null, 0],
    [['kein Eintrag'], 0],
  ])('gives education %j → %i points', (entries, points) => {
    expect(educationStrength(entries)).toBe(points);
  });

  it.each([
    [[{ jobtitle: 'Koch' }], 20],
    [[], 0],
    [undefined, 0],
  ])('gives work %j → %i points', (entries, points) => {
    expect(workStrength(entries)).toBe(points);
  });
});

describe('skills strength', () => {
  it.each([
    ['six skills', bulletList(6), 20],
    ['ten skills', bulletList(10), 20],
    ['five skills', bulletList(5), 12],
    ['one skill', bulletList(1), 12],
    ['no list but 240 characters of text', `<p>${'a'.repeat(240)}</p>`, 7],
    ['no list and 239 characters of text', `<p>${'a'.repeat(239)}</p>`, 0],
    ['the editor’s empty starting list', '<ul><li><p></p></li></ul>', 0],
    ['nothing', '', 0],
  ])('gives the right points for %s', (_, data, points) => {
    expect(skillsStrength({ data, recommended: [] })).toBe(points);
  });

  it('gives 0 skill points without skills', () => {
    expect(skillsStrength(null)).toBe(0);
  });
});

describe('summary strength', () => {
  it.each([
    ['empty', '', 0],
    ['an empty paragraph', '<p></p>', 0],
    ['7 characters', '<p>1234567</p>', 12],
    ['14 characters', '<p>12345678901234</p>', 12],
    ['15 characters', '<p>123456789012345</p>', 20],
    ['a long text', `<p>${'Erfahrene Fachkraft. '.repeat(10)}</p>`, 20],
    // The spec's "else" covers 1 to 6 characters too.
    ['1 character', '<p>a</p>', 20],
    ['6 characters', '<p>123456</p>', 20],
  ])('gives the right points for %s', (_, data, points) => {
    expect(summaryStrength({ data })).toBe(points);
  });

  it('counts text, not markup', () => {
    expect(summaryStrength({ data: '<p><strong>Kurz &amp; gut</strong></p>' })).toBe(12);
  });
});

describe('resume strength', () => {
  it('sums the five sections to 100 for the sample resume', () => {
    expect(sectionStrengths(sampleResumeParts)).toEqual({
      heading: 20,
      education: 20,
      work: 20,
      skills: 20,
      summary: 20,
    });
    expect(resumeStrength(sampleResumeParts)).toBe(100);
  });

  it('gives 0 for an empty resume', () => {
    expect(resumeStrength({ heading: null, education: [], work: [], skills: null, summary: null })).toBe(0);
  });

  it('adds partial section points', () => {
    const parts = {
      heading: heading({ location: 'Berlin' }),
      education: [],
      work: sampleResumeParts.work,
      skills: { data: bulletList(3), recommended: [] },
      summary: { data: '<p>Kurzprofil</p>' },
    };
    expect(resumeStrength(parts)).toBe(15 + 0 + 20 + 12 + 12);
  });
});
