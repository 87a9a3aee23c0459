/**
 * The occupation fields the writing help chooses its phrases by, found from the ISCO-08 group of
 * the ESCO occupation that the one occupation matcher (`POST /resume/occupation-match`) names for
 * the letter's position or the newest job title. A title it names no occupation for gets the
 * general phrases: the writing help guesses no field of its own.
 */
export const OCCUPATION_FIELDS = [
  'office',
  'retail',
  'care',
  'logistics',
  'trades',
  'it',
  'hospitality',
  'social',
  'finance',
  'marketing',
  'general',
] as const;
export type OccupationField = (typeof OCCUPATION_FIELDS)[number];

/** The German names the panel shows; the phrases themselves are German in either UI language. */
export const OCCUPATION_FIELD_NAMES: Record<OccupationField, string> = {
  office: 'Büro und Verwaltung',
  retail: 'Handel und Verkauf',
  care: 'Pflege und Gesundheit',
  logistics: 'Logistik und Lager',
  trades: 'Handwerk und Technik',
  it: 'IT und Software',
  hospitality: 'Gastronomie und Hotellerie',
  social: 'Erziehung und Soziales',
  finance: 'Finanzen und Buchhaltung',
  marketing: 'Marketing und Medien',
  general: 'Allgemein',
};

/**
 * ISCO-08 unit-group prefixes → field, longest prefix wins. Groups that fit no field (farming,
 * cleaning, security, the sciences) stay 'general'.
 */
const ISCO_PREFIXES: ReadonlyArray<readonly [string, OccupationField]> = [
  ['1211', 'finance'],
  ['1212', 'office'],
  ['1213', 'office'],
  ['1219', 'office'],
  ['1221', 'retail'],
  ['1222', 'marketing'],
  ['1223', 'trades'],
  ['132', 'trades'],
  ['1324', 'logistics'],
  ['1330', 'it'],
  ['1341', 'social'],
  ['1342', 'care'],
  ['1343', 'care'],
  ['1344', 'social'],
  ['1345', 'social'],
  ['1346', 'finance'],
  ['141', 'hospitality'],
  ['142', 'retail'],
  ['214', 'trades'],
  ['215', 'trades'],
  ['2163', 'marketing'],
  ['2166', 'marketing'],
  ['22', 'care'],
  ['23', 'social'],
  ['241', 'finance'],
  ['242', 'office'],
  ['2431', 'marketing'],
  ['2432', 'marketing'],
  ['2433', 'retail'],
  ['2434', 'retail'],
  ['25', 'it'],
  ['261', 'office'],
  ['2634', 'care'],
  ['2635', 'social'],
  ['264', 'marketing'],
  ['2656', 'marketing'],
  ['31', 'trades'],
  ['32', 'care'],
  ['331', 'finance'],
  ['332', 'retail'],
  ['333', 'office'],
  ['3331', 'logistics'],
  ['334', 'office'],
  ['335', 'office'],
  ['3412', 'social'],
  ['3431', 'marketing'],
  ['3432', 'marketing'],
  ['3434', 'hospitality'],
  ['35', 'it'],
  ['4', 'office'],
  ['4224', 'hospitality'],
  ['431', 'finance'],
  ['432', 'logistics'],
  ['512', 'hospitality'],
  ['513', 'hospitality'],
  ['52', 'retail'],
  ['531', 'social'],
  ['532', 'care'],
  ['7', 'trades'],
  ['81', 'trades'],
  ['82', 'trades'],
  ['832', 'logistics'],
  ['833', 'logistics'],
  ['834', 'logistics'],
  ['932', 'trades'],
  ['933', 'logistics'],
  ['941', 'hospitality'],
];

/** The field of an ISCO-08 unit group ("2221"), 'general' when none fits. */
export function fieldForIscoGroup(iscoGroup: string): OccupationField {
  let best: readonly [string, OccupationField] | undefined;
  for (const entry of ISCO_PREFIXES) {
    if (iscoGroup.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1] ?? 'general';
}
