import type { ComponentType } from 'react';
import type shellDe from '../i18n/parts/shell.de.json';
import type * as educationRules from './education';
import type { FlowState } from './flow-state';
import { type ExtraSectionPath, type PathName, paths } from './paths';
import type * as sectionRules from './sections';
import type * as setupRules from './setup';
import type * as wizardRules from './wizard';
import type * as workRules from './work';

/**
 * A wizard step is one feature folder whose `step.ts` declares what the shell needs to know about
 * it: its routes and pages, its place in the progress bar, its Back/Next rules and its texts. The
 * app collects the declarations into one ordered list (`app/wizard-steps.ts`); the route table,
 * the progress bar and the sign-in link are derived from that list, so shared code never imports
 * a feature.
 */

/** A circle of the progress bar; its label is `progress.<id>` of the frame's texts. */
export type ProgressStepId = Exclude<keyof (typeof shellDe)['progress'], 'label' | 'stepOf'>;

/** What the circles read to decide whether their link is enabled. */
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

/** The circle a step adds to the progress bar. */
export interface ProgressCircle {
  id: ProgressStepId;
  /** Its place, 1 … n: students of the 0-3 band see education before work, everyone else work first. */
  position: { workFirst: number; educationFirst: number };
  /** Where its link leads once it is enabled. */
  link: PathName;
  /** A circle's link is inactive until its section has data (01 §2 "Header progress bar"). */
  enabled: (state: ProgressState) => boolean;
}

type Rules = typeof wizardRules &
  typeof workRules &
  typeof educationRules &
  typeof sectionRules &
  typeof setupRules;
type StateRule = (state: FlowState) => string;
type HereRule = (state: FlowState, here: ExtraSectionPath) => string;

/**
 * A Back, Next or Skip rule of `flow/`, by its exported name: the rule reads the flow state (and,
 * for the extra sections, the page's own path). Names, not the functions, so that the declarations
 * the first script carries do not pull every rule along; the flow tests resolve them.
 */
export type FlowRuleName = {
  [K in keyof Rules]: Rules[K] extends StateRule | HereRule ? K : never;
}[keyof Rules];

export interface WizardRoute {
  /** Its name in `flow/paths.ts`, the one table of URLs the rules link to. */
  path: PathName;
  /**
   * The page, loaded on demand. Absent where the app provides the page itself: the landing page
   * comes with the first script, the final page is composed with what other features add to it.
   */
  page?: () => Promise<ComponentType>;
  /** The rules behind the page's buttons. */
  flow?: { back?: FlowRuleName; next?: FlowRuleName; skip?: FlowRuleName };
  /** Where the progress bar does not show on a route of a step that has a circle. */
  progressBar?: 'hidden' | 'hiddenOnceFinished';
  /** The header's sign-in link (02 §2.1 hidden element): hidden always, or once the resume is finished. */
  signIn?: 'hidden' | 'hiddenOnceFinished';
}

export interface WizardStepDeclaration {
  /** The feature folder, `features/<id>/`. */
  id: string;
  /** The top-level keys of its texts (i18n/de.json and en.json, or a part it registers). */
  texts: readonly string[];
  /**
   * Its place in the progress bar: the circle it adds, or the id of the circle its pages count to
   * (the summary counts to the language circle); null for steps before the bar (set-up).
   */
  progress: ProgressCircle | ProgressStepId | null;
  routes: readonly WizardRoute[];
}

/** Declares a step; the literal route names stay in its type, so the route table can be checked. */
export const defineWizardStep = <const S extends WizardStepDeclaration>(step: S): S => step;

/** The circle a step's pages count to. */
export const circleOf = (step: WizardStepDeclaration): ProgressStepId | null =>
  typeof step.progress === 'string' ? step.progress : (step.progress?.id ?? null);

export interface DeclaredRoute {
  step: WizardStepDeclaration;
  route: WizardRoute;
}

/** Every declared route by its URL (exact, case-sensitive: /Work-summary and /work-summary are two). */
export function routesByPath(steps: readonly WizardStepDeclaration[]): ReadonlyMap<string, DeclaredRoute> {
  const byPath = new Map<string, DeclaredRoute>();
  for (const step of steps) {
    for (const route of step.routes) {
      const path = paths[route.path];
      if (byPath.has(path)) throw new Error(`${path} is declared by two wizard steps`);
      byPath.set(path, { step, route });
    }
  }
  return byPath;
}
