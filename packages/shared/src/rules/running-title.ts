/** A job title as it stands in running text, not in a heading or the subject line. */

const GENDER_MARKER = /\s*\((?:m|w|d|f|x|gn|all genders?|div)(?:\s*[/|,]\s*(?:m|w|d|f|x|div))*\)/gi;
/** Adjectives before the noun of a title: German writes them small in a sentence. */
const ADJECTIVE =
  /^(?:\p{L}+(?:isch|lich|end|ig|iert|ert|ell|al|iv|bar|los|sam|haft|ernt)(?:e|er|es|en|em)?|erste[rn]?|zweite[rn]?|freie[rn]?|staatlich|leitende[rn]?)$/u;

export function withoutGenderMarker(title: string): string {
  return title.replace(GENDER_MARKER, '').replace(/\s+/g, ' ').trim();
}

/** "Stellvertretende Filialleiterin" → "stellvertretende Filialleiterin"; "Filialleitung (m/w/d)" → "Filialleitung". */
export function runningTitle(title: string): string {
  const words = withoutGenderMarker(title).split(' ');
  for (let i = 0; i < words.length - 1; i++) {
    const word = words[i] ?? '';
    if (!ADJECTIVE.test(word)) break;
    words[i] = word.toLocaleLowerCase('de');
  }
  return words.join(' ');
}
