import {
  type EducationEntry,
  entryDatesOf,
  insertionIndex,
  parseTranslationKey,
  type SourceChange,
  type StoredResumeParts,
  type WorkEntry,
} from '@vita/shared';
import { type TranslationLookups, translateParts } from './translate-parts';

/**
 * Keeping an English version in step with its German source. At translation time the structure of
 * the source's entries is kept on the English resume (`untranslated.source`); later the source's
 * entries are compared with it, and on request new entries and structural changes (dates, places,
 * a new job, a job removed) are taken over. English text the applicant wrote is never overwritten:
 * only the fields that changed in the German source are copied, and a job title only while the
 * English one is still the translation Vita made.
 */

const WORK_FIELDS = [
  'employer',
  'city',
  'country',
  'pincode',
  'startMonth',
  'startYear',
  'endMonth',
  'endYear',
  'check',
] as const;
const EDUCATION_FIELDS = [
  'sname',
  'slname',
  'studyStartMonth',
  'studyStartYear',
  'studyEndMonth',
  'studyEndYear',
  'check',
  'gMonth',
  'gYear',
  'pointer',
] as const;

type Section = 'work' | 'education';
const FIELDS = { work: WORK_FIELDS, education: EDUCATION_FIELDS } as const;

/** The structural fields of one entry, plus its German title (job title or degree) to know it by. */
export type EntryShape = { title: string } & Record<string, string | number | boolean | null>;
export type SourceShape = { taken_at: string; work: EntryShape[]; education: EntryShape[] };

type AnyEntry = Record<string, unknown>;
const TITLE_FIELD = { work: 'jobtitle', education: 'sdegree' } as const;
const NAME_FIELD = { work: 'employer', education: 'sname' } as const;
const titleOf = (section: Section, entry: AnyEntry | undefined) =>
  String(entry?.[TITLE_FIELD[section]] ?? '').trim();

type Pass<T> = (x: T, y: T, i: number, j: number) => boolean;

/**
 * Pairs the entries of `a` with those of `b`, one pass after the other, each entry of `b` taken
 * once: pairs[i] = the index in `b` of a's entry i, or -1.
 */
function pairInPasses<T>(a: readonly T[], b: readonly T[], passes: readonly Pass<T>[]): number[] {
  const pairs = a.map(() => -1);
  const taken = new Set<number>();
  for (const matches of passes) {
    a.forEach((x, i) => {
      if (pairs[i] !== -1) return;
      const j = b.findIndex((y, index) => !taken.has(index) && matches(x, y, i, index));
      if (j === -1) return;
      pairs[i] = j;
      taken.add(j);
    });
  }
  return pairs;
}

function shapeOf(section: Section, entry: AnyEntry): EntryShape {
  const shape: EntryShape = { title: titleOf(section, entry) };
  for (const field of FIELDS[section]) {
    const value = entry[field];
    shape[field] =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
  }
  return shape;
}

const same = (a: unknown, b: unknown) =>
  (a ?? '') === (b ?? '') || (a === false && b == null) || (a == null && b === false);

/** What the source looked like: taken when the English version is made and after each take-over. */
export function sourceShape(
  parts: Pick<StoredResumeParts, 'work' | 'education'>,
  now = new Date(),
): SourceShape {
  return {
    taken_at: now.toISOString(),
    work: parts.work.map((entry) => shapeOf('work', entry as AnyEntry)),
    education: parts.education.map((entry) => shapeOf('education', entry as AnyEntry)),
  };
}

/**
 * Pairs the entries of two lists: first those with the same title and employer (school), then
 * those with the same employer, then those with the same title (an employer's name corrected).
 * Answers pairs[i] = index in `b` or -1.
 */
function pairEntries(section: Section, a: EntryShape[], b: EntryShape[]): number[] {
  const name = (entry: EntryShape) => String(entry[NAME_FIELD[section]] ?? '').toLowerCase();
  const title = (entry: EntryShape) => entry.title.toLowerCase();
  return pairInPasses(a, b, [
    (x, y) => title(x) === title(y) && name(x) === name(y),
    (x, y) => name(x) !== '' && name(x) === name(y),
    (x, y) => title(x) !== '' && title(x) === title(y),
  ]);
}

const changedFields = (section: Section, before: EntryShape, after: EntryShape) =>
  ['title', ...FIELDS[section]].filter((field) => !same(before[field], after[field]));

/** The source's entries against the shape kept: changed, added and removed entries, in source order. */
export function sourceChanges(
  shape: SourceShape,
  source: Pick<StoredResumeParts, 'work' | 'education'>,
): SourceChange[] {
  const changes: SourceChange[] = [];
  for (const section of ['work', 'education'] as const) {
    const before = shape[section];
    const now = (source[section] as AnyEntry[]).map((entry) => shapeOf(section, entry));
    const pairs = pairEntries(section, before, now);
    const paired = new Set(pairs);
    now.forEach((entry, index) => {
      const was = pairs.indexOf(index);
      const label = {
        title: entry.title,
        name: String(entry[section === 'work' ? 'employer' : 'sname'] ?? ''),
      };
      if (was === -1) changes.push({ section, kind: 'added', index, fields: [], ...label });
      else {
        const fields = changedFields(section, before[was] as EntryShape, entry);
        if (fields.length > 0) changes.push({ section, kind: 'changed', index, fields, ...label });
      }
    });
    before.forEach((entry, index) => {
      if (paired.has(index)) return;
      const name = String(entry[section === 'work' ? 'employer' : 'sname'] ?? '');
      changes.push({ section, kind: 'removed', index, fields: [], title: entry.title, name });
    });
  }
  return changes;
}

