import type { ApplicationPart } from '@vita/shared';

/** The file's first word: the Mappe, or the one document downloaded alone. */
const PREFIX: Record<ApplicationPart, string> = {
  cover: 'Deckblatt',
  letter: 'Anschreiben',
  resume: 'Lebenslauf',
  attachments: 'Anlagen',
};

/** Characters no file system takes in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;

const words = (text: string) =>
  text.normalize('NFC').replace(UNSAFE, ' ').replace(/\./g, ' ').split(/\s+/).filter(Boolean);

/**
 * "Bewerbung_Vorname_Nachname_Firma.pdf"; one part alone "Anschreiben_…", "Deckblatt_…",
 * "Lebenslauf_…" or "Anlagen_…". Umlauts stay (the header's ASCII fallback spells them out).
 */
export function mappeFileName(
  parts: readonly ApplicationPart[],
  person: { firstName: string; lastName: string },
  company: string,
): string {
  const prefix = parts.length === 1 && parts[0] ? PREFIX[parts[0]] : 'Bewerbung';
  return `${[prefix, ...words(person.firstName), ...words(person.lastName), ...words(company)].join('_')}.pdf`;
}
