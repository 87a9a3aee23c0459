import { describe, expect, it } from 'vitest';
import { buildResumeDocument, type StoredResumeParts } from './build-resume-document';
import { toPlainText } from './plain-text';
import { sampleResumeParts } from './sample-resume';

const NOW = new Date(2026, 11, 1);
const PROSE =
  'Engagierte Kauffrau im Einzelhandel mit zwölf Jahren Erfahrung. Ich führe ein Team von zwölf Mitarbeitenden.';
const HOBBIES = 'In meiner Freizeit laufe ich Halbmarathon und trainiere die C-Jugend des TuS Ehrenfeld.';

const withProse = (summary: string, hobbies: string): StoredResumeParts => ({
  ...sampleResumeParts,
  summary: { data: summary },
  extraSections: [
    ...sampleResumeParts.extraSections.filter((s) => s.meta_sub_key !== 'hobbiesInformation'),
    { id: 77, meta_sub_key: 'hobbiesInformation', meta_value: { data: hobbies } },
  ],
});

const blocksOf = (parts: StoredResumeParts, key: string) => {
  const section = buildResumeDocument(parts, { locale: 'de', now: NOW }).sections.find((s) => s.key === key);
  if (section?.kind !== 'rich') throw new Error(`no rich section ${key}`);
  return section.blocks;
};

describe('Kurzprofil and Hobbys typed as prose', () => {
  it('print a single bullet of prose as a paragraph (the editor starts every text with a bullet)', () => {
    const parts = withProse(`<ul><li><p>${PROSE}</p></li></ul>`, `<ul><li><p>${HOBBIES}</p></li></ul>`);
    for (const key of ['summary', 'hobbies']) {
      const blocks = blocksOf(parts, key);
      expect(
        blocks.map((b) => b.type),
        key,
      ).toEqual(['paragraph']);
    }
    const text = toPlainText(buildResumeDocument(parts, { locale: 'de', now: NOW }));
    expect(text).toContain(PROSE);
    expect(text).not.toMatch(/[•–-] Engagierte Kauffrau/);
    expect(text).not.toMatch(/[•–-] In meiner Freizeit/);
  });

  it('keep a list of several items a list', () => {
    const parts = withProse(
      '<ul><li><p>Teamführung</p></li><li><p>Warenwirtschaft</p></li></ul>',
      '<ul><li><p>Laufen</p></li><li><p>Kochen</p></li></ul>',
    );
    expect(blocksOf(parts, 'summary').map((b) => b.type)).toEqual(['list']);
    expect(blocksOf(parts, 'hobbies').map((b) => b.type)).toEqual(['list']);
  });

  it('leave a single bullet in other sections, e.g. skills, as it is', () => {
    const parts = {
      ...withProse(`<p>${PROSE}</p>`, `<p>${HOBBIES}</p>`),
      skills: { data: '<ul><li><p>Kassenabrechnung</p></li></ul>', recommended: [] },
    };
    const skills = blocksOf(parts, 'skills');
    expect(skills.map((b) => b.type)).toEqual(['list']);
    expect(blocksOf(parts, 'summary').map((b) => b.type)).toEqual(['paragraph']);
  });
});
