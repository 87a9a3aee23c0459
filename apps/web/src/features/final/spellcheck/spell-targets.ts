/**
 * Which texts the spell check covers and where a corrected text goes back. Every text the user
 * writes is checked — except names, addresses, e-mail, phone numbers and the names of employers
 * and schools, which a dictionary cannot know and would only flag.
 */
import { spellcheckText } from '@vita/shared';
import type { StoreValues } from '../../../store/local-store';

/** The order of the spell-check page: the order a reader meets the texts in the CV. */
export const SPELL_SECTIONS = [
  'heading',
  'summary',
  'work',
  'education',
  'skills',
  'languages',
  'certifications',
  'accomplishments',
  'affiliations',
  'additionalInformation',
  'hobbies',
  'customSectionOne',
  'customSectionTwo',
  'webLinks',
] as const;
export type SpellSection = (typeof SPELL_SECTIONS)[number];

export const LINK_FIELDS = ['link1', 'link2', 'link3'] as const;
const HEADING_FIELDS = ['licence', 'maritalStatus'] as const;
const WORK_FIELDS = [
  ['jobtitle', 'plain'],
  ['workDescription', 'rich'],
] as const;
const EDUCATION_FIELDS = [
  ['sdegree', 'plain'],
  ['fieldOStudy', 'plain'],
  ['sdescription', 'plain'],
  ['educationDescription', 'rich'],
] as const;
const RICH_SECTIONS = [
  'skills',
  'summary',
  'certifications',
  'accomplishments',
  'affiliations',
  'additionalInformation',
  'hobbies',
] as const;

export type SpellValues = Pick<StoreValues, SpellSection>;

export interface SpellTarget {
  /** Unique per call: section, entry index and field ('work.1.workDescription', 'skills'). */
  id: string;
  section: SpellSection;
  /** The entry of a list (work, education, language rows); null for a single value. */
  index: number | null;
  /** The field the text is stored in ('data' for rich sections). */
  field: string;
  /** What the user calls the entry (a job title, a degree), shown above its texts. */
  entryLabel: string | null;
  /** Rich text, or a plain value. */
  source: string;
  kind: 'rich' | 'plain';
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const hasText = (source: string, kind: SpellTarget['kind']) =>
  (kind === 'rich' ? spellcheckText(source) : source).trim() !== '';

/** The texts to check, in the page's order; empty ones are left out. */
export function collectTargets(values: Partial<SpellValues>): SpellTarget[] {
  const targets: SpellTarget[] = [];
  const add = (
    section: SpellSection,
    index: number | null,
    field: string,
    source: string,
    kind: SpellTarget['kind'],
    entryLabel: string | null = null,
  ) => {
    if (!hasText(source, kind)) return;
    const id =
      section === 'webLinks'
        ? `webLinks.${field}`
        : [section, index, field === 'data' ? null : field].filter((p) => p !== null).join('.');
    targets.push({
      id,
      section,
      index,
      field,
      entryLabel,
      source: kind === 'plain' ? source.trim() : source,
      kind,
    });
  };

  for (const section of SPELL_SECTIONS) {
    if (section === 'heading') {
      for (const field of HEADING_FIELDS) add(section, null, field, str(values.heading?.[field]), 'plain');
    } else if (section === 'work') {
      (values.work ?? []).forEach((job, i) => {
        const label = [str(job.jobtitle), str(job.employer)].filter((p) => p.trim() !== '').join(', ');
        for (const [field, kind] of WORK_FIELDS) add(section, i, field, str(job[field]), kind, label || null);
      });
    } else if (section === 'education') {
      (values.education ?? []).forEach((school, i) => {
        const label = [str(school.sdegree), str(school.sname)].filter((p) => p.trim() !== '').join(', ');
        for (const [field, kind] of EDUCATION_FIELDS)
          add(section, i, field, str(school[field]), kind, label || null);
      });
    } else if (section === 'languages') {
      (values.languages?.native ?? []).forEach((row, i) => {
        add(section, i, 'nativeLang', str(row.nativeLang), 'plain');
      });
      (values.languages?.languages ?? []).forEach((row, i) => {
        add(section, i, 'language', str(row.language), 'plain');
      });
    } else if (section === 'customSectionOne' || section === 'customSectionTwo') {
      const custom = values[section];
      add(section, null, 'title', str(custom?.title), 'plain');
      add(section, null, 'description', str(custom?.description), 'rich', str(custom?.title) || null);
    } else if (section === 'webLinks') {
      for (const field of LINK_FIELDS) add(section, null, field, str(values.webLinks?.[field]), 'plain');
    } else if ((RICH_SECTIONS as readonly string[]).includes(section)) {
      add(section, null, 'data', str(values[section]?.data), 'rich');
    }
  }
  return targets;
}

const NAME_FIELDS = {
  heading: ['fname', 'lname', 'street', 'location', 'birthDatePlace'],
  work: ['employer', 'country'],
  education: ['sname', 'slname'],
} as const;

/**
 * The applicant's own names, which the check does not cover but which stand in the texts it does
 * ("Filiale Gohlis", "Trainerin beim TuS Connewitz"): name, street, town and birthplace, every
 * employer and its town, every school and its town. Sent along so that their words count as right.
 */
export function ownNames(values: Partial<SpellValues>): string[] {
  const heading = values.heading as Record<string, unknown> | null | undefined;
  const names = [
    ...NAME_FIELDS.heading.map((field) => str(heading?.[field])),
    ...(values.work ?? []).flatMap((job) => NAME_FIELDS.work.map((field) => str(job[field]))),
    ...(values.education ?? []).flatMap((school) => NAME_FIELDS.education.map((field) => str(school[field]))),
  ];
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))];
}

export interface SpellChange {
  target: SpellTarget;
  source: string;
}

const withField = <T>(value: T, field: string, source: string): T => ({ ...value, [field]: source });

/**
 * The values of the sections the changes touch, with the corrected texts in place (everything
 * else as stored). Sections no change touches are not in the result.
 */
export function applyChanges(
  values: Partial<SpellValues>,
  changes: readonly SpellChange[],
): Partial<SpellValues> {
  const next: Partial<SpellValues> = {};
  for (const { target, source } of changes) {
    const { section, index, field } = target;
    if (section === 'work' || section === 'education') {
      const list = [...((next[section] ?? values[section] ?? []) as Record<string, unknown>[])];
      const entry = index === null ? undefined : list[index];
      if (index === null || !entry) continue;
      list[index] = withField(entry, field, source);
      (next as Record<string, unknown>)[section] = list;
    } else if (section === 'languages') {
      const current = next.languages ?? values.languages;
      if (!current || index === null) continue;
      const listKey = field === 'nativeLang' ? 'native' : 'languages';
      const rows = [...(current[listKey] as Record<string, unknown>[])];
      const row = rows[index];
      if (!row) continue;
      rows[index] = withField(row, field, source);
      next.languages = { ...current, [listKey]: rows };
    } else {
      const current = (next[section] ?? values[section] ?? {}) as Record<string, unknown>;
      (next as Record<string, unknown>)[section] = withField(current, field, source);
    }
  }
  return next;
}
