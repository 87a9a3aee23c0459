import type { ResumeLocale } from '@vita/shared/resume';

/** Words the Deckblatt and the Anlagenverzeichnis print themselves, in the resume's language. */
const WORDS = {
  de: {
    application: 'Bewerbung',
    as: 'als',
    at: 'bei',
    enclosures: 'Anlagen',
    letter: 'Anschreiben',
    resume: 'Lebenslauf',
    index: 'Anlagenverzeichnis',
    indexContinued: 'Anlagenverzeichnis (Fortsetzung)',
    noEnclosures: 'Keine Anlagen',
    more: (count: number) => `… und ${count} weitere (siehe Anlagenverzeichnis)`,
    dateOf: 'vom',
  },
  en: {
    application: 'Application',
    as: 'for the position of',
    at: 'at',
    enclosures: 'Enclosures',
    letter: 'Cover letter',
    resume: 'Curriculum vitae',
    index: 'List of enclosures',
    indexContinued: 'List of enclosures (continued)',
    noEnclosures: 'No enclosures',
    more: (count: number) => `… and ${count} more (see the list of enclosures)`,
    dateOf: 'dated',
  },
} as const;

export const applicationWords = (locale: ResumeLocale) => WORDS[locale];

/**
 * An Anlage's date as the resume's language writes it: German TT.MM.JJJJ, British DD/MM/YYYY;
 * other text as given, '' stays ''.
 */
export function enclosureDate(isoDay: string, locale: ResumeLocale = 'de'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay.trim());
  if (!match) return isoDay.trim();
  const [, year, month, day] = match;
  return locale === 'en' ? `${day}/${month}/${year}` : `${day}.${month}.${year}`;
}
