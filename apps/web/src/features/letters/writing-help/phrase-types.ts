import type { OccupationField } from './occupation-fields';

/** The four parts of an Anschreiben's body the writing help offers phrases for, in letter order. */
export const LETTER_PARTS = ['intro', 'motivation', 'qualification', 'closing'] as const;
export type LetterPart = (typeof LETTER_PARTS)[number];

export const EXPERIENCE_LEVELS = ['entry', 'experienced', 'lead'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/**
 * One phrase: German text with placeholders in braces ({position}, {company}, {skill1} … {skill3},
 * {lastTitle}, {lastEmployer}, {years}, {yearsInLastJob}) that the letter and resume fill, and
 * square brackets ("[Zahl]") for the fact only the applicant knows. `levels` limits it to some
 * experience levels. {years} is the whole working life: a phrase that ties years to the newest
 * title or employer takes {yearsInLastJob}, or it states a wrong fact.
 */
export interface Phrase {
  text: string;
  levels?: readonly ExperienceLevel[];
}

export type PartPhrases = Record<LetterPart, readonly Phrase[]>;
export type FieldPhrases = Record<OccupationField, PartPhrases>;
