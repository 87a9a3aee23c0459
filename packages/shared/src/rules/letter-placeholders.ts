import { decodeHtmlEntities } from '../resume/html-entities';

/** The letter's fields that are printed, in the order a reader meets them. */
const PRINTED_FIELDS = ['subject', 'salutation', 'body', 'closing'] as const;
type PrintedField = (typeof PRINTED_FIELDS)[number];

/**
 * A prompt left for the applicant: "[Eintrittstermin]", "[…]", or a phrase's "{company}" that was
 * never filled. Square brackets are not used in German business letters otherwise, so any short
 * bracketed text on one line counts.
 */
const PLACEHOLDER = /\[[^[\]\n]{0,80}\]|\{[A-Za-z]\w{0,30}\}/g;

/** Text of an HTML body as it is printed: tags become spaces, entities their characters. */
const printedText = (html: string) => decodeHtmlEntities(html.replace(/<[^>]*>/g, ' '));

/** Every placeholder still in the printed fields of a letter, each once, in reading order. */
export function letterPlaceholders(letter: Partial<Record<PrintedField, string>>): string[] {
  const found = PRINTED_FIELDS.flatMap((field) => {
    const text = field === 'body' ? printedText(letter.body ?? '') : (letter[field] ?? '');
    return text.match(PLACEHOLDER) ?? [];
  });
  return [...new Set(found)];
}

/** Why a letter with placeholders is not printed, naming them (German, as the server answers). */
export function placeholderMessage(placeholders: readonly string[]): string {
  const names = placeholders.map((name) => `„${name}“`);
  const listed =
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`;
  return placeholders.length === 1
    ? `Im Anschreiben steht noch der Platzhalter ${listed}. Bitte ersetzen Sie ihn durch Ihren Text oder löschen Sie ihn, dann lässt sich das Anschreiben herunterladen.`
    : `Im Anschreiben stehen noch die Platzhalter ${listed}. Bitte ersetzen Sie sie durch Ihren Text oder löschen Sie sie, dann lässt sich das Anschreiben herunterladen.`;
}
