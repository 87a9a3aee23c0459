import { warmUpFonts } from '../templates/shared/font-warmup';
import { getItem } from './local-store';

/** Starts fetching the faces of the stored resume (its font, a typed signature's) before it renders. */
export function warmUpStoredFonts(): void {
  const signature = getItem('signature');
  const typed = signature !== null && (signature.tab ?? 0) === 0 && Boolean(signature.text);
  warmUpFonts(
    getItem('templateFormatting')?.fontStyle,
    typed ? signature.style?.fontFamily || 'Italianno' : null,
  );
}
