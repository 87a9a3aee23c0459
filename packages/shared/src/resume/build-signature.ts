import { formatDay, parseIsoDay } from './dates';
import { toIsoDay } from './day-input';
import { asRecord } from './lenient';
import { type PartReaders, shapeReaders } from './part-readers';
import type { ResumeLocale, SignatureBlock } from './resume-document';
import { imageDataUrl } from './web-href';

/** Ink colours: "blue" is a dark ink blue, not CSS blue, which looks like a link on paper. */
export const SIGNATURE_COLOURS = { black: '#000000', blue: '#1f3b8c' } as const;

/**
 * The signature as the resume shows it. The tab decides the kind (switching tab clears the
 * others, 02 §2.6). 'Ort, Datum' shows the date in the resume's format (22.11.2026; a
 * copy stored as MM/DD/YYYY is read too); a ticked box without a date shows `now`. Null when there
 * is nothing to show.
 */
export function buildSignature(
  value: unknown,
  locale: ResumeLocale,
  now: Date,
  read: PartReaders = shapeReaders,
): SignatureBlock | null {
  const signature = read.signature(value);
  if (signature === null) return null;
  const text = signature.text.trim();
  const drawn = imageDataUrl(signature.sign);
  const uploaded = imageDataUrl(signature.upload);
  let kind: SignatureBlock['kind'] = null;
  if (signature.tab === 0 && text !== '') kind = 'text';
  else if (signature.tab === 1 && drawn !== null) kind = 'drawn';
  else if (signature.tab === 2 && uploaded !== null) kind = 'upload';

  const place = signature.location.trim();
  const day = formatDay(parseIsoDay(toIsoDay(asRecord(value)?.date)) ?? now, locale);
  const placeDate = signature.addDateAndPlace ? [place, day].filter((p) => p !== '').join(', ') : '';
  if (kind === null && placeDate === '') return null;

  const sizes = { text: signature.textSize, drawn: signature.signSize, upload: signature.imageSize };
  return {
    kind,
    text: kind === 'text' ? text : '',
    fontFamily: signature.style.fontFamily.trim() || 'Italianno',
    color: SIGNATURE_COLOURS[signature.color],
    size: sizes[kind ?? 'text'],
    contrast: signature.contrast,
    alignment: signature.adjustment,
    image: kind === 'drawn' ? drawn : kind === 'upload' ? uploaded : null,
    placeDate,
  };
}
