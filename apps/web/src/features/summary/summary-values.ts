/**
 * The summary's pure rules: where the catalogue looks for phrases and how a phrase is added.
 */
import type { EducationEntry, WorkEntry } from '@vita/shared';
import { escapeHtml, normaliseEditorHtml } from '../../components/rich-text-editor';

/** The titles the catalogue is asked for, best first: the jobs' titles, then the fields of study. */
export function summaryProfileTitles(
  work: readonly Partial<WorkEntry>[] | null,
  education: readonly Partial<EducationEntry>[] | null,
): string[] {
  const titles = [
    ...(work ?? []).map((job) => job.jobtitle ?? ''),
    ...(education ?? []).map((degree) => degree.fieldOStudy ?? ''),
  ]
    .map((title) => title.trim())
    .filter((title) => title !== '');
  return [...new Set(titles)];
}

/**
 * `html` with `text` added as a paragraph at the end. Summary phrases are whole sentences: they
 * read as prose, not as bullets.
 */
export function appendParagraphHtml(html: string, text: string): string {
  const current = normaliseEditorHtml(html);
  const sentence = text.trim();
  if (sentence === '') return current;
  return `${current}<p>${escapeHtml(sentence)}</p>`;
}
