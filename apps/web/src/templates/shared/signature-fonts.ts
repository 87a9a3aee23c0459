/**
 * The 11 fonts of the typed signature (02 §2.6), self-hosted (DESIGN.md deviation 10). The
 * proprietary ones are drawn with free, metric-compatible or look-alike stand-ins, registered
 * under the stored name itself ("Arial" → Arimo's files). So the form and the templates' live
 * preview, which asks for `"Arial", sans-serif`, show the same letters on every machine, and the
 * stored record keeps the spec's names. The mapping is in docs/decisions/fonts.md.
 *
 * The signature page and the templates' signature view register them; a file loads only when
 * text in its face is shown, never on `/`.
 */
import '@fontsource/italianno/400.css';
import '@fontsource/alex-brush/400.css';
import arimoLatin from '@fontsource/arimo/files/arimo-latin-400-normal.woff2';
import arimoLatinExt from '@fontsource/arimo/files/arimo-latin-ext-400-normal.woff2';
import bodoniLatin from '@fontsource/bodoni-moda/files/bodoni-moda-latin-400-normal.woff2';
import bodoniLatinExt from '@fontsource/bodoni-moda/files/bodoni-moda-latin-ext-400-normal.woff2';
import cousineLatin from '@fontsource/cousine/files/cousine-latin-400-normal.woff2';
import cousineLatinExt from '@fontsource/cousine/files/cousine-latin-ext-400-normal.woff2';
import dejavuLatin from '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2';
import domineLatin from '@fontsource/domine/files/domine-latin-400-normal.woff2';
import domineLatinExt from '@fontsource/domine/files/domine-latin-ext-400-normal.woff2';
import firaLatin from '@fontsource/fira-sans/files/fira-sans-latin-400-normal.woff2';
import firaLatinExt from '@fontsource/fira-sans/files/fira-sans-latin-ext-400-normal.woff2';
import gelasioLatin from '@fontsource/gelasio/files/gelasio-latin-400-normal.woff2';
import gelasioLatinExt from '@fontsource/gelasio/files/gelasio-latin-ext-400-normal.woff2';
import questrialLatin from '@fontsource/questrial/files/questrial-latin-400-normal.woff2';
import questrialLatinExt from '@fontsource/questrial/files/questrial-latin-ext-400-normal.woff2';
import tinosLatin from '@fontsource/tinos/files/tinos-latin-400-normal.woff2';
import tinosLatinExt from '@fontsource/tinos/files/tinos-latin-ext-400-normal.woff2';

// Fontsource's subsets: Latin covers German; Latin Extended names such as Łukasz or Şahin.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

type Generic = 'cursive' | 'serif' | 'sans-serif' | 'monospace';

interface SignatureFont {
  /** The name the record stores (02 §2.6). */
  name: string;
  generic: Generic;
  /** The free face that draws it, when the name is proprietary. */
  standIn?: { family: string; latin: string; latinExt?: string };
}

/** A proprietary face drawn by a free stand-in (its Latin and, where it has one, Latin Extended file). */
const drawnBy = (
  name: string,
  generic: Generic,
  family: string,
  latin: string,
  latinExt?: string,
): SignatureFont => ({ name, generic, standIn: latinExt ? { family, latin, latinExt } : { family, latin } });

export const SIGNATURE_FONTS: readonly SignatureFont[] = [
  { name: 'Italianno', generic: 'cursive' },
  { name: 'Alex Brush', generic: 'cursive' },
  drawnBy('Arial', 'sans-serif', 'Arimo', arimoLatin, arimoLatinExt),
  drawnBy('Bodoni MT', 'serif', 'Bodoni Moda', bodoniLatin, bodoniLatinExt),
  drawnBy('Century Gothic', 'sans-serif', 'Questrial', questrialLatin, questrialLatinExt),
  drawnBy('Courier New', 'monospace', 'Cousine', cousineLatin, cousineLatinExt),
  drawnBy('Georgia', 'serif', 'Gelasio', gelasioLatin, gelasioLatinExt),
  drawnBy('Palatino Linotype', 'serif', 'Domine', domineLatin, domineLatinExt),
  drawnBy('Times New Roman', 'serif', 'Tinos', tinosLatin, tinosLatinExt),
  drawnBy('Trebuchet MS', 'sans-serif', 'Fira Sans', firaLatin, firaLatinExt),
  drawnBy('Verdana', 'sans-serif', 'DejaVu Sans', dejavuLatin),
];

export const SIGNATURE_FONT_NAMES = SIGNATURE_FONTS.map((font) => font.name);

/** The CSS font stack for a stored font name (the same stack the templates use). */
export function fontStack(name: string): string {
  const font = SIGNATURE_FONTS.find((f) => f.name === name);
  const clean = name.replace(/["\\]/g, '').trim();
  return `"${clean}", ${font?.generic ?? 'cursive'}`;
}

let registered = false;

/**
 * Adds the stand-ins to the document under the stored names. The browser fetches a file only when
 * text in that face and subset is shown. Safe to call more than once.
 */
export function registerSignatureFonts(fonts: FontFaceSet | undefined = globalThis.document?.fonts): void {
  if (registered || !fonts || typeof FontFace === 'undefined') return;
  registered = true;
  for (const font of SIGNATURE_FONTS) {
    if (!font.standIn) continue;
    const { latin, latinExt } = font.standIn;
    const descriptors = { style: 'normal', weight: '400', display: 'swap' } as const;
    fonts.add(
      new FontFace(font.name, `url(${latin}) format("woff2")`, { ...descriptors, unicodeRange: LATIN }),
    );
    if (latinExt) {
      fonts.add(
        new FontFace(font.name, `url(${latinExt}) format("woff2")`, {
          ...descriptors,
          unicodeRange: LATIN_EXT,
        }),
      );
    }
  }
}
