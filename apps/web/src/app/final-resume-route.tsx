import { ApplicationDialog } from '../features/application/application-dialog';
import { FinalResumePage } from '../features/final/final-resume-page';
import { LettersOnFinal } from '../features/letters/letters-on-final';

/**
 * The final page with what the letters and the Bewerbungsmappe add to it. Composed here, in the
 * app, so that the final page and those features do not import each other.
 */
export function FinalResumeRoute() {
  return <FinalResumePage actions={<LettersOnFinal />} ApplicationDialog={ApplicationDialog} />;
}
