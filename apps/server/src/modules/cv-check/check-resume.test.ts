import { buildResumeDocument, sampleResumeParts } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { checkResume } from './check-resume';
import { buildCv, type CvSpec } from './fixtures/build-cv';
import { findingKey } from './fixtures/run-fixture';
import { CHECK_DAY, TUNING_CVS } from './fixtures/tuning-cvs';
import { emailIsName } from './rules/contact';
import { charactersPerLine } from './rules/text-width';

const LONG =
  'Eigenverantwortliche Betreuung eines Kundenstamms von rund 120 mittelständischen Unternehmen im Großraum Leipzig einschließlich Angebotserstellung, Vertragsverhandlung und Reklamationsbearbeitung';

/** Gap, overlap, a language without level, an old signature date and a long bullet, planted together. */
const PLANTED: CvSpec = {
  first: 'Erik',
  last: 'Hansen',
  work: [
    { title: 'Vertriebsleiter', employer: 'Hansen & Co', from: '01/2022', to: 'now' },
    { title: 'Außendienstmitarbeiter', employer: 'Würth', from: '01/2019', to: '06/2022', bullets: [LONG] },
    { title: 'Verkäufer', employer: 'Bauhaus', from: '01/2014', to: '03/2018' },
  ],
  education: [
    { degree: 'Ausbildung Kaufmann im Einzelhandel', school: 'Bauhaus', from: '08/2011', to: '12/2013' },
  ],
  native: ['Deutsch'],
  languages: [['Englisch', null]],
  signatureDate: '2026-09-01',
};

const run = (
  spec: CvSpec,
  extra: { pages?: number; photoHeight?: number } = {},
  lang: 'de' | 'en' = 'de',
) => {
  const parts = buildCv(spec);
  return checkResume(
    {
      parts,
      doc: buildResumeDocument(parts, { now: CHECK_DAY }),
      pages: extra.pages ?? 1,
      photoHeight: extra.photoHeight ?? null,
      misspellings: [],
      now: CHECK_DAY,
    },
    lang,
  );
};

describe('Lebenslauf-Check rules', () => {
  it('finds every planted fault: gap, overlap, missing level, old signature date, long bullet', () => {
    const keys = run(PLANTED).findings.map(findingKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        'gap:work:1',
        'overlap:work:0',
        'language_level:languages:',
        'signature_date:signature:',
        'bullet_length:work:1',
      ]),
    );
    expect(keys).toHaveLength(5);
  });

  it('says what each finding is and how to fix it, in German and in English', () => {
    const de = run(PLANTED).findings.find((f) => f.rule === 'gap');
    expect(de?.message).toBe('Lücke von 9 Monaten (04/2018 – 12/2018) vor „Außendienstmitarbeiter, Würth“.');
    const en = run(PLANTED, {}, 'en').findings.find((f) => f.rule === 'gap');
    expect(en?.message).toBe('A gap of 9 months (04/2018 – 12/2018) before “Außendienstmitarbeiter, Würth”.');
    expect(en?.fix).toMatch(/^Explain the time/);
  });

  it('scores 100 minus each finding by weight and explains it', () => {
    const result = run(PLANTED);
    // gap, overlap, language level and signature date are medium (6 each), the long bullet low (2).
    expect(result.score).toBe(100 - 4 * 6 - 2);
    expect(result.explanation).toBe(
      '5 Hinweise: 4 mittel (−24), 1 gering (−2) = 74 von 100 Punkten. Jeder Hinweis kostet Punkte nach Gewicht (wichtig −12, mittel −6, gering −2); eine Regel zählt höchstens 3-mal.',
    );
  });

  it('finds nothing in a clean CV and scores it 100', () => {
    const clean = TUNING_CVS[0];
    if (!clean) throw new Error('no fixture');
    const result = run(clean.cv, { photoHeight: 1200 });
    expect(result.findings).toEqual([]);
    expect(result.score).toBe(100);
  });

  it('never counts a photo against the CV, only one too small to print', () => {
    const clean = TUNING_CVS[0]?.cv ?? {};
    expect(run(clean, { photoHeight: 600 }).findings.filter((f) => f.section === 'heading')).toEqual([]);
    expect(run(clean, { photoHeight: 599 }).findings.map((f) => f.rule)).toEqual(['photo_small']);
  });

  it('takes a gap as explained by a text that names a reason and a year in it', () => {
    const explained = {
      ...PLANTED,
      custom: [{ title: 'Weiterbildung', text: 'Weiterbildung Vertrieb, IHK, 2018' }],
    };
    expect(run(explained).findings.map((f) => f.rule)).not.toContain('gap');
  });

  it('knows a name in an e-mail address, umlauts written out or not', () => {
    expect(emailIsName('lena.schaefer@example.de', 'Lena', 'Schäfer')).toBe(true);
    expect(emailIsName('l.schafer84@example.de', 'Lena', 'Schäfer')).toBe(true);
    expect(emailIsName('partyqueen88@gmx.de', 'Lena', 'Schäfer')).toBe(false);
    expect(emailIsName('info@example.de', 'Lena', 'Schäfer')).toBe(false);
  });

  it('estimates 90 characters a bullet line in one column and 57 in the main column of two, at 10 pt', () => {
    const doc = buildResumeDocument(sampleResumeParts);
    expect(charactersPerLine(doc)).toBe(90);
    expect(charactersPerLine({ ...doc, templateStyleName: 'styleTempDBSix' })).toBe(57);
  });

  it('runs the rule pass of a typical CV in well under 200 ms', () => {
    const parts = sampleResumeParts;
    const input = {
      parts,
      doc: buildResumeDocument(parts, { now: CHECK_DAY }),
      pages: null,
      photoHeight: 800,
      misspellings: [],
      now: CHECK_DAY,
    };
    checkResume(input, 'de');
    const runs = 50;
    const started = performance.now();
    for (let i = 0; i < runs; i++) checkResume(input, 'de');
    const perRun = (performance.now() - started) / runs;
    console.log(`rule pass of the sample CV: ${perRun.toFixed(3)} ms per run (${runs} runs)`);
    expect(perRun).toBeLessThan(50);
  });
});
