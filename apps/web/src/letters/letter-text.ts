import type { LetterFields } from '@vita/shared/contracts';
import type { Personal, ResumeLocale } from '@vita/shared/resume';
import { englishContact, englishDate, englishSalutationFor, NEUTRAL_SALUTATION } from './letter-skeleton';

const BERLIN = 'Europe/Berlin';

/** Today's calendar day in Germany as YYYY-MM-DD (the letter's date when none is set). */
export function todayInBerlin(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BERLIN,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The letter's date in one of the two DIN 5008 forms: 25.11.2026 or 25. November 2026 (German
 * month names even in the English interface: the letter goes to a German employer).
 */
export function letterDate(iso: string, style: LetterFields['date_style'], now: Date = new Date()): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : todayInBerlin(now);
  const date = new Date(`${day}T12:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }
      : { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' };
  return new Intl.DateTimeFormat('de-DE', options).format(date);
}

/**
 * "Berlin, 25.11.2026"; without a place only the date. An English letter carries the date alone,
 * "3 December 2026" (the German "Ort, Datum" is no English form).
 */
export function placeAndDate(
  letter: Pick<LetterFields, 'place' | 'date' | 'date_style'>,
  now: Date = new Date(),
  locale: ResumeLocale = 'de',
): string {
  if (locale === 'en')
    return englishDate(/^\d{4}-\d{2}-\d{2}$/.test(letter.date) ? letter.date : todayInBerlin(now));
  const date = letterDate(letter.date, letter.date_style, now);
  return letter.place.trim() ? `${letter.place.trim()}, ${date}` : date;
}

/**
 * The Anrede derived from the contact person: "Frau Dr. Anna Berger" → "Sehr geehrte Frau Dr.
 * Berger,"; first names are left out (customary), academic titles kept; no contact → the
 * neutral "Sehr geehrte Damen und Herren,".
 */
export function salutationFor(contact: string, locale: ResumeLocale = 'de'): string {
  if (locale === 'en') return englishSalutationFor(contact);
  const words = contact.trim().split(/\s+/).filter(Boolean);
  const [form, ...rest] = words;
  const isTitle = (word: string) => /\.$/.test(word) || /^(Prof|Dr|Dipl)/.test(word);
  const titles = rest.filter(isTitle);
  const lastName = rest.filter((word) => !isTitle(word)).at(-1);
  if (!lastName) return NEUTRAL_SALUTATION.de;
  const name = [...titles, lastName].join(' ');
  if (form === 'Frau') return `Sehr geehrte Frau ${name},`;
  if (form === 'Herr' || form === 'Herrn') return `Sehr geehrter Herr ${name},`;
  return `Guten Tag ${[form, ...rest].join(' ')},`;
}

/** The salutation printed: the user's own, else the derived one. */
export function effectiveSalutation(
  letter: Pick<LetterFields, 'salutation' | 'recipient'>,
  locale: ResumeLocale = 'de',
): string {
  return letter.salutation.trim() || salutationFor(letter.recipient.contact, locale);
}

export type SenderLines = { name: string; street: string; zipCity: string; phone: string; email: string };

/** The sender block: each empty field falls back to the resume's heading. */
export function senderOf(letter: Pick<LetterFields, 'sender'>, personal: Personal): SenderLines {
  const s = letter.sender;
  const zipCity = [personal.postalCode, personal.city].filter(Boolean).join(' ');
  return {
    name: s.name || personal.fullName,
    street: s.street || personal.street,
    zipCity: s.zip_city || zipCity,
    phone: s.phone || personal.phone,
    email: s.email || personal.email,
  };
}

/**
 * The recipient's lines in the address field, empty ones left out; "Herr" becomes "Herrn"
 * (accusative). An English letter writes the German forms the British way: "Ms Dr Berger" would
 * be wrong, so Frau/Herr become Ms/Mr and titles lose their full stop ("Dr Anna Berger").
 */
export function recipientLines(recipient: LetterFields['recipient'], locale: ResumeLocale = 'de'): string[] {
  const contact =
    locale === 'en'
      ? englishContact(recipient.contact)
      : recipient.contact.trim().replace(/^Herr\s/, 'Herrn ');
  const zipCity = [recipient.zip.trim(), recipient.city.trim()].filter(Boolean).join(' ');
  return [recipient.company.trim(), contact, recipient.street.trim(), zipCity].filter(Boolean);
}
