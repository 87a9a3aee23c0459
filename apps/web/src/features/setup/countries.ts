/** Target countries: the German-speaking ones first, then neighbours where German CVs are common. */
export const COUNTRY_CODES = [
  'DE',
  'AT',
  'CH',
  'LI',
  'LU',
  'BE',
  'NL',
  'DK',
  'PL',
  'CZ',
  'FR',
  'IT',
] as const;
export const DEFAULT_COUNTRY = 'DE';

/** The country's name in the interface language (Intl knows them all; no list to maintain). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
