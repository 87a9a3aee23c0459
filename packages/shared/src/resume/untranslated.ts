/**
 * The fields of an English version still in German (`resumes.untranslated`, `{ fields: string[] }`).
 * The stored object may carry further keys; only `fields` is read here, and anything that is not a
 * list of strings counts as nothing to translate.
 */
export function untranslatedFields(stored: unknown): string[] {
  if (stored === null || typeof stored !== 'object' || !('fields' in stored)) return [];
  const { fields } = stored as { fields: unknown };
  if (!Array.isArray(fields)) return [];
  return [...new Set(fields.filter((field): field is string => typeof field === 'string' && field !== ''))];
}

/** The scored sections (spec 01 §4) a field key belongs to: 'work.0.workDescription' → 'work'. */
export type UntranslatedSection = 'education' | 'work' | 'skills' | 'summary';

const SCORED_SECTIONS: readonly UntranslatedSection[] = ['education', 'work', 'skills', 'summary'];

export function untranslatedSectionOf(field: string): UntranslatedSection | null {
  const head = field.split('.')[0] ?? '';
  return (SCORED_SECTIONS as readonly string[]).includes(head) ? (head as UntranslatedSection) : null;
}

/** Points one untranslated field takes off its section. */
export const UNTRANSLATED_POINTS = 5;
/** At most this many points off one section: its content is there, only not yet in English. */
export const UNTRANSLATED_SECTION_CAP = 10;
/** The highest total while any field, in any section, is still to translate. */
export const UNTRANSLATED_TOTAL_CAP = 95;

/** Points off each scored section for the untranslated fields given. */
export function untranslatedDeductions(fields: readonly string[]): Record<UntranslatedSection, number> {
  const counts: Record<UntranslatedSection, number> = { education: 0, work: 0, skills: 0, summary: 0 };
  for (const field of new Set(fields)) {
    const section = untranslatedSectionOf(field);
    if (section) counts[section] += 1;
  }
  const off = (count: number) => Math.min(count * UNTRANSLATED_POINTS, UNTRANSLATED_SECTION_CAP);
  return {
    education: off(counts.education),
    work: off(counts.work),
    skills: off(counts.skills),
    summary: off(counts.summary),
  };
}
