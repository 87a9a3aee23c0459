import { educationStep } from '../features/education/step';
import { finalStep } from '../features/final/step';
import { headingStep } from '../features/heading/step';
import { languagesStep } from '../features/languages/step';
import { sectionsStep } from '../features/sections/step';
import { setupStep } from '../features/setup/step';
import { signatureStep } from '../features/signature/step';
import { skillsStep } from '../features/skills/step';
import { summaryStep } from '../features/summary/step';
import { workStep } from '../features/work/step';
import { progressBarOf } from '../flow/progress';
import { signInHiddenOf } from '../session/sign-in-visibility';

/**
 * The wizard's steps, each declared in its feature folder (`features/<step>/step.ts`), in the
 * order of the wizard. The route table, the progress bar and the sign-in link read this list.
 */
export const WIZARD_STEPS = [
  setupStep,
  headingStep,
  workStep,
  educationStep,
  skillsStep,
  summaryStep,
  languagesStep,
  sectionsStep,
  signatureStep,
  finalStep,
] as const;

type DeclaredRoute = (typeof WIZARD_STEPS)[number]['routes'][number];
/** The routes whose page a step declares; the route table adds every other route itself. */
export type WizardPagePath = Extract<DeclaredRoute, { page: unknown }>['path'];

export const { progressSteps, stepForPath, isProgressBarVisible } = progressBarOf(WIZARD_STEPS);
export const isSignInHidden = signInHiddenOf(WIZARD_STEPS);
