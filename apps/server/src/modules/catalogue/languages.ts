import type { languageSchema } from '@vita/shared';
import type { z } from 'zod';
import { germanCollator } from './job-profiles';
import { normaliseSearchText } from './search-text';

export type Language = z.infer<typeof languageSchema>;

/**
 * ISO 639-1 codes (plus ISO 639-3 `gsg`, German Sign Language). A language's id is its position
 * here (1-based): append new codes at the end, never reorder or remove.
 */
// biome-ignore format: one code per line would be 130 lines of noise
const LANGUAGE_CODES = [
  'de', 'en', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'cs', 'sk', 'sl', 'hr', 'bs', 'sr', 'sq', 'mk', 'bg',
  'ro', 'hu', 'el', 'tr', 'ru', 'uk', 'be', 'lt', 'lv', 'et', 'fi', 'sv', 'da', 'no', 'is', 'ga', 'cy',
  'eu', 'ca', 'gl', 'lb', 'mt', 'ar', 'fa', 'ps', 'ku', 'he', 'hi', 'ur', 'bn', 'pa', 'gu', 'mr', 'ta',
  'te', 'kn', 'ml', 'si', 'ne', 'zh', 'ja', 'ko', 'vi', 'th', 'km', 'lo', 'my', 'id', 'ms', 'tl', 'sw',
  'am', 'ti', 'so', 'ha', 'yo', 'ig', 'zu', 'xh', 'af', 'mg', 'hy', 'ka', 'az', 'kk', 'ky', 'uz', 'tg',
  'tk', 'mn', 'ug', 'tt', 'la', 'eo', 'yi', 'gd', 'fy', 'br', 'co', 'oc', 'rm', 'sc', 'fo', 'se', 'wo',
  'ff', 'rw', 'rn', 'ln', 'sn', 'ny', 'st', 'tn', 'ts', 've', 'ak', 'ee', 'om', 'dv', 'bo', 'dz', 'sa',
  'jv', 'su', 'mi', 'sm', 'to', 'fj', 'ht', 'qu', 'ay', 'gn', 'kl', 'iu', 'cr', 'ch', 'gsg',
] as const;

/** Names ICU does not know. */
const NAME_OVERRIDES: Readonly<Record<string, string>> = { gsg: 'Deutsche Gebärdensprache' };

interface IndexedLanguage {
  language: Language;
  searchText: string;
}

let languages: readonly IndexedLanguage[] | undefined;

function buildLanguages(): IndexedLanguage[] {
  const displayNames = new Intl.DisplayNames(['de'], { type: 'language', fallback: 'code' });
  const result: IndexedLanguage[] = [];
  LANGUAGE_CODES.forEach((code, index) => {
    const name = NAME_OVERRIDES[code] ?? displayNames.of(code);
    // Without full ICU, unknown names come back as the code: leave those out.
    if (!name || name.toLowerCase() === code) return;
    const language = Object.freeze({ id: index + 1, name });
    result.push({ language, searchText: normaliseSearchText(name) });
  });
  return result.sort((a, b) => germanCollator.compare(a.language.name, b.language.name));
}

function indexedLanguages(): readonly IndexedLanguage[] {
  languages ??= buildLanguages();
  return languages;
}

/** German language names, in German alphabetical order. */
export function allLanguages(): Language[] {
  return indexedLanguages().map((entry) => entry.language);
}

/** Names starting with the search first, then names containing it; case and umlauts do not matter. */
export function searchLanguages(search: string): Language[] {
  const query = normaliseSearchText(search);
  if (query === '') return allLanguages();
  const prefix: Language[] = [];
  const contains: Language[] = [];
  for (const entry of indexedLanguages()) {
    if (entry.searchText.startsWith(query)) prefix.push(entry.language);
    else if (entry.searchText.includes(query)) contains.push(entry.language);
  }
  return [...prefix, ...contains];
}
