import { describe, expect, it } from 'vitest';
import { assembleResumeDocument } from './assemble-resume-document';
import { buildResumeDocument, type StoredResumeParts } from './build-resume-document';
import { toPlainText } from './plain-text';
import { resumeDocumentSchema } from './resume-document';
import { resumeStrength } from './strength';

const garbage: unknown[] = [
  null,
  undefined,
  42,
  'text',
  [],
  {},
  { heading: 'nope', education: 'nope', work: { a: 1 }, skills: 7, summary: [], extraSections: 'x' },
  {
    name: 12,
    style: {
      template_id: 'abc',
      style_name: 'unknown',
      colour: 'neon',
      formatting: { fontSize: 99 },
      layout: 'x',
    },
    heading: { fname: { first: 'Max' }, lname: 'Mustermann', email: 5, moreOptions: 'yes' },
    education: [null, 3, 'Uni', { sname: 99, pointer: 'eins' }],
    work: [{ jobtitle: 'x'.repeat(5000), startMonth: {}, startYear: [2020] }],
    skills: { data: '<ul><li>unclosed' },
    summary: { data: '<<<>>>&&&;;' },
    signature: { tab: 9, text: 5, date: '2026-99-99', sign: 'javascript:alert(1)', addDateAndPlace: 'yes' },
    extraSections: [
      null,
      {
        meta_sub_key: 'Language',
        meta_value: { native: 'Deutsch', languages: [{ language: 'Englisch', level: 'Z9' }] },
      },
      { meta_sub_key: 'WebLinks', meta_value: { link1: 'javascript:alert(1)' } },
      { meta_sub_key: 'Unknown', meta_value: { data: '<p>x</p>' } },
    ],
    customSections: [null, { title: 7, description: '<p>Zwei</p>' }],
    photo: 'http://evil.example/x.png',
  },
];

describe('tolerance of stored garbage', () => {
  it.each(garbage.map((g, i) => [i, g]))('builds a valid document from garbage %i', (_, input) => {
    const doc = buildResumeDocument(input as StoredResumeParts);
    expect(resumeDocumentSchema.safeParse(doc).success).toBe(true);
    expect(typeof toPlainText(doc)).toBe('string');
    expect(resumeStrength(input as StoredResumeParts)).toBeGreaterThanOrEqual(0);
  });

  it.each(garbage.map((g, i) => [i, g]))(
    'builds a valid document from garbage %i without the schemas',
    (_, input) => {
      const doc = assembleResumeDocument(input as StoredResumeParts);
      expect(resumeDocumentSchema.safeParse(doc).success).toBe(true);
      expect(typeof toPlainText(doc)).toBe('string');
    },
  );

  it('keeps what does parse and drops what does not', () => {
    const doc = buildResumeDocument(garbage[garbage.length - 1] as StoredResumeParts);
    expect(doc.templateStyleName).toBe('styleTempOne');
    expect(doc.colour.key).toBe('brand');
    expect(doc.formatting.fontSize).toBe(10);
    expect(doc.personal).toMatchObject({
      firstName: '',
      lastName: 'Mustermann',
      email: '',
      licence: '',
      photo: null,
    });
    expect(doc.signature).toBeNull();
    const languages = doc.sections.find((s) => s.key === 'languages');
    expect(languages?.kind === 'languages' && languages.languages).toEqual([
      { name: 'Englisch', level: '', native: false, value: 0, bars: 0, text: 'Englisch' },
    ]);
    const links = doc.sections.find((s) => s.key === 'webLinks');
    expect(links?.kind === 'links' && links.links).toEqual([{ text: 'javascript:alert(1)', href: null }]);
    expect(doc.sections.find((s) => s.key === 'customTwo')).toMatchObject({ title: '7', sourceId: null });
  });
});
