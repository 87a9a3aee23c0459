import { describe, expect, it } from 'vitest';
import { buildResumeDocument } from './build-resume-document';
import { toPlainText } from './plain-text';
import { sampleResumeParts } from './sample-resume';
import { twoPageSampleParts } from './two-page-sample';

const NOW = new Date(2026, 10, 22);
const sampleDoc = buildResumeDocument(sampleResumeParts, { now: NOW });
const text = toPlainText(sampleDoc);
const lines = text.split('\n');

describe('plain-text resume', () => {
  it('starts with the name and the contact lines', () => {
    expect(lines.slice(0, 4)).toEqual([
      'Lena Schäfer',
      'Schönhauser Allee 112, 10437 Berlin',
      'Telefon: +49 170 2345678',
      'E-Mail: lena.schaefer@example.de',
    ]);
  });

  it('underlines section headings in document order', () => {
    const headings = lines.filter((_, i) => /^=+$/.test(lines[i + 1] ?? ''));
    // The titles themselves are the document's (build-resume-document.test.ts lists them).
    expect(headings).toEqual(sampleDoc.sections.map((section) => section.title));
    expect(headings[0]).toBe('Profil');
    expect(lines[lines.indexOf('Berufserfahrung') + 1]).toBe('===============');
  });

  it('puts dates in a column before each entry', () => {
    expect(text).toContain(
      '04/2021 – Aktuell   Senior-Produktdesignerin\n                    Grünwerk Mobility GmbH, Berlin\n                    • Leitung',
    );
    expect(text).toContain('10/2015 – 09/2017   Master of Arts, Interaktionsdesign');
    expect(text).toContain('                    Note: 1,3');
  });

  it('writes bullets and language levels', () => {
    expect(text).toContain('\n• Figma, Sketch und Adobe Creative Cloud\n');
    expect(text).toContain('\nDeutsch – Muttersprache\nEnglisch – C1\nFranzösisch – B1\n');
  });

  it('ends with place, date and the typed signature', () => {
    expect(text.endsWith('\n\nBerlin, 22.11.2026\nLena Schäfer\n')).toBe(true);
  });

  it('contains no markup and no entities', () => {
    const full = toPlainText(buildResumeDocument(twoPageSampleParts, { now: NOW }));
    expect(full).not.toMatch(/<\/?[a-z]|&[a-z#0-9]+;/i);
    expect(full).toContain('Spreeblick Medien GmbH & Co. KG, Berlin');
    expect(full).not.toMatch(/\n{3}/);
    expect(full).not.toMatch(/[ \t]$/m);
  });

  it('replaces non-breaking spaces and soft hyphens', () => {
    const doc = buildResumeDocument({
      ...sampleResumeParts,
      summary: { data: '<p>10&nbsp;% mehr Kunden&shy;zufriedenheit</p>' },
    });
    expect(toPlainText(doc)).toContain('\n10 % mehr Kundenzufriedenheit\n');
  });

  it('lists web links as typed and numbers ordered lists', () => {
    const doc = buildResumeDocument({
      ...sampleResumeParts,
      summary: { data: '<ol><li>Erstens</li><li>Zweitens</li></ol>' },
      extraSections: [
        { id: 1, meta_sub_key: 'WebLinks', meta_value: { link1: 'github.com/lena', link2: '', link3: '' } },
      ],
    });
    const plain = toPlainText(doc);
    expect(plain).toContain('Profil\n======\n1. Erstens\n2. Zweitens\n');
    expect(plain).toContain('Links\n=====\ngithub.com/lena\n');
  });

  it('uses the resume name as header when the heading is empty', () => {
    const doc = buildResumeDocument({ ...sampleResumeParts, heading: null, signature: null });
    expect(toPlainText(doc).split('\n')[0]).toBe('Lebenslauf Lena Schäfer');
  });
});
