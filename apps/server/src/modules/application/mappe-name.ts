import type { ApplicationPart, ResumeLocale } from '@vita/shared';

/** The file's first word: the Mappe, or the one document downloaded alone, in the resume's language. */
const PREFIX: Record<ResumeLocale, Record<ApplicationPart | 'whole', string>> = {
  de: {
    whole: 'Bewerbung',
    cover: 'Deckblatt',
    letter: 'Anschreiben',
    resume: 'Lebenslauf',
    attachments: 'Anlagen',
  },
  en: {
    whole: 'Application',
    cover: 'Cover_page',
    letter: 'Cover_letter',
    resume: 'CV',
    attachments: 'Enclosures',
  },
};

/** The Mappe's PDF bookmarks, in the resume's language (an English version's are English). */
export const MAPPE_BOOKMARKS = {
  de: {
    resume: 'Lebenslauf',
    letter: 'Anschreiben',
    cover: 'Deckblatt',
    index: 'Anlagenverzeichnis',
    enclosure: (title: string) => `Anlage: ${title}`,
  },
  en: {
    resume: 'CV',
    letter: 'Cover letter',
    cover: 'Cover page',
    index: 'List of enclosures',
    enclosure: (title: string) => `Enclosure: ${title}`,
  },
} as const;

/** Characters no file system takes in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;

const words = (text: string) =>
  text.normalize('NFC').replace(UNSAFE, ' ').replace(/\./g, ' ').split(/\s+/).filter(Boolean);

/**
 * "Bewerbung_Vorname_Nachname_Firma.pdf"; one part alone "Anschreiben_…", "Deckblatt_…",
 * "Lebenslauf_…" or "Anlagen_…"; an English version's "Application_…", "Cover_letter_…", "CV_…". Umlauts stay (the header's ASCII fallback spells them out).
 */
export function mappeFileName(
  parts: readonly ApplicationPart[],
  person: { firstName: string; lastName: string },
  company: string,
  locale: ResumeLocale = 'de',
): string {
  const prefix = parts.length === 1 && parts[0] ? PREFIX[locale][parts[0]] : PREFIX[locale].whole;
  return `${[prefix, ...words(person.firstName), ...words(person.lastName), ...words(company)].join('_')}.pdf`;
}
