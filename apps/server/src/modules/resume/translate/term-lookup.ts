import { AUSBILDUNG_TITLES, ausbildungExplanation } from './ausbildung-titles';
import { FIELDS_OF_STUDY } from './field-terms';
import { GERMAN_DEGREES } from './german-degrees';
import { LANGUAGE_LEVELS, LANGUAGE_NAMES, MARITAL_STATUS, translateLicence } from './language-terms';

/** Lower case, no gender suffix "(m/w/d)", single spaces: how typed titles are compared. */
export function termKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\((m|w|d|f)(\/(m|w|d|f)){1,2}\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function index<T>(rows: readonly T[], forms: (row: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) {
    for (const form of forms(row).split(';')) {
      const key = termKey(form);
      if (key && !map.has(key)) map.set(key, row);
    }
  }
  return map;
}

const AUSBILDUNG = index(AUSBILDUNG_TITLES, (row) => row.german);
const DEGREES = index(GERMAN_DEGREES, (row) => row.german);

/** "Ausbildung zur Kauffrau im Einzelhandel", "Auszubildender Mechatroniker" → the trade's words. */
function withoutTrainingWords(key: string): string {
  return key
    .replace(/^(abgeschlossene )?(berufs)?ausbildung (als|zum|zur|zu)\s+/, '')
    .replace(/^auszubildende[rn]?\s+(als\s+|zum\s+|zur\s+)?/, '')
    .replace(/^azubi\s+/, '');
}

export interface AusbildungMatch {
  english: string;
  explanation: string;
}

/** A curated Ausbildungsberuf named by a title ("Kauffrau im Einzelhandel", "Ausbildung zur …"). */
export function ausbildungFor(title: string): AusbildungMatch | undefined {
  const key = termKey(title);
  const row = AUSBILDUNG.get(key) ?? AUSBILDUNG.get(withoutTrainingWords(key));
  return row ? { english: row.english, explanation: ausbildungExplanation(row.years) } : undefined;
}

/** The explained English name of a German degree; the typed text when it is already English. */
export function degreeFor(degree: string): string | undefined {
  const row = DEGREES.get(termKey(degree));
  if (!row) return undefined;
  return row.english === '' ? degree.trim() : row.english;
}

export function fieldOfStudyFor(field: string): string | undefined {
  return FIELDS_OF_STUDY[termKey(field)];
}

export function languageNameFor(name: string): string | undefined {
  const key = termKey(name);
  if (LANGUAGE_NAMES[key]) return LANGUAGE_NAMES[key];
  // Already English ("English", "German"): kept as written.
  return Object.values(LANGUAGE_NAMES).find((english) => english.toLowerCase() === key);
}

/**
 * "Englisch – verhandlungssicher (C1)" → "English – business fluent (C1)": language names and
 * level words replaced; undefined when the text names no language (then it is not a language line).
 */
export function languagePhraseFor(text: string): string | undefined {
  let found = false;
  let result = text.replace(/\p{L}+/gu, (word) => {
    const english = LANGUAGE_NAMES[word.toLowerCase()];
    if (!english) return word;
    found = true;
    return english;
  });
  if (!found) return undefined;
  for (const [pattern, english] of LANGUAGE_LEVELS) result = result.replace(pattern, english);
  return result.replace(/\bKenntnisse\b/gi, 'knowledge');
}

export function maritalStatusFor(status: string): string | undefined {
  return MARITAL_STATUS[termKey(status)];
}

export { translateLicence };
