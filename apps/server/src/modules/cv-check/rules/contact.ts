import { parseIsoDay, type StoredResumeParts } from '@vita/shared';
import type { RawFinding } from '../check-input';

/** A Bewerbungsfoto prints at 35 × 45 mm; under 600 px it looks soft at 300 dpi and larger frames. */
export const MIN_PHOTO_HEIGHT_PX = 600;
export const MAX_SIGNATURE_AGE_DAYS = 30;

/** Lower-case, umlauts written out, accents dropped: "Schäfer" → "schaefer". */
function folded(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Name parts of three letters or more, with and without written-out umlauts ("schaefer", "schafer"). */
function nameParts(first: string, last: string): string[] {
  const parts = `${first} ${last}`.split(/[\s-]+/).filter((p) => p.length >= 3);
  return parts.flatMap((p) => {
    const out = folded(p);
    const bare = p.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
    return [out, bare];
  });
}

/**
 * An e-mail address that is a name: its local part holds the first or the last name (as in
 * "lena.schaefer", "l.schaefer", "schaefer.lena84"). "partyqueen88", "info" or "hasi2000" are not.
 */
export function emailIsName(email: string, first: string, last: string): boolean {
  const local = folded(email.split('@')[0] ?? '');
  const parts = nameParts(first, last);
  return parts.length === 0 || parts.some((part) => local.includes(part));
}

export function contactFindings(parts: StoredResumeParts): RawFinding[] {
  const heading = parts.heading;
  const email = heading?.email.trim() ?? '';
  const phoneDigits = (heading?.phone ?? '').replace(/\D/g, '');
  const findings: RawFinding[] = [];
  if (email === '') findings.push({ rule: 'email_missing', section: 'heading', params: {} });
  else if (!emailIsName(email, heading?.fname ?? '', heading?.lname ?? '')) {
    findings.push({ rule: 'email_not_a_name', section: 'heading', params: { email } });
  }
  if (phoneDigits.length < 6) findings.push({ rule: 'phone_missing', section: 'heading', params: {} });
  return findings;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** The date beside the signature: not older than 30 days, not in the future (a date left empty prints today). */
export function signatureFindings(parts: StoredResumeParts, now: Date): RawFinding[] {
  const signature = parts.signature;
  if (!signature?.addDateAndPlace) return [];
  const day = parseIsoDay(signature.date);
  if (day === null) return [];
  const days = Math.round((startOfDay(now) - startOfDay(day)) / DAY_MS);
  const [y, m, d] = signature.date.split('-');
  const date = `${d}.${m}.${y}`;
  if (days > MAX_SIGNATURE_AGE_DAYS)
    return [{ rule: 'signature_date', section: 'signature', params: { date, days } }];
  if (days < 0) return [{ rule: 'signature_date', section: 'signature', params: { date, days } }];
  return [];
}

/** A photo is never a finding in itself (German practice under the AGG); one too small to print is. */
export function photoFindings(photoHeight: number | null): RawFinding[] {
  return photoHeight !== null && photoHeight < MIN_PHOTO_HEIGHT_PX
    ? [{ rule: 'photo_small', section: 'heading', params: { height: photoHeight, min: MIN_PHOTO_HEIGHT_PX } }]
    : [];
}
