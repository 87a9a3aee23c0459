import { paths } from '../flow/paths';

/**
 * Always hidden here (02 §2.1): the set-up steps. The spec hides it on the landing page, the final
 * page and the work and education summaries too; Vita shows it there, so returning users find
 * their way back to their account and the header stays the same through a step
 * (docs/decisions/routes-and-layout.md).
 */
const HIDDEN_ALWAYS: readonly string[] = [paths.experienceLevel, paths.selectCountry, paths.chooseTemplate];
/** Hidden here too once the resume is finished (the FinalResume flag). */
const HIDDEN_WHEN_FINISHED: readonly string[] = [
  paths.heading,
  paths.workForm,
  paths.educationForm,
  paths.skills,
  paths.languages,
];

/**
 * The login component's hidden element (02 §2.1; the spec does not say which element): Vita hides
 * the header's sign-in link on these paths, so that building a resume is not interrupted.
 */
export function isSignInHidden(pathname: string, finished: boolean): boolean {
  return HIDDEN_ALWAYS.includes(pathname) || (finished && HIDDEN_WHEN_FINISHED.includes(pathname));
}
