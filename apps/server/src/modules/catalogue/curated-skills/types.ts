/**
 * A curated skill set: the skills and tools a German CV names for one occupation, written by us
 * (not taken from ESCO or another data set). ESCO's own skill phrases ("aktives Verkaufen
 * durchführen") read like a competence framework, not like a CV.
 */
export interface CuratedSkillSet {
  /** Our title, shown as the job profile's title instead of ESCO's (ESCO lacks most Ausbildungsberufe). */
  title: string;
  /**
   * ESCO occupations (last segment of the concept URI) the set belongs to. The first one is the
   * profile the title names; each id belongs to at most one set.
   */
  escoIds: readonly string[];
  /** Searchable job titles, ';'-separated: single-gender forms, former names, job-ad titles. */
  aliases: string;
  /** 8–12 noun-style skills and tools, ';'-separated, most telling first. */
  skills: string;
}

/** Splits a ';'-separated list of the data files. */
export const splitList = (list: string): string[] =>
  list
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
