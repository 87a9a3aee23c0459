import { headingSchema } from '../contracts/meta-values';
import { richHtmlOf } from './build-extras';
import { headingDraftStrength, STRENGTH_MAX } from './heading-strength';
import { asArray, parseLeniently } from './lenient';
import { countListItems, parseRichText, richTextLength } from './rich-text';
import type { StoredResumeParts } from './stored-parts';
import { UNTRANSLATED_TOTAL_CAP, untranslatedDeductions } from './untranslated';

export { headingDraftStrength, STRENGTH_MAX };

export type StrengthParts = Pick<
  StoredResumeParts,
  'heading' | 'education' | 'work' | 'skills' | 'summary' | 'untranslated'
>;
export type SectionStrengths = Record<keyof typeof STRENGTH_MAX, number>;

const EMPTY_HEADING = headingSchema.parse({});

/** 20 points, less for a missing address (`headingDraftStrength`); a value that is no heading counts 0. */
export function headingStrength(heading: unknown): number {
  const h = parseLeniently(headingSchema, heading, EMPTY_HEADING);
  return h === null ? 0 : headingDraftStrength(h);
}

/** 20 with any degree. */
export function educationStrength(entries: unknown): number {
  return asArray(entries).some((e) => e !== null && typeof e === 'object') ? STRENGTH_MAX.education : 0;
}

/** 20 with any job. */
export function workStrength(entries: unknown): number {
  return asArray(entries).some((e) => e !== null && typeof e === 'object') ? STRENGTH_MAX.work : 0;
}

/**
 * Skills are the list items of the editor: 20 with six or more, 12 with one to five, 7 with no list
 * items but at least 240 characters of text, else 0.
 */
export function skillsStrength(skills: unknown): number {
  const blocks = parseRichText(richHtmlOf(skills));
  const items = countListItems(blocks);
  if (items >= 6) return STRENGTH_MAX.skills;
  if (items >= 1) return 12;
  return richTextLength(blocks) >= 240 ? 7 : 0;
}

/**
 * 0 when empty, 12 for 7 to 14 characters of text, else 20. The spec's "else" also covers 1 to 6
 * characters, so a very short summary scores 20: we keep the rule as written rather than guess.
 */
export function summaryStrength(summary: unknown): number {
  const length = richTextLength(parseRichText(richHtmlOf(summary)));
  if (length === 0) return 0;
  if (length >= 7 && length <= 14) return 12;
  return STRENGTH_MAX.summary;
}

/**
 * The points of each section. In an English version every field still in German takes 5 points off
 * its section, at most 10 per section (docs/decisions/english-version.md).
 */
export function sectionStrengths(parts: StrengthParts): SectionStrengths {
  const off = untranslatedDeductions(parts?.untranslated ?? []);
  const less = (points: number, deduction: number) => Math.max(0, points - deduction);
  return {
    heading: headingStrength(parts?.heading),
    education: less(educationStrength(parts?.education), off.education),
    work: less(workStrength(parts?.work), off.work),
    skills: less(skillsStrength(parts?.skills), off.skills),
    summary: less(summaryStrength(parts?.summary), off.summary),
  };
}

/**
 * The resume strength (0 … 100): the sum of the five sections. While any field is still to
 * translate — in the languages, extra or custom sections too — it stays at 95 or below, so an
 * English version is never called complete with German text in it.
 */
export function resumeStrength(parts: StrengthParts): number {
  const strengths = sectionStrengths(parts);
  const sum = strengths.heading + strengths.education + strengths.work + strengths.skills + strengths.summary;
  return (parts?.untranslated?.length ?? 0) > 0 ? Math.min(sum, UNTRANSLATED_TOTAL_CAP) : sum;
}
