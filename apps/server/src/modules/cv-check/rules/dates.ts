import { monthOf, nowMonth, type RawFinding } from '../check-input';
import type { CheckedEntry } from './entries';

const finding = (
  rule: RawFinding['rule'],
  entry: CheckedEntry,
  params: RawFinding['params'] = {},
): RawFinding => ({
  rule,
  section: entry.section,
  entry: entry.index,
  params: { entry: entry.label, ...params },
});

/** The newest job: the one a missing end date most likely means is still running. */
function newestJob(work: readonly CheckedEntry[]): CheckedEntry | undefined {
  return [...work].sort((a, b) => (monthOf(b.start, 1) ?? -1) - (monthOf(a.start, 1) ?? -1))[0];
}

/**
 * Jobs: a start, and an end unless current. The newest job without an end, or any job ending in
 * the future, is the current job not marked as such. Degrees: some date (a school leaver's
 * certificate often shows the year of the end alone); a degree may end in the future, as planned.
 */
export function dateFindings(work: readonly CheckedEntry[], education: readonly CheckedEntry[], now: Date) {
  const today = nowMonth(now);
  const findings: RawFinding[] = [];
  const newest = newestJob(work);
  for (const job of work) {
    const start = monthOf(job.start, 1);
    const end = monthOf(job.end, 1);
    if (start !== null && start > today) findings.push(finding('date_future', job));
    if (job.current) {
      if (start === null) findings.push(finding('date_missing', job));
      continue;
    }
    if ((end === null && job === newest && start !== null) || (end !== null && end > today)) {
      findings.push(finding('current_not_marked', job));
    } else if (start === null || end === null) findings.push(finding('date_missing', job));
  }
  for (const degree of education) {
    const start = monthOf(degree.start, 1);
    if (start !== null && start > today) findings.push(finding('date_future', degree));
    const undated = degree.start === null && degree.end === null && !degree.current;
    const openEnded = degree.start !== null && degree.end === null && !degree.current;
    if (undated || openEnded) findings.push(finding('date_missing', degree));
  }
  return findings;
}

/**
 * Mixed formats: some entries dated MM/JJJJ, others JJJJ alone. The entries in the rarer format
 * are named (on a tie, those with the year alone, as German CVs date by month).
 */
export function dateFormatFindings(entries: readonly CheckedEntry[]): RawFinding[] {
  const dates = (e: CheckedEntry) => [e.start, e.end].filter((d) => d !== null);
  const yearOnly = entries.filter((e) => dates(e).some((d) => d.month === null));
  const monthly = entries.filter((e) => dates(e).some((d) => d.month !== null));
  if (yearOnly.length === 0 || monthly.length === 0) return [];
  const rarer = yearOnly.length <= monthly.length ? yearOnly : monthly;
  const format = rarer === yearOnly ? 'JJJJ' : 'MM/JJJJ';
  return rarer.map((entry) => finding('date_format', entry, { format }));
}
