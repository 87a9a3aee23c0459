import type { CvCheckRule, CvCheckSection, MonthYear, ResumeDocument, StoredResumeParts } from '@vita/shared';

/** What the rule pass reads: all of it gathered before, so the pass itself does no I/O. */
export interface CvCheckInput {
  parts: StoredResumeParts;
  doc: ResumeDocument;
  /** Pages as the live preview counts them; null: estimated from the text. */
  pages: number | null;
  /** Pixel height of the stored photo, null without a photo. */
  photoHeight: number | null;
  /** Words Hunspell rejects, per text (section and stored entry index). */
  misspellings: readonly SpelledText[];
  now: Date;
}

export type SpelledText = { section: CvCheckSection; entry?: number; words: readonly string[] };

/** A finding before it is put into words: the rule, where, and what the message needs. */
export interface RawFinding {
  rule: CvCheckRule;
  section: CvCheckSection;
  entry?: number;
  /** The entry as the CV names it ("Verkäuferin, Kaufhaus Nord"), or a word list, a count … */
  params: Record<string, string | number>;
}

/** Months since year 0, for comparing dates. */
export const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

/** A date as a month index; a year alone counts as its `fallbackMonth`. */
export const monthOf = (date: MonthYear | null, fallbackMonth: number): number | null =>
  date === null ? null : monthIndex(date.year, date.month ?? fallbackMonth);

export const nowMonth = (now: Date) => monthIndex(now.getFullYear(), now.getMonth() + 1);
