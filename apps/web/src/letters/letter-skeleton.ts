import type { LetterFields } from '@vita/shared/contracts';
import type { ResumeDocument, ResumeLocale } from '@vita/shared/resume';

/**
 * The fixed parts of an Anschreiben that depend on the resume's document language, never on the
 * interface language: an English version of a CV gets a British business letter around the text
 * the applicant writes (Anrede, Gruß, date, labels); a German one the DIN 5008 forms.
 */

/** Stored as the closing of every letter made before it was chosen; never what an English letter says. */
export const GERMAN_CLOSING = 'Mit freundlichen Grüßen';
/**
 * The letter's language: English only for the letter of an English version (a language of the
 * resume's own), whatever the interface speaks; otherwise the German DIN 5008 letter.
 */
export const letterLocale = (doc: Pick<ResumeDocument, 'locale' | 'ownLanguage'>): ResumeLocale =>
  doc.ownLanguage === true && doc.locale === 'en' ? 'en' : 'de';

export const NEUTRAL_SALUTATION: Record<ResumeLocale, string> = {
  de: 'Sehr geehrte Damen und Herren,',
  en: 'Dear Sir or Madam,',
};

export const LETTER_LABELS: Record<ResumeLocale, { enclosures: string; signature: string }> = {
  de: { enclosures: 'Anlagen', signature: 'Unterschrift' },
  en: { enclosures: 'Enclosures', signature: 'Signature of' },
};

const isTitle = (word: string) => /\.$/.test(word) || /^(Prof|Dr|Dipl)/.test(word);
const FEMALE = /^(Frau|Ms\.?|Mrs\.?|Miss)$/;
const MALE = /^(Herr|Herrn|Mr\.?)$/;

/**
 * The English Anrede from the contact person as the German form writes it ("Frau Dr. Anna
 * Berger") or an English one ("Ms Anna Berger"): British usage, no full stop after Ms, Mr or Dr,
 * first names left out, a doctor or professor addressed by the title instead of Ms/Mr; no
 * surname → "Dear Sir or Madam,".
 */
export function englishSalutationFor(contact: string): string {
  const words = contact.trim().split(/\s+/).filter(Boolean);
  const [form = '', ...rest] = words;
  const gendered = FEMALE.test(form) || MALE.test(form);
  const names = gendered ? rest : words;
  const lastName = names.filter((word) => !isTitle(word)).at(-1);
  if (!lastName) return NEUTRAL_SALUTATION.en;
  const titles = names.filter(isTitle);
  if (titles.some((word) => /^Prof/.test(word))) return `Dear Professor ${lastName},`;
  if (titles.some((word) => /^Dr/.test(word))) return `Dear Dr ${lastName},`;
  if (FEMALE.test(form)) return `Dear Ms ${lastName},`;
  if (MALE.test(form)) return `Dear Mr ${lastName},`;
  return `Dear ${names.join(' ')},`;
}

/** The contact as an English address line: "Frau Dr. Anna Berger" → "Dr Anna Berger", "Herr Jan Kaya" → "Mr Jan Kaya". */
export function englishContact(contact: string): string {
  const words = contact.trim().split(/\s+/).filter(Boolean);
  const [form = '', ...rest] = words;
  const english = (word: string) => word.replace(/^(Dr|Prof)\.$/, '$1');
  const named = FEMALE.test(form) || MALE.test(form) ? rest : words;
  const hasTitle = named.some((word) => /^(Dr|Prof)/.test(word));
  const courtesy = FEMALE.test(form) ? 'Ms' : MALE.test(form) ? 'Mr' : '';
  return [hasTitle ? '' : courtesy, ...named.map(english)].filter(Boolean).join(' ');
}

/**
 * The English Gruß follows the Anrede (the British rule): "Yours faithfully," to "Dear Sir or
 * Madam," (the reader is not named), "Yours sincerely," to a named person.
 */
export function englishClosingFor(salutation: string): string {
  return /^Dear (Sir|Madam|Sir or Madam|Sirs)\b|^To whom/i.test(salutation.trim())
    ? 'Yours faithfully,'
    : 'Yours sincerely,';
}

/**
 * The Gruß the applicant chose, '' when none: an English letter does not take over the German
 * default that every letter is stored with.
 */
export function ownClosing(closing: string, locale: ResumeLocale): string {
  const own = closing.trim();
  return locale === 'en' && own === GERMAN_CLOSING ? '' : own;
}

/** The Gruß printed: the applicant's own, else the language's rule. */
export function closingOf(closing: string, salutation: string, locale: ResumeLocale): string {
  const own = ownClosing(closing, locale);
  if (own) return own;
  return locale === 'en' ? englishClosingFor(salutation) : GERMAN_CLOSING;
}

/** "3 December 2026": the day before the month, the month written out (never 12/3 or 3/12). */
export function englishDate(isoDay: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${isoDay}T12:00:00Z`));
}

/** Whether the letter prints the DIN 5008 address window: its own choice, else by language. */
export function usesAddressWindow(
  letter: Pick<LetterFields, 'address_window'>,
  locale: ResumeLocale,
): boolean {
  return letter.address_window ?? locale === 'de';
}
