import { EMPTY_LETTER_ANSWERS, type LetterDraft, letterPlaceholders } from '@vita/shared';
import { runningTitle } from '@vita/shared/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_LINE_BUDGET, draftLines } from './draft-length';
import { extractRequirements } from './extract-requirements';
import { cvDocument } from './fixtures/requirements/judge-rows';
import type { CvRow } from './fixtures/requirements/requirement-table';
import { draftLetter } from './letter-draft';
import { warmVocabulary } from './vocabulary';

const NOW = new Date(2026, 10, 25);
beforeAll(() => warmVocabulary(), 60_000);

const RETAIL_AD = `Filialleitung (m/w/d) – Drogeriemarkt Hansen GmbH

Ihre Aufgaben
Führung eines Teams von 12 Mitarbeitenden, Warenwirtschaft, Kassenabrechnung, Personaleinsatzplanung …

Ihr Profil
- Abgeschlossene kaufmännische Ausbildung
- Mehrjährige Berufserfahrung im Einzelhandel
- Führungserfahrung
- Staplerschein von Vorteil

Bitte nennen Sie Ihre Gehaltsvorstellung und Ihren frühestmöglichen Eintrittstermin.`;

const RETAIL_CV: CvRow = {
  work: [
    [
      'Stellvertretende Filialleiterin',
      'Drogeriemarkt Lindner',
      '2019-04',
      '',
      '<ul><li><p>Führung eines Teams von 9 Mitarbeitenden</p></li><li><p>Personaleinsatzplanung und Urlaubsplanung</p></li><li><p>Tägliche Kassenabrechnung und Tresorverwaltung</p></li></ul>',
    ],
    [
      'Kauffrau im Einzelhandel',
      'Drogeriemarkt Lindner',
      '2014-07',
      '2019-03',
      '<ul><li><p>Warenbestellung und Inventur im Warenwirtschaftssystem</p></li></ul>',
    ],
    ['Auszubildende Kauffrau im Einzelhandel', 'Drogeriemarkt Lindner', '2011-08', '2014-06'],
  ],
};

const text = (draft: LetterDraft) => draft.blocks.flatMap((b) => b.sentences.map((s) => s.text)).join('\n');

function draftFor(cv: CvRow, adText = RETAIL_AD, answers = EMPTY_LETTER_ANSWERS) {
  return draftLetter(
    cvDocument(cv),
    { adText, position: 'Filialleitung (m/w/d)', company: 'Drogeriemarkt Hansen GmbH', answers },
    NOW,
  );
}

