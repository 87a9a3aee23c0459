import { SECTION_ID, type SectionId, type SectionName } from '../constants';
import { asRecord } from './lenient';

/** The order of a German resume when the user has not arranged the sections. */
export const DEFAULT_SECTION_ORDER: readonly SectionId[] = [
  SECTION_ID.heading,
  SECTION_ID.summary,
  SECTION_ID.work,
  SECTION_ID.education,
  SECTION_ID.skills,
  SECTION_ID.languages,
  SECTION_ID.certifications,
  SECTION_ID.accomplishments,
  SECTION_ID.affiliations,
  SECTION_ID.additionalInformation,
  SECTION_ID.webLinks,
  SECTION_ID.hobbies,
  SECTION_ID.customOne,
  SECTION_ID.customTwo,
];

/** What a two-column template puts in its side column when the layout was never stored. */
export const defaultSideSections: readonly SectionId[] = [
  SECTION_ID.skills,
  SECTION_ID.languages,
  SECTION_ID.webLinks,
  SECTION_ID.hobbies,
];

const NAME_BY_ID = new Map<number, SectionName>(
  (Object.entries(SECTION_ID) as [SectionName, SectionId][]).map(([name, id]) => [id, name]),
);

export function sectionNameOf(id: number): SectionName | null {
  return NAME_BY_ID.get(id) ?? null;
}

export function isSectionId(value: unknown): value is SectionId {
  return typeof value === 'number' && NAME_BY_ID.has(value);
}

/**
 * The stored layout made complete: unknown and repeated ids are dropped (the first place wins),
 * and sections missing from it are appended to the main column in default order, so a section
 * added after the user arranged the page still shows.
 */
export function resolveLayout(stored: unknown): {
  main: SectionId[];
  side: SectionId[];
  stored: boolean;
} {
  const layout = asRecord(stored);
  if (layout === null || !Array.isArray(layout.main))
    return { main: [...DEFAULT_SECTION_ORDER], side: [], stored: false };
  const seen = new Set<number>();
  const keep = (ids: unknown): SectionId[] =>
    (Array.isArray(ids) ? ids : []).filter((id): id is SectionId => {
      if (!isSectionId(id) || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  const main = keep(layout.main);
  const side = keep(layout.side);
  for (const id of DEFAULT_SECTION_ORDER) if (!seen.has(id)) main.push(id);
  return { main, side, stored: true };
}
