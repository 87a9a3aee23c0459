import type { RequirementKind } from '@vita/shared/contracts';
import { describe, expect, it } from 'vitest';
import { bannedPhrasesIn } from './banned-phrases';
import { requirementParagraph, requirementSentence } from './requirement-sentence';

describe('a missing requirement as a sentence for the Qualifikation paragraph', () => {
  it.each<[string, RequirementKind, string]>([
    ['SAP', 'tool', 'Mit SAP arbeite ich sicher; zuletzt habe ich damit [Aufgabe und Ergebnis].'],
    [
      'Englisch (C1)',
      'language',
      'Englisch spreche ich auf dem Niveau C1; [wo Sie die Sprache im Beruf nutzen].',
    ],
    [
      'Französisch',
      'language',
      'Französisch spreche ich [Niveau, z. B. verhandlungssicher]; [wo Sie die Sprache im Beruf nutzen].',
    ],
    ['Führerschein Klasse B', 'licence', 'Den Nachweis „Führerschein Klasse B“ besitze ich seit [Jahr].'],
    [
      'Studium Informatik',
      'degree',
      'Die geforderte Qualifikation bringe ich mit: Studium Informatik, abgeschlossen [Jahr] an [Schule oder Hochschule].',
    ],
    [
      '3 Jahre Berufserfahrung',
      'experience',
      '3 Jahre Berufserfahrung bringe ich mit: [Zahl] Jahre als [Tätigkeit] bei [Arbeitgeber].',
    ],
    [
      'Buchhaltung',
      'skill',
      'Kenntnisse in Buchhaltung habe ich bei [Arbeitgeber] eingesetzt: [Ergebnis, am besten mit Zahl].',
    ],
  ])('%s (%s)', (label, kind, sentence) => {
    expect(requirementSentence(label, kind)).toBe(sentence);
    expect(bannedPhrasesIn(sentence)).toEqual([]);
  });

  it('treats a bare label as a skill and escapes it in the paragraph', () => {
    expect(requirementSentence(' Lohnbuchhaltung ')).toContain('Kenntnisse in Lohnbuchhaltung habe ich');
    expect(requirementParagraph('C# & .NET', 'tool')).toBe(
      '<p>Mit C# &amp; .NET arbeite ich sicher; zuletzt habe ich damit [Aufgabe und Ergebnis].</p>',
    );
  });
});
