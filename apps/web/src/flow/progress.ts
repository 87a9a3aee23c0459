import { isEducationFirst } from './flow-state';
import type { AppPath } from './paths';
import { paths } from './paths';
import {
  circleOf,
  type ProgressCircle,
  type ProgressState,
  type ProgressStepId,
  routesByPath,
  type WizardStepDeclaration,
} from './wizard-step';

export type { ProgressState, ProgressStepId };

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

export interface ProgressBarRules {
  /** The circles in their order, with the one the current path belongs to active. */
  progressSteps(state: ProgressState, currentPath: string): ProgressStep[];
  /** The circle a path counts to, or null off the wizard. */
  stepForPath(path: string): ProgressStepId | null;
  /**
   * The bar belongs to the resume wizard: it shows on the routes of the steps with a circle,
   * except where a route hides it. Set-up, account, billing and legal pages have no bar.
   */
  isProgressBarVisible(path: string, finalMode: boolean): boolean;
}

const isCircle = (progress: WizardStepDeclaration['progress']): progress is ProgressCircle =>
  typeof progress === 'object' && progress !== null;

/** The progress bar of the given wizard steps (app/wizard-steps.ts). */
export function progressBarOf(steps: readonly WizardStepDeclaration[]): ProgressBarRules {
  const routes = routesByPath(steps);
  const circles = steps.map((step) => step.progress).filter(isCircle);
  const workFirst = [...circles].sort((a, b) => a.position.workFirst - b.position.workFirst);
  const educationFirst = [...circles].sort((a, b) => a.position.educationFirst - b.position.educationFirst);

  const stepForPath = (path: string): ProgressStepId | null => {
    const declared = routes.get(path);
    return declared ? circleOf(declared.step) : null;
  };

  return {
    stepForPath,
    progressSteps(state, currentPath) {
      const activeId = stepForPath(currentPath);
      return (isEducationFirst(state) ? educationFirst : workFirst).map((circle, index) => ({
        id: circle.id,
        number: index + 1,
        path: paths[circle.link],
        labelKey: `progress.${circle.id}`,
        enabled: circle.enabled(state),
        active: circle.id === activeId,
      }));
    },
    isProgressBarVisible(path, finalMode) {
      const declared = routes.get(path);
      if (!declared || circleOf(declared.step) === null) return false;
      const rule = declared.route.progressBar;
      return rule !== 'hidden' && !(finalMode && rule === 'hiddenOnceFinished');
    },
  };
}
