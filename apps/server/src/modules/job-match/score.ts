import type { JobRequirement, RequirementKind } from '@vita/shared';

/** Degrees, licences and experience are the hard gates of an application: they count double. */
export function weightOf(kind: RequirementKind): number {
  return kind === 'degree' || kind === 'licence' || kind === 'experience' ? 2 : 1;
}

/** 0–100, the found share of all weights, with a German sentence that says how it came about. */
export function scoreOf(requirements: readonly JobRequirement[]): { score: number; explanation: string } {
  if (requirements.length === 0) {
    return { score: 0, explanation: 'In der Anzeige wurden keine Anforderungen erkannt.' };
  }
  const total = requirements.reduce((sum, r) => sum + r.weight, 0);
  const met = requirements.reduce((sum, r) => sum + (r.found_in_resume ? r.weight : 0), 0);
  const found = requirements.filter((r) => r.found_in_resume).length;
  const score = Math.round((100 * met) / total);
  const doubled = requirements.some((r) => r.weight > 1)
    ? ' Abschlüsse, Führerscheine und Berufserfahrung zählen doppelt'
    : ' Jede Anforderung zählt gleich';
  return {
    score,
    explanation: `${found} von ${requirements.length} Anforderungen erfüllt.${doubled}: ${met} von ${total} Punkten ergeben ${score} %.`,
  };
}
