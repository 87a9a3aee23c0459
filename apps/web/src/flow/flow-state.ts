/**
 * What the navigation rules read: the spec's stored values, reduced to the facts a rule needs.
 * Built from the local store by `selectFlowState` (store/); the rules themselves stay pure.
 */
export type StudentAnswer = 'Yes' | 'No';
export type ExperienceLevel = '0-3' | '4-9' | '10+';

export interface FlowState {
  /** The FinalResume flag: every page is in edit mode and returns to /final-resume. */
  finalMode: boolean;
  isStudent: StudentAnswer | null;
  /** '0' is the original's older spelling of the first band and is read like '0-3'. */
  experienceLevel: ExperienceLevel | '0' | null;
  hasResumeToken: boolean;
  hasHeadingEmail: boolean;
  hasJobs: boolean;
  hasDegrees: boolean;
  hasSkills: boolean;
  hasSummary: boolean;
  hasNativeLanguage: boolean;
  hasLanguageData: boolean;
  hasWebLinks: boolean;
  /** en_pth: the last visited path (with its query), stored outside final mode. */
  lastPath: string | null;
  /** extra_section_array: the route paths of the chosen extra sections, in order. */
  extraSections: readonly string[];
  customSectionIds: { one: number | null; two: number | null };
}

export const EMPTY_FLOW_STATE: FlowState = {
  finalMode: false,
  isStudent: null,
  experienceLevel: null,
  hasResumeToken: false,
  hasHeadingEmail: false,
  hasJobs: false,
  hasDegrees: false,
  hasSkills: false,
  hasSummary: false,
  hasNativeLanguage: false,
  hasLanguageData: false,
  hasWebLinks: false,
  lastPath: null,
  extraSections: [],
  customSectionIds: { one: null, two: null },
};

/**
 * The spec's "student check": 'Yes' only when the visitor answered Ja to "Sind Sie Student/in?",
 * which is asked for the 0-3 band only. Everything else — no answer, or a stale Ja from before the
 * band was changed — reads as 'No' (work history first), so every rule, the progress bar included,
 * agrees with the order the heading's Next chose. See docs/decisions/set-up-flow.md.
 */
export function studentCheck(state: Pick<FlowState, 'isStudent' | 'experienceLevel'>): StudentAnswer {
  const firstBand = state.experienceLevel === '0-3' || state.experienceLevel === '0';
  return state.isStudent === 'Yes' && firstBand ? 'Yes' : 'No';
}

/** Education before work history (students); work history before education otherwise. */
export const isEducationFirst = (state: Pick<FlowState, 'isStudent' | 'experienceLevel'>): boolean =>
  studentCheck(state) === 'Yes';
