import {
  CV_CHECK_COSTS,
  CV_CHECK_MAX_PER_RULE,
  type CvCheckFinding,
  type CvCheckRule,
  type CvCheckSeverity,
} from '@vita/shared';
import { type CheckLang, SEVERITY_WORDS } from './texts';

/** How much a finding of each rule weighs: what a recruiter stumbles over first is `high`. */
export const SEVERITY: Record<CvCheckRule, CvCheckSeverity> = {
  gap: 'medium',
  overlap: 'medium',
  date_missing: 'high',
  date_future: 'high',
  date_format: 'low',
  current_not_marked: 'medium',
  length: 'medium',
  bullet_length: 'low',
  summary_length: 'low',
  skills_count: 'low',
  skill_repeats_bullet: 'low',
  language_level: 'medium',
  school_after_degree: 'low',
  email_missing: 'high',
  phone_missing: 'high',
  email_not_a_name: 'medium',
  signature_date: 'medium',
  spelling: 'low',
  photo_small: 'low',
};

/**
 * 100 minus the cost of every finding (high 12, medium 6, low 2); a rule counts at most three
 * times, so that one habit (ten misspellings) does not sink the score alone. Never below 0.
 */
export function scoreFindings(findings: readonly CvCheckFinding[], lang: CheckLang) {
  const perRule = new Map<CvCheckRule, number>();
  const bySeverity: Record<CvCheckSeverity, { count: number; points: number }> = {
    high: { count: 0, points: 0 },
    medium: { count: 0, points: 0 },
    low: { count: 0, points: 0 },
  };
  for (const finding of findings) {
    const seen = perRule.get(finding.rule) ?? 0;
    perRule.set(finding.rule, seen + 1);
    const slot = bySeverity[finding.severity];
    slot.count += 1;
    if (seen < CV_CHECK_MAX_PER_RULE) slot.points += CV_CHECK_COSTS[finding.severity];
  }
  const lost = bySeverity.high.points + bySeverity.medium.points + bySeverity.low.points;
  const score = Math.max(0, 100 - lost);
  return { score, explanation: explain(score, bySeverity, findings.length, lang) };
}

function explain(
  score: number,
  by: Record<CvCheckSeverity, { count: number; points: number }>,
  total: number,
  lang: CheckLang,
): string {
  const words = SEVERITY_WORDS[lang];
  const costs = `${words.high} −${CV_CHECK_COSTS.high}, ${words.medium} −${CV_CHECK_COSTS.medium}, ${words.low} −${CV_CHECK_COSTS.low}`;
  const parts = (['high', 'medium', 'low'] as const)
    .filter((s) => by[s].count > 0)
    .map((s) => `${by[s].count} ${words[s]} (−${by[s].points})`)
    .join(', ');
  if (lang === 'en') {
    if (total === 0) return 'No findings: 100 of 100 points.';
    return `${total} ${total === 1 ? 'finding' : 'findings'}: ${parts} = ${score} of 100 points. Each finding costs points by its weight (${costs}); a rule counts at most ${CV_CHECK_MAX_PER_RULE} times.`;
  }
  if (total === 0) return 'Keine Hinweise: 100 von 100 Punkten.';
  return `${total} ${total === 1 ? 'Hinweis' : 'Hinweise'}: ${parts} = ${score} von 100 Punkten. Jeder Hinweis kostet Punkte nach Gewicht (${costs}); eine Regel zählt höchstens ${CV_CHECK_MAX_PER_RULE}-mal.`;
}
