/**
 * The summary's pure rules: the save rule of 01 §4 and where the catalogue looks for phrases.
 */
import type { EducationEntry, WorkEntry } from '@vita/shared';
import { escapeHtml, normaliseEditorHtml } from '../../components/rich-text-editor';

export type SummarySaveAction = 'save' | 'delete' | 'none';

/**
 * 01 §4: empty content (or an empty paragraph) removes the stored summary; non-empty content is
 * saved. Empty content with nothing stored needs no call.
 */
export function summarySaveAction(html: string, storedBefore: boolean): SummarySaveAction {
  if (normaliseEditorHtml(html) !== '') return 'save';
  return storedBefore ? 'delete' : 'none';
}

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
