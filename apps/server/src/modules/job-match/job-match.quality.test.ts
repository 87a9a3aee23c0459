import { describe, expect, it } from 'vitest';
import { scoreAdSet } from './evaluate';
import { extractRequirements } from './extract-requirements';
import { loadJobAds } from './fixtures/job-ads';

describe('the job-ad set', () => {
  it('finds what our 25+ hand-labelled German ads ask for with precision and recall of at least 0.8', () => {
    const ads = loadJobAds();
    expect(ads.length).toBeGreaterThanOrEqual(25);
    const { truePositives, extracted, expected } = scoreAdSet(ads);
    expect(truePositives / extracted).toBeGreaterThanOrEqual(0.8);
    expect(truePositives / expected).toBeGreaterThanOrEqual(0.8);
  }, 30_000);
});

const labels = (ad: string) => extractRequirements(ad).map((r) => `${r.kind}: ${r.label}`);

describe('reading German ads', () => {
  it('reads a skill in a compound with a generic head ("Buchhaltungskenntnisse" → Buchhaltung)', () => {
    expect(labels('Sie bringen Buchhaltungskenntnisse mit.')).toContain('skill: Buchhaltung');
  });
  it('reads a compound skill written apart ("Sie beraten Kunden" → Kundenberatung)', () => {
    expect(labels('Sie beraten unsere Kunden am Telefon.')).toContain('skill: Kundenberatung');
  });
  it('writes out hyphen-shortened compounds ("Kreditoren- und Debitorenbuchhaltung")', () => {
    const found = labels('Kreditoren- und Debitorenbuchhaltung');
    expect(found).toContain('skill: Kreditorenbuchhaltung');
    expect(found).toContain('skill: Debitorenbuchhaltung');
  });
  it('gives each language its own level', () => {
    const found = labels('Sehr gute Deutsch- und gute Englischkenntnisse');
    expect(found).toEqual(expect.arrayContaining(['language: Deutsch (C1)', 'language: Englisch (B2)']));
  });
  it('reads licence classes and the forklift licence', () => {
    const found = labels('Führerschein der Klasse C/CE und gültiger Staplerschein');
    expect(found).toEqual(
      expect.arrayContaining(['licence: Führerschein Klasse C/CE', 'licence: Staplerschein']),
    );
  });
  it('reads years of experience and the degree, with the feminine form', () => {
    const found = labels(
      'Abgeschlossene Ausbildung als Kauffrau für Büromanagement. Mindestens drei Jahre Berufserfahrung.',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'degree: Ausbildung als Kauffrau für Büromanagement',
        'experience: 3 Jahre Berufserfahrung',
      ]),
    );
  });
  it('leaves out what the employer offers', () => {
    const found = labels('Ihr Profil\n- Teamfähigkeit\n\nWir bieten\n- Flexibilität und Weiterbildung');
    expect(found).toEqual(['skill: Teamfähigkeit']);
  });
});
