/** Above this length a profile title with both gender forms is shortened for display. */
const LONG_TITLE = 40;

/**
 * ESCO names many profiles twice ("Fachinformatiker der Fachrichtung Systemintegration/
 * Fachinformatikerin der Fachrichtung Systemintegration"). A long title of that shape is shown
 * as its first form with the usual German "(m/w/d)"; short ones ("Friseur/Friseurin") stay.
 */
export function displayProfileTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length <= LONG_TITLE) return trimmed;
  const parts = trimmed.split('/');
  const first = parts[0]?.trim() ?? '';
  if (parts.length !== 2 || first.length < 3 || first.endsWith('-')) return trimmed;
  return `${first} (m/w/d)`;
}
