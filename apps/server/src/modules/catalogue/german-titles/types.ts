/**
 * Our German job-title table: recognised Ausbildungsberufe, their former names, IHK/HWK
 * Fortbildung titles and titles common in job ads, each mapped by hand to ESCO occupations. ESCO
 * lacks most German dual-training titles, so without this table "Industriekauffrau" finds nothing.
 *
 * A row is one string, `notation | neutral forms | search-only forms | ESCO ids`, fields
 * separated by '|', lists by ';':
 * - notation: both forms the way a German job ad writes them ("Kaufmann/-frau für Büromanagement",
 *   "Medizinische/r Fachangestellte/r", "Koch/Köchin"); it is shown when the typed text fits both.
 * - neutral forms ("Kaufleute für Büromanagement", "Pflegefachkraft"), shown when typed.
 * - search-only forms: abbreviations ("MFA", "Kfm. für Büromanagement") and other names; a name is
 *   shown as typed, an abbreviation (all capitals or with a dot) shows the notation instead.
 * - ESCO occupation ids, the closest first; or `>` and the notation of the current title this
 *   former name was replaced by (it then maps where the current title maps).
 */
export type TitleKind = 'ausbildung' | 'former' | 'fortbildung' | 'job';

export interface TitleRows {
  kind: TitleKind;
  rows: readonly string[];
}

export interface GermanTitle {
  kind: TitleKind;
  notation: string;
  masculine: string;
  feminine: string;
  neutral: readonly string[];
  searchOnly: readonly string[];
  /** ESCO occupation ids, the closest first (for a former name: those of its current title). */
  escoIds: readonly string[];
  /** The notation of the current title, for former names. */
  replacedBy?: string;
}

const splitField = (field: string | undefined): string[] =>
  (field ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const isUpper = (text: string): boolean => text !== '' && text === text.toLocaleUpperCase('de');

/**
 * One word of a notation as masculine and feminine: "Erzieher/in", "Angestellte/r",
 * "Kaufmann/-frau", "Technologe/-technologin", "Koch/Köchin"; a word without '/' is both.
 */
function splitWord(word: string, notation: string): [string, string] {
  const slash = word.indexOf('/');
  if (slash <= 0) return [word, word];
  const left = word.slice(0, slash);
  const right = word.slice(slash + 1);
  if (right === 'in') return [left, `${left}in`];
  if (right === 'r') return [`${left}r`, left];
  if (right.startsWith('-')) {
    const ending = right.slice(1);
    if (ending === 'frau' && left.endsWith('mann')) return [left, `${left.slice(0, -4)}frau`];
    // "-technologin" replaces the word part it shares with the masculine form ("-technologe").
    for (let length = ending.length - 1; length >= 3; length -= 1) {
      const at = left.lastIndexOf(ending.slice(0, length));
      if (at > 0) return [left, left.slice(0, at) + ending];
    }
  }
  if (isUpper(right.charAt(0))) return [left, right];
  throw new Error(`Job title notation not understood: "${word}" in "${notation}"`);
}

/** Masculine and feminine form of a notation. */
export function genderForms(notation: string): { masculine: string; feminine: string } {
  const words = notation.split(' ').map((word) => splitWord(word, notation));
  return {
    masculine: words.map(([masculine]) => masculine).join(' '),
    feminine: words.map(([, feminine]) => feminine).join(' '),
  };
}

/** An abbreviation ("MFA", "Kfm. für Büromanagement", "FiSi") is searched, never shown. */
export const isAbbreviation = (form: string): boolean =>
  form.includes('.') || (form.length <= 8 && (form.match(/\p{Lu}/gu)?.length ?? 0) >= 2);

export function parseRow(kind: TitleKind, row: string): GermanTitle {
  const [notation = '', neutral, searchOnly, mapping = ''] = row.split('|').map((field) => field.trim());
  const target = mapping.trim();
  const replacedBy = target.startsWith('>') ? target.slice(1).trim() : undefined;
  return {
    kind,
    notation,
    ...genderForms(notation),
    neutral: splitField(neutral),
    searchOnly: splitField(searchOnly),
    escoIds: replacedBy === undefined ? splitField(target) : [],
    ...(replacedBy === undefined ? {} : { replacedBy }),
  };
}
