import { type FlowState, studentCheck } from './flow-state';
import { paths } from './paths';

type Rule<K extends keyof FlowState> = (state: Pick<FlowState, K>) => string;

/** /resume Back: the finished resume in final mode, else the template gallery. */
export const headingBack: Rule<'finalMode'> = (s) => (s.finalMode ? paths.finalResume : paths.chooseTemplate);

/** /resume Next: students of the 0-3 band continue with education, everyone else with work. */
export const headingNext: Rule<'finalMode' | 'isStudent' | 'experienceLevel'> = (s) => {
  if (s.finalMode) return paths.finalResume;
  return studentCheck(s) === 'Yes' ? paths.educationIntro : paths.workIntro;
};

/** /resume-education Next: the list when degrees exist, else the form. */
export const educationIntroNext: Rule<'hasDegrees'> = (s) =>
  s.hasDegrees ? paths.educationSummary : paths.educationForm;

/**
 * /resume-education Back, in the spec's words: final mode → /final-resume; no jobs and student 'No'
 * → /Work-summary; jobs and student 'Yes' → /resume; otherwise by whether jobs exist.
 */
export const educationIntroBack: Rule<'finalMode' | 'hasJobs' | 'isStudent' | 'experienceLevel'> = (s) => {
  const student = studentCheck(s);
  if (s.finalMode) return paths.finalResume;
  if (!s.hasJobs && student === 'No') return paths.workSummary;
  if (s.hasJobs && student === 'Yes') return paths.heading;
  return s.hasJobs ? paths.workSummary : paths.heading;
};

/** /expr Next: the list when jobs exist, else the form. */
export const workIntroNext: Rule<'hasJobs'> = (s) => (s.hasJobs ? paths.workSummary : paths.workForm);

/** /expr Back: final mode → /final-resume; degrees and student 'Yes' → /edu-summary; else /resume. */
export const workIntroBack: Rule<'finalMode' | 'hasDegrees' | 'isStudent' | 'experienceLevel'> = (s) => {
  if (s.finalMode) return paths.finalResume;
  if (s.hasDegrees && studentCheck(s) === 'Yes') return paths.educationSummary;
  return paths.heading;
};

/** /skill Back: final mode → /final-resume; student 'No' → /edu-summary; else /Work-summary. */
export const skillsIntroBack: Rule<'finalMode' | 'isStudent' | 'experienceLevel'> = (s) => {
  if (s.finalMode) return paths.finalResume;
  return studentCheck(s) === 'No' ? paths.educationSummary : paths.workSummary;
};

export const skillsIntroNext = (): string => paths.skills;

/**
 * Education summary, save and continue. Students do education first: without jobs the work step
 * is still ahead (/expr). Everyone else has done both steps (or chose to skip one) → skills.
 */
export const nextPathAfterEducationSummary: Rule<
  'finalMode' | 'hasJobs' | 'isStudent' | 'experienceLevel'
> = (s) => {
  if (s.finalMode) return paths.finalResume;
  if (studentCheck(s) === 'Yes' && !s.hasJobs) return paths.workIntro;
  return paths.skillsIntro;
};

/**
 * Work summary, save and continue. Non-students do work first: without degrees the education
 * step is still ahead (/resume-education). Everyone else goes on to skills.
 */
export const nextPathAfterWorkSummary: Rule<'finalMode' | 'hasDegrees' | 'isStudent' | 'experienceLevel'> = (
  s,
) => {
  if (s.finalMode) return paths.finalResume;
  if (studentCheck(s) === 'No' && !s.hasDegrees) return paths.educationIntro;
  return paths.skillsIntro;
};

/** /add-skill Back: the skills interstitial, or the finished resume. */
export const skillsBack: Rule<'finalMode'> = (s) => (s.finalMode ? paths.finalResume : paths.skillsIntro);

/** /add-skill Next: the professional summary comes next (01 §4: skills, summary, languages). */
export const skillsNext: Rule<'finalMode'> = (s) => (s.finalMode ? paths.finalResume : paths.summaryIntro);

/** /summary (summary intro) Back and Next. The summary is optional: Skip goes to languages. */
export const summaryIntroBack = (): string => paths.skills;
export const summaryIntroNext = (): string => paths.summary;
export const summaryIntroSkip = (): string => paths.languagesIntro;

/** /language (language intro) Back and Next. */
export const languagesIntroBack: Rule<'hasSummary'> = (s) =>
  s.hasSummary ? paths.summary : paths.summaryIntro;
export const languagesIntroNext = (): string => paths.languages;

/**
 * /lngg Back: /final-resume in final mode when language data exists; otherwise the screen before
 * /lngg, which in Vita is the language intro (/language). See docs/decisions/wizard-navigation.md.
 */
export const languagesBack: Rule<'finalMode' | 'hasLanguageData'> = (s) =>
  s.finalMode && s.hasLanguageData ? paths.finalResume : paths.languagesIntro;

/** /lngg Next saves, then the extra-section checklist (or the finished resume in final mode). */
export const languagesNext: Rule<'finalMode'> = (s) => (s.finalMode ? paths.finalResume : paths.addSection);
