import type { ResumeDocument } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { extractRequirements } from './extract-requirements';
import { matchJobAd } from './job-match.service';

/** The languages an ad asks for, as "Name (Level)", in the order found. */
const languages = (ad: string) =>
  extractRequirements(ad)
    .filter((r) => r.kind === 'language')
    .map((r) => r.label);

describe('the level an ad asks of each language', () => {
  it.each([
    // The walk: "sehr gute" is German's, and English is only wished for.
    [
      'Ihr Profil: sehr gute Deutschkenntnisse, Englischkenntnisse von Vorteil, Führerschein Klasse B.',
      ['Deutsch (C1)', 'Englisch (B1)'],
    ],
    ['Englischkenntnisse von Vorteil.', ['Englisch (B1)']],
    // The wish first, the requirement after it.
    ['Englischkenntnisse von Vorteil, sehr gute Deutschkenntnisse.', ['Englisch (B1)', 'Deutsch (C1)']],
    // A level word of another item of the list is not the language's.
    ['Sie bringen sehr gute MS-Office-Kenntnisse, Englischkenntnisse und Teamgeist mit.', ['Englisch (B1)']],
    [
      'Verhandlungssicheres Deutsch sowie Englischkenntnisse wünschenswert.',
      ['Deutsch (C1)', 'Englisch (B1)'],
    ],
    ['Fließend Deutsch in Wort und Schrift, idealerweise Englisch.', ['Deutsch (C1)', 'Englisch (B1)']],
    ['Idealerweise sehr gute Französischkenntnisse.', ['Französisch (B1)']],
    ['Grundkenntnisse in Englisch sind wünschenswert.', ['Englisch (A2)']],
    // Directly before and directly after.
    ['Sehr gute Deutsch- und gute Englischkenntnisse', ['Deutsch (C1)', 'Englisch (B2)']],
    ['Deutschkenntnisse (B2) und gute Englischkenntnisse.', ['Deutsch (B2)', 'Englisch (B2)']],
    ['Englisch auf C1-Niveau, Deutsch fließend.', ['Englisch (C1)', 'Deutsch (C1)']],
    ['Gute Deutschkenntnisse (mind. B2) und Englisch auf Niveau B1.', ['Deutsch (B2)', 'Englisch (B1)']],
    ['Deutsch: verhandlungssicher; Englisch: gut', ['Deutsch (C1)', 'Englisch (B2)']],
    ['Sie verfügen über gute bis sehr gute Kenntnisse in Englisch.', ['Englisch (B2)']],
    ['Deutsch auf muttersprachlichem Niveau', ['Deutsch (C2)']],
    ['Deutsch-Grundkenntnisse', ['Deutsch (A2)']],
    ['Sie sprechen sehr gut und gern Englisch.', ['Englisch (C1)']],
    // A coordination shares its level.
    ['Sehr gute Deutsch- und Englischkenntnisse.', ['Deutsch (C1)', 'Englisch (C1)']],
    ['Sie sprechen fließend Deutsch und Englisch.', ['Deutsch (C1)', 'Englisch (C1)']],
    ['Gute Deutsch- und Englischkenntnisse von Vorteil.', ['Deutsch (B1)', 'Englisch (B1)']],
    [
      'Verhandlungssicheres Deutsch, Englisch und Polnisch von Vorteil.',
      ['Deutsch (C1)', 'Englisch (B1)', 'Polnisch (B1)'],
    ],
    // A licence class is not a language level, a skill's "sicher" not the language's.
    ['Englischkenntnisse, Führerschein Klasse C1', ['Englisch (B1)']],
    ['Sicherer Umgang mit SAP und Englisch im Kundenkontakt.', ['Englisch (B1)']],
  ])('%s', (ad, expected) => {
    expect(languages(ad)).toEqual(expected);
  });

  it('asks a language named twice at the higher level', () => {
    expect(languages('Englisch von Vorteil.\nVerhandlungssicheres Englisch.')).toEqual(['Englisch (C1)']);
  });
});

describe("matching the walk's ad against a CV with Englisch – B1", () => {
  // Only what matchJobAd reads: the licence line and the languages section.
  const doc = {
    personal: { licence: 'Klasse B' },
    labels: { licence: 'Führerschein' },
    sections: [
      {
        kind: 'languages',
        key: 'languages',
        title: 'Sprachen',
        languages: [
          {
            name: 'Deutsch',
            level: 'Muttersprache',
            native: true,
            value: 100,
            bars: 6,
            text: 'Deutsch – Muttersprache',
          },
          { name: 'Englisch', level: 'B1', native: false, value: 40, bars: 3, text: 'Englisch – B1' },
        ],
      },
    ],
  } as unknown as ResumeDocument;

  it('finds English, which the ad only wishes for, and every other requirement', () => {
    const match = matchJobAd(
      doc,
      'Ihr Profil: sehr gute Deutschkenntnisse, Englischkenntnisse von Vorteil, Führerschein Klasse B.',
    );
    expect(
      match.requirements.find((r) => r.kind === 'language' && r.label.startsWith('Englisch')),
    ).toMatchObject({
      label: 'Englisch (B1)',
      found_in_resume: true,
    });
    expect(match.score).toBe(100);
  });
});
