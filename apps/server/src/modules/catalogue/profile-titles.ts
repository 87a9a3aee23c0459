import type { EscoOccupation } from '../../db/seed/esco-data';
import type { OwnProfile } from '../../db/seed/phrases';
import { type CuratedSkillSet, splitList } from './curated-skills';
import { type GermanTitle, germanTitles, isAbbreviation } from './german-titles';
import { type SearchText, toSearchText } from './search-text';

/** One searchable title of a job profile and what the search shows when it matches. */
export interface ProfileTitle {
  search: SearchText;
  /** Primary titles (our table, our titles, ESCO's title and its gender parts) rank above the rest. */
  primary: boolean;
  /** Shown when this title matches best: the form typed ("Kauffrau für Büromanagement"). */
  shown: string;
  /** Shown when several forms match equally well or the query names both ("Erzieher/in"). */
  shownForBoth: string;
  /** Position of its row in our table (common titles come first there); others after all rows. */
  order: number;
}

/** The order of titles that are not from our table. */
export const NOT_IN_TABLE = 0xffff;

type TitleSource = Omit<ProfileTitle, 'search' | 'primary'> & { text: string };

/** The forms of one table row; an abbreviation shows the notation, other forms show themselves. */
function tableForms({ title, order }: TableRow): TitleSource[] {
  const both = title.notation;
  const own = (text: string): TitleSource => ({ text, shown: text, shownForBoth: both, order });
  const abbreviation = (text: string): TitleSource => ({ text, shown: both, shownForBoth: both, order });
  return [
    own(title.masculine),
    own(title.feminine),
    ...title.neutral.map(own),
    ...title.searchOnly.map((text) => (isAbbreviation(text) ? abbreviation(text) : own(text))),
  ];
}

interface TableRow {
  title: GermanTitle;
  order: number;
}

export interface TableIndex {
  /** Rows whose closest ESCO occupation is this one. */
  closest: ReadonlyMap<string, readonly TableRow[]>;
  /** Rows that also map to this occupation. */
  related: ReadonlyMap<string, readonly TableRow[]>;
}

/** The title table by ESCO id; throws when a row maps to an occupation the extract lacks. */
export function indexTitleTable(knownIds: ReadonlySet<string>): TableIndex {
  const closest = new Map<string, TableRow[]>();
  const related = new Map<string, TableRow[]>();
  germanTitles().forEach((title, order) => {
    if (title.escoIds.length === 0) throw new Error(`Job title "${title.notation}" maps to no occupation`);
    title.escoIds.forEach((escoId, index) => {
      if (!knownIds.has(escoId)) throw new Error(`Job title "${title.notation}" maps to unknown ${escoId}`);
      const target = index === 0 ? closest : related;
      target.set(escoId, [...(target.get(escoId) ?? []), { title, order }]);
    });
  });
  return { closest, related };
}

export interface ProfileSources {
  occupation: EscoOccupation;
  /** The profile's title: ours when a curated set is named after it, else ESCO's. */
  title: string;
  own: OwnProfile | undefined;
  /** The curated set named after this profile, if any. */
  curated: CuratedSkillSet | undefined;
  table: TableIndex;
}

/**
 * A profile's titles, best source first; a text met twice keeps its first source. Hidden ESCO
 * labels are searched but show the profile's title.
 */
export function profileTitles({ occupation, title, own, curated, table }: ProfileSources): ProfileTitle[] {
  const forProfile = (text: string): TitleSource => ({
    text,
    shown: text,
    shownForBoth: title,
    order: NOT_IN_TABLE,
  });
  const asIs = (text: string): TitleSource => ({
    text,
    shown: title,
    shownForBoth: title,
    order: NOT_IN_TABLE,
  });
  const genderParts = occupation.altTitles.filter((alt) => occupation.title.includes(alt));
  const primary: TitleSource[] = [
    ...(table.closest.get(occupation.id) ?? []).flatMap(tableForms),
    ...(curated ? [curated.title, ...splitList(curated.aliases)].map(forProfile) : []),
    asIs(occupation.title),
    ...genderParts.map(forProfile),
    ...(own?.aliases ?? []).map(forProfile),
  ];
  const other: TitleSource[] = [
    ...(table.related.get(occupation.id) ?? []).flatMap(tableForms),
    ...occupation.altTitles.map(forProfile),
    ...(occupation.hiddenTitles ?? []).map(asIs),
  ];
  const seen = new Set<string>();
  const result: ProfileTitle[] = [];
  const add = (sources: readonly TitleSource[], isPrimary: boolean) => {
    for (const source of sources) {
      const search = toSearchText(source.text);
      if (search.text === '' || seen.has(search.text)) continue;
      seen.add(search.text);
      const { shown, shownForBoth, order } = source;
      result.push({ search, primary: isPrimary, shown, shownForBoth, order });
    }
  };
  add(primary, true);
  add(other, false);
  return result;
}
