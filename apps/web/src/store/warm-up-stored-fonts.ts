// The @font-face rules the faces are fetched by (the templates' and the signature's): without them
// `document.fonts.load` finds no face and fetches nothing, and the fonts came only with the
// preview's first layout, as the page's last requests. Imported here, their CSS loads before this
// module runs. (The signature's stand-in faces, registered from script, are left to the preview:
// registering them here would make "Arial" in every font stack a file to fetch.)
import '../templates/shared/fonts';
import '../templates/shared/signature-fonts';
import { warmUpFaces, warmUpFonts } from '../templates/shared/font-warmup';
import { getItem, type StoreValues } from './local-store';
import { valuesFromMeta } from './stored-parts';
import { peekPrefetched } from './stored-resume-fetch';

function warmUpResumeFonts(
  formatting: StoreValues['templateFormatting'] | undefined,
  signature: StoreValues['signature'] | undefined,
): void {
  const typed = signature != null && (signature.tab ?? 0) === 0 && Boolean(signature.text);
  warmUpFonts(formatting?.fontStyle, typed ? signature.style?.fontFamily || 'Italianno' : null);
}

/** Starts fetching the faces of the stored resume (its font, a typed signature's) before it renders. */
export function warmUpStoredFonts(): void {
  warmUpResumeFonts(getItem('templateFormatting'), getItem('signature'));
}

/**
 * A resume opened by link (`?id=`): its faces start loading when the server's answer is in,
 * while the page's code may still be loading, not once the answer is in the local store.
 */
export function warmUpPrefetchedFonts(): void {
  peekPrefetched()
    ?.then((stored) => warmUpResumeFonts(stored.style.formatting, valuesFromMeta(stored.meta).signature))
    .catch(() => undefined);
}

/**
 * The final page's own labels (its section rows, the resume's name) are set in Nunito Sans 600, a
 * face the app's entry does not load: fetched with the page's code, not after its first layout.
 */
export function warmUpFinalPageFonts(): void {
  warmUpFaces(['600 16px "Nunito Sans"']);
}
