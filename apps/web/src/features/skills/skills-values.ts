/**
 * The skills page's pure rules: which job titles find the catalogue profile (work first, then education), which catalogue items the text contains (`recommended`),
 * and how an unchecked item leaves the text.
 */
import type { EducationEntry, Skills, WorkEntry } from '@vita/shared';
import { parseMonth, parseYear } from '@vita/shared/resume';
import { htmlContainsText, matchKey, normaliseEditorHtml } from '../../components/rich-text-editor';

/** A date as months since year 0 for sorting; a year without a month counts as its January. */
function monthIndex(month: unknown, year: unknown): number | null {
  const parsedYear = parseYear(year);
  return parsedYear === null ? null : parsedYear * 12 + (parseMonth(month) ?? 1) - 1;
}

/**
 * The jobs newest first: current jobs, then by end date, then by start date; undated jobs last,
 * ties in the order entered. Recommendations follow the job the visitor has now, not the first
 * one entered.
 */
export function newestJobsFirst<T extends Partial<WorkEntry>>(work: readonly T[]): T[] {
  const key = (job: T): [number, number] => {
    const start = monthIndex(job.startMonth, job.startYear) ?? -1;
    const end = job.check ? Number.POSITIVE_INFINITY : (monthIndex(job.endMonth, job.endYear) ?? start);
    return [end, start];
  };
  return work
    .map((job, index) => ({ job, index, key: key(job) }))
    .sort((a, b) => b.key[0] - a.key[0] || b.key[1] - a.key[1] || a.index - b.index)
    .map((entry) => entry.job);
}

/** The titles the catalogue is asked for, best first: the jobs' titles (newest job first), else the fields of study. */
export function skillsProfileTitles(
  work: readonly Partial<WorkEntry>[] | null,
  education: readonly Partial<EducationEntry>[] | null,
): string[] {
  const titles = [
    ...newestJobsFirst(work ?? []).map((job) => job.jobtitle ?? ''),
    ...(education ?? []).map((degree) => degree.fieldOStudy ?? ''),
  ]
    .map((title) => title.trim())
    .filter((title) => title !== '');
  return [...new Set(titles)];
}

/**
 * The `recommended` list stored with the skills: every catalogue item (by its text) that the
 * skills text contains, from the items offered now and the ones stored before.
 */
export function recommendedIn(html: string, candidates: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const candidate of candidates) {
    const text = candidate.trim();
    const key = matchKey(text);
    if (key === '' || seen.has(key) || !htmlContainsText(html, text)) continue;
    seen.add(key);
    result.push(text);
  }
  return result;
}

/** The value stored locally and sent with save-meta; null when there is no text. */
export function skillsValue(html: string, candidates: readonly string[]): Skills | null {
  const data = normaliseEditorHtml(html);
  return data === '' ? null : { data, recommended: recommendedIn(data, candidates) };
}

/** A list item's own text, without any list nested in it. */
function ownText(item: Element): string {
  const clone = item.cloneNode(true) as Element;
  for (const nested of Array.from(clone.querySelectorAll('ul, ol'))) nested.remove();
  return clone.textContent ?? '';
}

/**
 * The text without the bullets that consist of `text` (case, spacing and final full stop
 * ignored). `removed` is false when the text holds it only inside a longer line, which the
 * visitor has to edit by hand.
 */
export function removeBulletHtml(html: string, text: string): { html: string; removed: boolean } {
  const key = matchKey(text);
  if (key === '' || typeof document === 'undefined') return { html, removed: false };
  // A <template> parses without running scripts or loading images.
  const template = document.createElement('template');
  template.innerHTML = html;
  const matches = Array.from(template.content.querySelectorAll('li')).filter(
    (item) => matchKey(ownText(item)) === key,
  );
  for (const item of matches) item.remove();
  if (matches.length === 0) return { html, removed: false };
  return { html: normaliseEditorHtml(template.innerHTML), removed: true };
}
