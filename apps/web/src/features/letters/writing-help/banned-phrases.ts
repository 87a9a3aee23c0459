/**
 * Openers and empty self-praise German recruiters say they skip. No phrase and no draft of the
 * writing help may contain one (checked in the tests, lower case, as substrings).
 */
export const BANNED_PHRASES = [
  'hiermit',
  'bewerbe ich mich',
  'mit großem interesse',
  'mit großer freude habe ich',
  'ihre stellenanzeige',
  'auf diesem wege',
  'teamfähig',
  'belastbar',
  'flexibel',
  'motiviert',
  'stressresistent',
  'kommunikationsstark',
  'lösungsorientiert',
  'zielstrebig',
  'ehrgeizig',
  'perfekte kandidat',
  'ideale kandidat',
  'der richtige für',
  'die richtige für',
  'würde mich sehr freuen',
  'würde ich mich sehr freuen',
  'verbleibe ich',
  'neue herausforderung',
] as const;

/** The banned phrases a text contains (empty when it has none). */
export function bannedPhrasesIn(text: string): string[] {
  const lower = text.toLocaleLowerCase('de');
  return BANNED_PHRASES.filter((phrase) => lower.includes(phrase));
}
