import type { JobRequirement } from '@vita/shared/contracts';
import { escapeHtml } from '@vita/shared/resume';

/**
 * A requirement of the job ad that the CV meets, as a sentence for the letter: the ad's wording and
 * where the CV shows it. A requirement the CV does not show makes no sentence — the letter would
 * claim what the applicant never entered.
 */
export function requirementSentence(requirement: JobRequirement): string | null {
  if (!requirement.found_in_resume || requirement.evidence.trim() === '') return null;
  const evidence = requirement.evidence.trim();
  const shown = evidence.includes(': ') ? evidence.slice(evidence.indexOf(': ') + 2) : evidence;
  const text = `${requirement.label.trim()}: ${shown}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The sentence as a paragraph for the letter body (`insertIntoBody`), escaped; '' when there is none. */
export function requirementParagraph(requirement: JobRequirement): string {
  const sentence = requirementSentence(requirement);
  return sentence === null ? '' : `<p>${escapeHtml(sentence)}</p>`;
}