describe('the first draft of a letter', () => {
  it('answers at least three of the ad’s tasks with the CV’s lines, and leaves no placeholder', () => {
    const draft = draftFor(RETAIL_CV);
    expect(draft.tasks).toEqual([
      'Führung eines Teams von 12 Mitarbeitenden',
      'Warenwirtschaft',
      'Kassenabrechnung',
      'Personaleinsatzplanung',
    ]);
    expect(draft.tasks_named.length).toBeGreaterThanOrEqual(3);
    const body = text(draft);
    expect(body).toContain('Führung eines Teams von 9 Mitarbeitenden');
    expect(letterPlaceholders({ body })).toEqual([]);
    expect(body).not.toMatch(/\[|\]|\{|\}/);
  });

  it('traces every sentence to the ad, the CV, the letter or an answer', () => {
    const draft = draftFor(RETAIL_CV, RETAIL_AD, {
      start_date: '1. März 2027',
      salary: '48.000',
      motivation: 'Bei Hansen möchte ich eine eigene Filiale führen',
    });
    const doc = cvDocument(RETAIL_CV);
    const cvText = doc.sections
      .flatMap((s) =>
        s.kind === 'entries' ? s.entries.flatMap((e) => [e.title, e.subtitle, e.descriptionHtml]) : [],
      )
      .join(' ');
    const labels = extractRequirements(RETAIL_AD).map((r) => r.label);
    for (const block of draft.blocks) {
      for (const s of block.sentences) {
        expect(s.sources.length, s.text).toBeGreaterThan(0);
        for (const source of s.sources) {
          if (source.kind === 'ad')
            expect(RETAIL_AD.includes(source.text) || labels.includes(source.text), source.text).toBe(true);
          if (source.kind === 'resume') {
            // The entry's title or line as the CV holds it.
            const named = source.text.slice(source.text.indexOf(': ') + 2).split(/, | \(/)[0] ?? '';
            expect(cvText.includes(named) || /^\d+ Stellen?/.test(named), source.text).toBe(true);
          }
          if (source.kind === 'convention')
            expect(s.text).toBe('Gern erzähle ich Ihnen in einem Gespräch mehr darüber.');
        }
      }
    }
    const body = text(draft);
    expect(body).toContain('Bei Hansen möchte ich eine eigene Filiale führen.');
    expect(body).toContain('Beginnen kann ich zum 1. März 2027.');
    expect(body).toContain('Meine Gehaltsvorstellung liegt bei 48.000 Euro brutto im Jahr.');
    expect(draft.asks).toEqual([]);
  });

  it('says nothing the applicant did not enter: no shopping habit, no missing licence, no motivation of its own', () => {
    const body = text(draftFor(RETAIL_CV));
    expect(body).not.toMatch(/kaufe selbst|Staplerschein|Gehaltsvorstellung|Beginnen kann ich/);
    const draft = draftFor(RETAIL_CV);
    expect(draft.asks).toEqual(['motivation', 'start_date', 'salary']);
  });

  it('claims no Führungserfahrung and no training for a CV without them', () => {
    const body = text(
      draftFor({
        work: [['Verkäuferin', 'Kiosk am Markt', '2025-06', '', '<p>Kassenabrechnung am Abend</p>']],
      }),
    );
    expect(body).not.toMatch(/Führungserfahrung|Ausbildung|Mehrjährige/);
    expect(body).toContain('Kassenabrechnung');
  });

  it('writes "(m/w/d)" only in the subject and titles in running text in sentence case', () => {
    const draft = draftFor(RETAIL_CV);
    expect(draft.subject).toBe('Bewerbung als Filialleitung (m/w/d)');
    const body = text(draft);
    expect(body).not.toContain('(m/w/d)');
    expect(body).toContain(
      'Seit 2019 arbeite ich als stellvertretende Filialleiterin bei Drogeriemarkt Lindner.',
    );
    expect(body).toContain('Für die Stelle als Filialleitung bei Drogeriemarkt Hansen GmbH bringe ich');
    expect(body).not.toMatch(/als Stellvertretende/);
  });
});

describe('titles in running text', () => {
  it.each([
    ['Stellvertretende Filialleiterin', 'stellvertretende Filialleiterin'],
    ['Filialleitung (m/w/d)', 'Filialleitung'],
    ['Medizinische Fachangestellte', 'medizinische Fachangestellte'],
    ['Staatlich anerkannte Erzieherin', 'staatlich anerkannte Erzieherin'],
    ['Kaufmann im Einzelhandel (w/m/d)', 'Kaufmann im Einzelhandel'],
    ['Leiter Vertrieb', 'Leiter Vertrieb'],
    ['Fachangestellte', 'Fachangestellte'],
  ])('%s → %s', (title, running) => {
    expect(runningTitle(title)).toBe(running);
  });
});

const BAKERY_AD = `Schichtleitung Bäckereiproduktion (m/w/d) – Backhaus Ottensen GmbH

Ihre Aufgaben
- Planung der Produktionsmengen für unsere 14 Filialen
- Führung des Frühschichtteams in der Backstube
- Kontrolle der Teigführung und der Backzeiten
- Einhaltung der HACCP-Vorgaben
- Reinigung und Wartung der Backstraße
- Einarbeitung neuer Mitarbeitender
- Bestellung von Rohstoffen und Verpackungen
- Dokumentation der Kühlraumtemperaturen

Ihr Profil
- Abgeschlossene Ausbildung als Bäcker/in
- Mehrjährige Berufserfahrung in der Produktion
- Führungserfahrung
- Führerschein Klasse B
- Gute Deutschkenntnisse`;

const BAKERY_CV: CvRow = {
  work: [
    [
      'Stellvertretende Backstubenleiterin',
      'Landbäckerei Wiebkes Korn KG',
      '2018-09',
      '',
      '<ul><li><p>Planung der Produktionsmengen für elf Filialen und zwei Wochenmärkte nach Abverkaufszahlen</p></li>' +
        '<li><p>Führung des Frühschichtteams mit sieben Bäckerinnen und Bäckern ab drei Uhr morgens</p></li>' +
        '<li><p>Kontrolle der Teigführung und der Backzeiten für Sauerteigbrote und Feingebäck</p></li>' +
        '<li><p>Einhaltung der HACCP-Vorgaben und Vorbereitung der Kontrollen durch das Veterinäramt</p></li>' +
        '<li><p>Reinigung und Wartung der Backstraße nach Plan, Absprache mit dem Kundendienst des Herstellers</p></li>' +
        '<li><p>Einarbeitung neuer Mitarbeitender und Betreuung von zwei Auszubildenden je Jahrgang</p></li>' +
        '<li><p>Bestellung von Rohstoffen und Verpackungen bei vier Mühlen und Großhändlern</p></li>' +
        '<li><p>Dokumentation der Kühlraumtemperaturen und der Reinigungsintervalle im Hygieneordner</p></li></ul>',
    ],
    [
      'Bäckerin',
      'Landbäckerei Wiebkes Korn KG',
      '2013-08',
      '2018-08',
      '<ul><li><p>Produktion von Brot und Brötchen</p></li></ul>',
    ],
  ],
  education: [['Ausbildung', 'Bäckerin', 'Berufsschule Ottensen', '2010-08', '2013-07']],
  skills: ['Führungserfahrung', 'HACCP'],
  licence: 'Führerschein Klasse B',
};

describe('the first draft of a letter on one page', () => {
  const motivation =
    'Backhaus Ottensen backt noch mit langer Teigführung und eigenem Sauerteig; genau so habe ich das Handwerk gelernt und möchte es in der Schichtleitung weitergeben.';

  it('keeps within the lines one DIN A4 page leaves the body, naming at least three of the ad’s tasks', () => {
    const draft = draftLetter(
      cvDocument(BAKERY_CV),
      {
        adText: BAKERY_AD,
        position: 'Schichtleitung Bäckereiproduktion (m/w/d)',
        company: 'Backhaus Ottensen GmbH',
        answers: { ...EMPTY_LETTER_ANSWERS, motivation, start_date: '1. April 2027' },
      },
      NOW,
    );
    expect(draftLines(draft.blocks)).toBeLessThanOrEqual(DRAFT_LINE_BUDGET);
    expect(draft.tasks_named.length).toBeGreaterThanOrEqual(3);
    // What is named is in the text, what was left out for room is not, and the applicant's words stay.
    const written = text(draft);
    for (const task of draft.tasks_named) expect(written).toContain(`${task}:`);
    for (const task of draft.tasks.filter((t) => !draft.tasks_named.includes(t))) {
      expect(written).not.toContain(`${task}:`);
    }
    expect(written).toContain(motivation);
    expect(written).toContain('Beginnen kann ich zum 1. April 2027.');
  });

  it('counts wrapped lines, list items and the blank line between blocks', () => {
    const line = (length: number) => ({ text: 'x'.repeat(length), sources: [] });
    expect(
      draftLines([
        { kind: 'paragraph', sentences: [line(85)] },
        { kind: 'list', sentences: [line(80), line(81)] },
        { kind: 'paragraph', sentences: [line(40), line(50)] },
      ]),
    ).toBe(1 + 1 + 3 + 1 + 2);
  });
});
