import type { ExperienceLevel, FlowState, StudentAnswer } from './flow-state';
import { paths } from './paths';

/** Auto-advance after the experience or student choice (01 §9). */
export const AUTO_ADVANCE_MS = 500;

/**
 * "LEBENSLAUF ERSTELLEN": the continue panel only makes sense when there is a resume to continue,
 * i.e. a resume token exists (created when a template is chosen). Otherwise straight on.
 */
export function landingStart(
  state: Pick<FlowState, 'hasResumeToken'>,
): 'ask-to-continue' | '/experience-level' {
  return state.hasResumeToken ? 'ask-to-continue' : paths.experienceLevel;
}

/** Continue panel, Ja: the finished resume, else the last stored path, else the start of set-up. */
export function nextPathAfterContinueYes(state: Pick<FlowState, 'finalMode' | 'lastPath'>): string {
  if (state.finalMode) return paths.finalResume;
  if (state.lastPath && state.lastPath !== paths.landing) return state.lastPath;
  return paths.experienceLevel;
}

/** Continue panel, Nein: local data and the photo are wiped first (by the caller), then set-up. */
export const nextPathAfterContinueNo = (): string => paths.experienceLevel;

export interface ExperienceChoice {
  experienceLevel: ExperienceLevel;
  /** The isStudent value to store now (the student question may change it afterwards). */
  isStudent: StudentAnswer;
  askStudent: boolean;
}

/**
 * Choosing a band. 0-3 stores isStudent 'No' first and reveals the student question; 4-9 and 10+
 * store 'No' too, so that a Ja given before switching band cannot linger.
 */
export function chooseExperienceLevel(level: ExperienceLevel): ExperienceChoice {
  return { experienceLevel: level, isStudent: 'No', askStudent: level === '0-3' };
}

/** Where the set-up goes after an experience band (4-9, 10+) or a student answer. */
export const nextPathAfterExperience = (): string => paths.chooseTemplate;

/** /select-country: 'Vorlagen ansehen'. */
export const nextPathAfterCountry = (): string => paths.chooseTemplate;

/** 'Vorlage wählen' on a gallery card: the build-method screen, or back to the finished resume. */
export function nextPathAfterTemplateChosen(state: Pick<FlowState, 'finalMode'>): string {
  return state.finalMode ? paths.finalResume : paths.buildMethod;
}

export const buildMethodBack = (): string => paths.chooseTemplate;
export const buildMethodNext = (): string => paths.heading;
