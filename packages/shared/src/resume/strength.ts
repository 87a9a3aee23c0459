import { headingSchema } from '../contracts/meta-values';
import { richHtmlOf } from './build-extras';
import { headingDraftStrength, STRENGTH_MAX } from './heading-strength';
import { asArray, parseLeniently } from './lenient';
import { countListItems, parseRichText, richTextLength } from './rich-text';
import type { StoredResumeParts } from './stored-parts';

export { headingDraftStrength, STRENGTH_MAX };

export type StrengthParts = Pick<StoredResumeParts, 'heading' | 'education' | 'work' | 'skills' | 'summary'>;
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

export function sectionStrengths(parts: StrengthParts): SectionStrengths {
  return {
    heading: headingStrength(parts?.heading),
    education: educationStrength(parts?.education),
    work: workStrength(parts?.work),
    skills: skillsStrength(parts?.skills),
    summary: summaryStrength(parts?.summary),
  };
}

/** The resume strength (0 … 100): the sum of the five sections. */
export function resumeStrength(parts: StrengthParts): number {
  const strengths = sectionStrengths(parts);
  return strengths.heading + strengths.education + strengths.work + strengths.skills + strengths.summary;
}
