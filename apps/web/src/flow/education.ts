/**
 * Navigation inside the education step that the spec leaves open
 * (docs/decisions/wizard-navigation.md). The intro's Back/Next and the summary's
 * save-and-continue are in wizard.ts.
 */
import type { FlowState } from './flow-state';
import { paths } from './paths';

type Rule<K extends keyof FlowState> = (state: Pick<FlowState, K>) => string;

/** `/edu-del` adds a degree; `/edu-del?index=2` edits the third. */
export const educationFormHref = (index?: number | null): string =>
  index === undefined || index === null ? paths.educationForm : `${paths.educationForm}?index=${index}`;

/** `/edu-description?index=2`: the description of the third degree. */
export const educationDescriptionHref = (index: number): string =>
  `${paths.educationDescription}?index=${index}`;

/**
 * The `index` query of /edu-del and /edu-description: a whole number naming an existing entry,
 * else null (the form then adds a new degree; the description page has nothing to describe).
 */
export function entryIndexOf(search: string, length: number): number | null {
  const raw = new URLSearchParams(search).get('index');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const index = Number(raw.trim());
  return index < length ? index : null;
}

/** /edu-del Back: the list when degrees exist; else the finished resume (final mode) or the intro. */
export const educationFormBack: Rule<'finalMode' | 'hasDegrees'> = (s) => {
  if (s.hasDegrees) return paths.educationSummary;
  return s.finalMode ? paths.finalResume : paths.educationIntro;
};

/** /edu-del after saving: the list of degrees, the hub of the step (also in final mode). */
export const educationFormNext = (): string => paths.educationSummary;

/** /edu-summary Back: the finished resume in final mode, else the education intro. */
export const educationSummaryBack: Rule<'finalMode'> = (s) =>
  s.finalMode ? paths.finalResume : paths.educationIntro;

/** /edu-description Back: the list of degrees. */
export const educationDescriptionBack = (): string => paths.educationSummary;

/** /edu-description Weiter: back to the list; Speichern und weiter in final mode: the finished resume. */
export const educationDescriptionNext: Rule<'finalMode'> = (s) =>
  s.finalMode ? paths.finalResume : paths.educationSummary;
