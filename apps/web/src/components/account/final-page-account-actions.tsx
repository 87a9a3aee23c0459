/**
 * The account actions on /final-resume ("More Options": register to keep the resume, log in),
 * mounted in the final page's sidebar. (Being built with the accounts issue.)
 */
export function FinalPageAccountActions() {
  return null;
}
