/**
 * The spell-check mode of /final-resume: shown instead of the preview while active; the banner,
 * highlighted words with suggestions, Cancel (onClose) and Save (writes the texts back, then onClose).
 * (Being built: issue 5.)
 */
export function SpellCheckMode(_props: { onClose: () => void }) {
  return null;
}
