/**
 * Navigation inside the work-history step that the spec leaves open
 * (docs/decisions/wizard-navigation.md). The intro's Back/Next and the summary's
 * save-and-continue are in wizard.ts.
 */
import type { FlowState } from './flow-state';
import { paths } from './paths';
import { nextPathAfterWorkSummary } from './wizard';

type Rule<K extends keyof FlowState> = (state: Pick<FlowState, K>) => string;

/** `/work-expr-form` adds a job; `/work-expr-form?index=2` edits the third. */
export const workFormHref = (index?: number | null): string =>
  index === undefined || index === null ? paths.workForm : `${paths.workForm}?index=${index}`;

/** `/work-description?index=2`: the description of the third job. */
export const workDescriptionHref = (index: number): string => `${paths.workDescription}?index=${index}`;

/** /work-expr-form Back: the list when jobs exist; else the finished resume (final mode) or /expr. */
export const workFormBack: Rule<'finalMode' | 'hasJobs'> = (s) => {
  if (s.hasJobs) return paths.workSummary;
  return s.finalMode ? paths.finalResume : paths.workIntro;
};

/** /work-expr-form after saving, and the 'More Information Needed' OK: the list of jobs. */
export const workFormNext = (): string => paths.workSummary;

/**
 * 'I don't have work experience' (01 §5, "skips onward"): the work step is left out, so the visitor
 * goes where the work summary's save-and-continue would lead.
 */
export const workFormSkip: Rule<'finalMode' | 'hasDegrees' | 'isStudent' | 'experienceLevel'> = (s) =>
  nextPathAfterWorkSummary(s);

/** /Work-summary Back: the finished resume in final mode, else the work intro. */
export const workSummaryBack: Rule<'finalMode'> = (s) => (s.finalMode ? paths.finalResume : paths.workIntro);

/** /work-description Back: the list of jobs. */
export const workDescriptionBack = (): string => paths.workSummary;

/** /work-description Weiter: back to the list; Speichern und weiter in final mode: the finished resume. */
export const workDescriptionNext: Rule<'finalMode'> = (s) =>
  s.finalMode ? paths.finalResume : paths.workSummary;