/** The fields of one list entry still to translate: 'work.2.workDescription' → ['workDescription'] for work 2. */
const fieldsOfEntry = (keys: readonly string[], section: Section, index: number): string[] =>
  keys.flatMap((key) => {
    const target = parseTranslationKey(key);
    return target?.section === section && target.index === index ? [target.field] : [];
  });
const isEntryKey = (key: string) => {
  const section = parseTranslationKey(key)?.section;
  return section === 'work' || section === 'education';
};

export interface TakenOver {
  work: WorkEntry[];
  education: EducationEntry[];
  /** The untranslated field keys, renumbered to the new entry order, new entries' keys added. */
  untranslated: string[];
}

/**
 * The English version's entries with the source's changes taken over. The result follows the
 * source's order; entries the applicant added to the English version only go where their dates put them.
 */
export function takeOverSourceChanges(
  english: Pick<StoredResumeParts, 'work' | 'education'>,
  shape: SourceShape,
  source: StoredResumeParts,
  untranslated: readonly string[],
  lookups: TranslationLookups,
): TakenOver {
  const translated = translateParts(source, lookups);
  const fresh = {
    work: translated.parts.work as AnyEntry[],
    education: translated.parts.education as AnyEntry[],
  };
  const freshKeys = translated.untranslated;
  const kept = untranslated.filter((k) => !isEntryKey(k));
  const result = { work: [] as AnyEntry[], education: [] as AnyEntry[] };

  for (const section of ['work', 'education'] as const) {
    const before = shape[section];
    const sourceList = source[section] as AnyEntry[];
    const englishList = english[section] as AnyEntry[];
    const now = sourceList.map((entry) => shapeOf(section, entry));
    const sourceOf = pairEntries(section, before, now); // shape → source
    // The English entries were made from the shape's entries: they are known by the same name and dates.
    const englishShapes = englishList.map((entry) => shapeOf(section, entry));
    const englishOf = pairByStructure(section, before, englishShapes); // shape → english
    const keysOf = (index: number) => fieldsOfEntry(untranslated, section, index);

    const list: { entry: AnyEntry; keys: string[] }[] = [];
    sourceList.forEach((sourceEntry, j) => {
      const was = sourceOf.indexOf(j);
      const englishIndex = was === -1 ? -1 : (englishOf[was] ?? -1);
      if (englishIndex === -1) {
        // A new entry: translated as the first time.
        const keys = fieldsOfEntry(freshKeys, section, j);
        // An entry the applicant deleted from the English version stays deleted.
        if (was === -1) list.push({ entry: { ...(fresh[section][j] as AnyEntry) }, keys });
        return;
      }
      const current = englishList[englishIndex] as AnyEntry;
      const entry: AnyEntry = { ...current };
      const keys = keysOf(englishIndex);
      const shapeBefore = before[was] as EntryShape;
      for (const field of FIELDS[section]) {
        if (!same(shapeBefore[field], now[j]?.[field])) entry[field] = sourceEntry[field];
      }
      if (!same(shapeBefore.title, now[j]?.title)) {
        const titleField = TITLE_FIELD[section];
        const ownTranslation = translatedTitle(section, shapeBefore.title, source, lookups);
        if (String(current[titleField] ?? '').trim() === ownTranslation) {
          entry[titleField] = (fresh[section][j] as AnyEntry)[titleField];
          const freshTitleKey = freshKeys.includes(`${section}.${j}.${titleField}`);
          const without = keys.filter((k) => k !== titleField);
          list.push({ entry, keys: freshTitleKey ? [...without, titleField] : without });
          return;
        }
      }
      list.push({ entry, keys });
    });
    // Entries added to the English version only go where their dates put them, as every list is kept.
    const fromShape = new Set(englishOf);
    const datesOf = entryDatesOf(section === 'work' ? 'work-expr' : 'education');
    englishList.forEach((entry, index) => {
      if (fromShape.has(index)) return;
      const at = insertionIndex(
        list.map((item) => item.entry),
        entry,
        datesOf,
      );
      list.splice(at, 0, { entry: { ...entry }, keys: keysOf(index) });
    });
    result[section] = list.map((item) => item.entry);
    list.forEach((item, index) => {
      for (const field of item.keys) kept.push(`${section}.${index}.${field}`);
    });
  }
  return {
    work: result.work as WorkEntry[],
    education: result.education as EducationEntry[],
    untranslated: kept,
  };
}

/** The title Vita made from a German title when the English version was made. */
function translatedTitle(
  section: Section,
  germanTitle: string,
  source: StoredResumeParts,
  lookups: TranslationLookups,
): string {
  const probe: StoredResumeParts = {
    ...source,
    work: section === 'work' ? [{ jobtitle: germanTitle } as WorkEntry] : [],
    education: section === 'education' ? [{ sdegree: germanTitle } as EducationEntry] : [],
  };
  const { parts } = translateParts(probe, lookups);
  return titleOf(section, (section === 'work' ? parts.work[0] : parts.education[0]) as AnyEntry | undefined);
}

/**
 * Pairs the shape's entries with the English entries made from them (names and places are never
 * translated): all structural fields the same first, then the same name, then, for entries without
 * a name, the position. Answers pairs[i] = English index or -1.
 */
function pairByStructure(section: Section, shape: EntryShape[], english: EntryShape[]): number[] {
  const name = (entry: EntryShape) => String(entry[NAME_FIELD[section]] ?? '').toLowerCase();
  return pairInPasses(shape, english, [
    (x, y) => FIELDS[section].every((field) => same(x[field], y[field])),
    (x, y) => name(x) !== '' && name(x) === name(y),
    (x, y, i, j) => i === j && name(x) === '' && name(y) === '',
  ]);
}
