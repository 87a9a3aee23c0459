import type { FontName } from '@vita/shared/constants';
import { FONT_STACKS } from './format-vars';

/** A German sample: the Latin subset file, the one every German resume needs. */
const SAMPLE = 'Lebenslauf Ä';

/**
 * Starts fetching the faces a resume will be drawn in, before the template lays it out: the
 * browser fetches a face only once laid-out text asks for it, a whole render later, and the page
 * is ready only when its fonts are. Needs the @font-face rules (fonts.ts) in the document.
 */
export function warmUpFonts(fontStyle: FontName | undefined, signatureFont: string | null): void {
  const family = FONT_STACKS[fontStyle ?? 'Montserrat'] ?? FONT_STACKS.Montserrat;
  const faces = [`400 16px ${family}`, `700 16px ${family}`];
  if (signatureFont) faces.push(`400 16px "${signatureFont.replace(/"/g, '')}"`);
  warmUpFaces(faces);
}

/** Starts fetching these faces (CSS font shorthands) where the browser can load fonts from script. */
export function warmUpFaces(faces: readonly string[]): void {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (typeof fonts?.load !== 'function') return;
  // Only a head start: a face that fails to load is drawn with its fallback, as without this.
  for (const face of faces) void fonts.load(face, SAMPLE).catch(() => undefined);
}
