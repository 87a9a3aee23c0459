import { routesByPath, type WizardStepDeclaration } from '../flow/wizard-step';

/**
 * The login component's hidden element (02 §2.1; the spec does not say which element): Vita hides
 * the header's sign-in link on the routes that declare it (`signIn` of a wizard step's route), so
 * that building a resume is not interrupted: always on the set-up choices, on the form pages once
 * the resume is finished. The spec hides it on the landing page, the final page and the work and
 * education summaries too; Vita shows it there, so returning users find their way back to their
 * account and the header stays the same through a step (docs/decisions/routes-and-layout.md).
 */
export function signInHiddenOf(
  steps: readonly WizardStepDeclaration[],
): (pathname: string, finished: boolean) => boolean {
  const routes = routesByPath(steps);
  return (pathname, finished) => {
    const rule = routes.get(pathname)?.route.signIn;
    return rule === 'hidden' || (finished && rule === 'hiddenOnceFinished');
  };
}
