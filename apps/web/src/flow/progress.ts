import { type FlowState, isEducationFirst } from './flow-state';
import { type AppPath, paths } from './paths';

export type ProgressStepId = 'heading' | 'work' | 'education' | 'skills' | 'languages' | 'finalize';

export interface ProgressStep {
  id: ProgressStepId;
  /** 1 … 6, as shown in the circle. */
  number: number;
  /** Where the step link leads once it is enabled. */
  path: AppPath;
  labelKey: `progress.${ProgressStepId}`;
  /** A step link is inactive until its section has data (01 §2 "Header progress bar"). */
  enabled: boolean;
  /** The step the current path belongs to; highlighted in orange. */
  active: boolean;
}

/** Which pages belong to which step; /summary (and the summary editor) count as the language step. */
const STEP_PAGES: Record<ProgressStepId, readonly string[]> = {
  heading: [paths.heading],
  work: [paths.workIntro, paths.workForm, paths.workSummary, paths.workSummaryLower, paths.workDescription],
  education: [paths.educationIntro, paths.educationForm, paths.educationSummary, paths.educationDescription],
  skills: [paths.skillsIntro, paths.skills],
  languages: [paths.summaryIntro, paths.summary, paths.languagesIntro, paths.languages],
  finalize: [
    paths.addSection,
    paths.accomplishments,
    paths.affiliations,
    paths.additionalInformation,
    paths.webLinks,
    paths.certifications,
    paths.hobbies,
    paths.customOne,
    paths.customTwo,
    paths.signatureIntro,
    paths.signature,
    paths.finalResume,
  ],
};

const STEP_LINKS: Record<ProgressStepId, AppPath> = {
  heading: paths.heading,
  work: paths.workSummary,
  education: paths.educationSummary,
  skills: paths.skills,
  languages: paths.languages,
  finalize: paths.finalResume,
};

export type ProgressState = Pick<
  FlowState,
  | 'isStudent'
  | 'experienceLevel'
  | 'finalMode'
  | 'hasHeadingEmail'
  | 'hasJobs'
  | 'hasDegrees'
  | 'hasSkills'
  | 'hasNativeLanguage'
>;

function isEnabled(id: ProgressStepId, s: ProgressState): boolean {
  switch (id) {
    case 'heading':
      return s.hasHeadingEmail;
    case 'work':
      return s.hasJobs;
    case 'education':
      return s.hasDegrees;
    case 'skills':
      return s.hasSkills;
    case 'languages':
      return s.hasNativeLanguage || s.finalMode;
    case 'finalize':
      return s.finalMode;
  }
}

export function stepForPath(path: string): ProgressStepId | null {
  for (const [id, pages] of Object.entries(STEP_PAGES) as [ProgressStepId, readonly string[]][]) {
    if (pages.includes(path)) return id;
  }
  return null;
}

/** The six steps: students see education before work history, everyone else work first. */
export function progressSteps(state: ProgressState, currentPath: string): ProgressStep[] {
  const order: ProgressStepId[] = isEducationFirst(state)
    ? ['heading', 'education', 'work', 'skills', 'languages', 'finalize']
    : ['heading', 'work', 'education', 'skills', 'languages', 'finalize'];
  const activeId = stepForPath(currentPath);
  return order.map((id, index) => ({
    id,
    number: index + 1,
    path: STEP_LINKS[id],
    labelKey: `progress.${id}`,
    enabled: isEnabled(id, state),
    active: id === activeId,
  }));
}

/**
 * Routes on which the spec hides the bar outright. The spec hides it on /Work-summary and
 * /edu-summary too; Vita shows it there, as on every other page of the two steps, so the header
 * does not jump between the form and its list (docs/decisions/routes-and-layout.md).
 */
const HIDDEN_ON: readonly string[] = [
  paths.landing,
  paths.experienceLevel,
  paths.selectCountry,
  paths.chooseTemplate,
  paths.buildMethod,
  paths.finalResume,
  paths.accessibility,
];

/** The form pages, which hide the bar once a finished resume exists (02 §2.1). */
const FORM_PAGES: readonly string[] = [
  paths.heading,
  paths.workForm,
  paths.educationForm,
  paths.skills,
  paths.summary,
  paths.languages,
];

/**
 * The bar belongs to the resume wizard: it shows on the pages of the six steps, except where the
 * spec hides it. Account, billing and legal pages have no bar (they are not steps).
 */
export function isProgressBarVisible(path: string, finalMode: boolean): boolean {
  if (HIDDEN_ON.includes(path)) return false;
  if (stepForPath(path) === null) return false;
  if (finalMode && FORM_PAGES.includes(path)) return false;
  return true;
}
