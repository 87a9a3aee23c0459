import type { RequirementKind } from '@vita/shared/contracts';
import { escapeHtml } from '@vita/shared/resume';

/**
 * A requirement from the job ad that the resume does not show, as a sentence for the letter's
 * Qualifikation paragraph. The applicant fills the [brackets] with where and how: a requirement
 * named without evidence is exactly the empty claim recruiters skip.
 */
export function requirementSentence(label: string, kind: RequirementKind = 'skill'): string {
  const name = label.trim();
  switch (kind) {
    case 'tool':
      return `Mit ${name} arbeite ich sicher; zuletzt habe ich damit [Aufgabe und Ergebnis].`;
    case 'language': {
      const match = /^(.+?)\s*\(([ABC][12])\)$/.exec(name);
      return match
        ? `${match[1]} spreche ich auf dem Niveau ${match[2]}; [wo Sie die Sprache im Beruf nutzen].`
        : `${name} spreche ich [Niveau, z. B. verhandlungssicher]; [wo Sie die Sprache im Beruf nutzen].`;
    }
    case 'licence':
      return `Den Nachweis „${name}“ besitze ich seit [Jahr].`;
    case 'degree':
      return `Die geforderte Qualifikation bringe ich mit: ${name}, abgeschlossen [Jahr] an [Schule oder Hochschule].`;
    case 'experience':
      return `${name} bringe ich mit: [Zahl] Jahre als [Tätigkeit] bei [Arbeitgeber].`;
    case 'skill':
      return `Kenntnisse in ${name} habe ich bei [Arbeitgeber] eingesetzt: [Ergebnis, am besten mit Zahl].`;
  }
}

/** The sentence as a paragraph for the letter body (`insertIntoBody`), the label escaped. */
export function requirementParagraph(label: string, kind: RequirementKind = 'skill'): string {
  return `<p>${escapeHtml(requirementSentence(label, kind))}</p>`;
}
