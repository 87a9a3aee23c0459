import { letterFieldsSchema } from '@vita/shared/contracts';
import { buildResumeDocument, type StoredResumeParts, sampleResumeParts } from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { bannedPhrasesIn } from './banned-phrases';
import { fillPlaceholders, phraseParagraph, placeholderValues, yearsDative } from './fill-placeholders';
import { letterContext } from './letter-context';
import { OCCUPATION_FIELDS } from './occupation-fields';
import { allPhraseTexts, phrasesFor } from './phrase-library';
import { EXPERIENCE_LEVELS, LETTER_PARTS } from './phrase-types';

const NOW = new Date(2026, 10, 25);
const docOf = (parts: StoredResumeParts) => buildResumeDocument(parts, { locale: 'de', now: NOW });
const letterOf = (position: string, company: string) =>
  letterFieldsSchema.parse({ position, recipient: { company } });

const KNOWN_PLACEHOLDERS = [
  'position',
  'company',
  'skill1',
  'skill2',
  'skill3',
  'lastTitle',
  'lastEmployer',
  'years',
  'yearsInLastJob',
];

describe('phrase library', () => {
  it.each(OCCUPATION_FIELDS)('offers at least 4 phrases per part and level in field %s', (field) => {
    for (const level of EXPERIENCE_LEVELS) {
      for (const part of LETTER_PARTS) {
        expect(phrasesFor(field, level, part).length, `${field}/${level}/${part}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('keeps level-bound phrases to their level', () => {
    const entry = phrasesFor('care', 'entry', 'intro').map((p) => p.text);
    const lead = phrasesFor('care', 'lead', 'intro').map((p) => p.text);
    expect(entry.some((text) => text.includes('Praxiseinsätzen'))).toBe(true);
    expect(lead.some((text) => text.includes('Praxiseinsätzen'))).toBe(false);
    expect(lead.some((text) => text.includes('führe ich ein Team'))).toBe(true);
  });

  it('uses only placeholders the letter and resume can fill', () => {
    for (const text of allPhraseTexts()) {
      for (const [, name] of text.matchAll(/\{(\w+)\}/g)) expect(KNOWN_PLACEHOLDERS, text).toContain(name);
    }
  });

  it('contains no cliché a recruiter skips, in any phrase', () => {
    const offenders = allPhraseTexts().filter((text) => bannedPhrasesIn(text).length > 0);
    expect(offenders).toEqual([]);
  });

  it.each(OCCUPATION_FIELDS)('has no phrase twice in field %s', (field) => {
    for (const level of EXPERIENCE_LEVELS) {
      const texts = LETTER_PARTS.flatMap((part) => phrasesFor(field, level, part).map((p) => p.text));
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});

describe('placeholders', () => {
  it('fill from the letter and the resume: position, company, newest job, skills, years', () => {
    const context = letterContext(docOf(sampleResumeParts), letterOf('UX-Lead', 'Stadtwerke Köln'), NOW);
    expect(context).toMatchObject({
      position: 'UX-Lead',
      company: 'Stadtwerke Köln',
      lastTitle: 'Senior-Produktdesignerin',
      lastEmployer: 'Grünwerk Mobility GmbH',
      // 11 years worked (10/2013–08/2015, then from 10/2017; the study gap is not experience),
      // five of them in the newest job (since 04/2021).
      years: 11,
      yearsInLastJob: 5,
      level: 'experienced',
    });
    expect(context.skills).toEqual([
      'Nutzerforschung (Interviews, Usability-Tests, Umfragen)',
      'Figma, Sketch und Adobe Creative Cloud',
      'Prototyping und Design-Systeme',
    ]);
    const values = placeholderValues(context);
    expect(
      fillPlaceholders(
        'nach {yearsInLastJob} als {lastTitle} bei {lastEmployer}, {years} im Beruf, jetzt {position} bei {company}',
        values,
      ),
    ).toBe(
      'nach fünf Jahren als Senior-Produktdesignerin bei Grünwerk Mobility GmbH, elf Jahren im Beruf, jetzt UX-Lead bei Stadtwerke Köln',
    );
  });

  it('leave a visible prompt where nothing is known, and unknown names as written', () => {
    const empty = docOf({ ...sampleResumeParts, work: [], skills: null });
    const values = placeholderValues(letterContext(empty, letterOf('', ''), NOW));
    expect(
      fillPlaceholders('{position} bei {company}: {skill1}, {lastEmployer}, {years}, {other}', values),
    ).toBe('[Position] bei [Unternehmen]: [Kenntnis], [Arbeitgeber], [Anzahl] Jahren, {other}');
  });

  it('write years in the dative as German does', () => {
    expect([0, 1, 3, 12, 15].map(yearsDative)).toEqual([
      'weniger als einem Jahr',
      'einem Jahr',
      'drei Jahren',
      'zwölf Jahren',
      '15 Jahren',
    ]);
  });

  it('escape user text in the paragraph', () => {
    expect(phraseParagraph('bei {company}', { company: 'Müller & <Söhne>' })).toBe(
      '<p>bei Müller &amp; &lt;Söhne&gt;</p>',
    );
  });
});

describe('experience level', () => {
  const job = (jobtitle: string, startYear: string, endYear = '') =>
    ({ ...sampleResumeParts.work[0], jobtitle, startYear, endYear, check: endYear === '' }) as never;
  const levelOf = (work: StoredResumeParts['work']) =>
    letterContext(docOf({ ...sampleResumeParts, work }), letterOf('', ''), NOW).level;

  it('is Berufseinstieg without jobs, for trainees and under two years', () => {
    expect(levelOf([])).toBe('entry');
    expect(levelOf([job('Auszubildende Bürokauffrau', '2020')])).toBe('entry');
    expect(levelOf([job('Verkäuferin', '2025')])).toBe('entry');
  });

  it('is Berufserfahren after two years, Führungskraft by a lead title', () => {
    expect(levelOf([job('Verkäuferin', '2019')])).toBe('experienced');
    expect(levelOf([job('Filialleiterin', '2025')])).toBe('lead');
    expect(levelOf([job('Chef de Rang', '2015')])).toBe('experienced');
  });
});
