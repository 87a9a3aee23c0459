import { CRAFTS_CONSTRUCTION_TITLES } from './crafts-construction';
import { FORMER_TITLES } from './former';
import { FORTBILDUNG_TITLES } from './fortbildung';
import { HEALTH_SOCIAL_TITLES } from './health-social';
import { OFFICE_JOB_TITLES } from './jobs-office';
import { TRADE_JOB_TITLES } from './jobs-trades';
import { METAL_ELECTRO_TITLES } from './metal-electro';
import { OFFICE_TITLES } from './office';
import { type GermanTitle, parseRow, type TitleRows } from './types';

export { type GermanTitle, genderForms, isAbbreviation, parseRow, type TitleKind } from './types';

const ALL_ROWS: readonly TitleRows[] = [
  OFFICE_TITLES,
  METAL_ELECTRO_TITLES,
  CRAFTS_CONSTRUCTION_TITLES,
  HEALTH_SOCIAL_TITLES,
  FORTBILDUNG_TITLES,
  OFFICE_JOB_TITLES,
  TRADE_JOB_TITLES,
  FORMER_TITLES,
];

/** Former names take the ESCO ids of the title that replaced them. */
function resolveFormerNames(titles: readonly GermanTitle[]): GermanTitle[] {
  const byNotation = new Map(titles.map((title) => [title.notation, title]));
  return titles.map((title) => {
    if (title.replacedBy === undefined) return title;
    const current = byNotation.get(title.replacedBy);
    if (!current || current.replacedBy !== undefined) {
      throw new Error(`Former job title "${title.notation}" points to unknown "${title.replacedBy}"`);
    }
    return { ...title, escoIds: current.escoIds };
  });
}

let titles: readonly GermanTitle[] | undefined;

/** The whole table, parsed once. */
export function germanTitles(): readonly GermanTitle[] {
  titles ??= resolveFormerNames(ALL_ROWS.flatMap(({ kind, rows }) => rows.map((row) => parseRow(kind, row))));
  return titles;
}
