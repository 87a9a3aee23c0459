import type { EducationEntry } from '@vita/shared';

export type DegreeKind = 'school' | 'academic' | 'vocational' | 'unknown';

// The degree field is free text with the server's list as suggestions, so the kind is read from
// words rather than ids. School comes first: "Fachhochschulreife" is no degree course.
const SCHOOL =
  /abitur|hochschulreife|fachabitur|mittlere reife|realschul|hauptschul|schulabschluss|sekundarabschluss|mittlerer abschluss|berufsbildungsreife|\bmsa\b/i;
const ACADEMIC =
  /bachelor|master|diplom|magister|staatsexamen|promotion|\bdr\.|habilitation|\bmba\b|\bb\.\s?(a|sc|eng|ed)\b|\bm\.\s?(a|sc|eng|ed)\b|\bll\.\s?[bm]\b|studium/i;
const VOCATIONAL =
  /ausbildung|geselle|gesellin|facharbeiter|meister|techniker|fachwirt|betriebswirt|kaufmann|kauffrau|\bihk\b|\bhwk\b/i;

export function degreeKind(degree: string): DegreeKind {
  if (SCHOOL.test(degree)) return 'school';
  if (ACADEMIC.test(degree)) return 'academic';
  if (VOCATIONAL.test(degree)) return 'vocational';
  return 'unknown';
}

/** "Ausbildung zur Kauffrau im Einzelhandel" → "Kauffrau im Einzelhandel". */
const withoutTrainingWords = (degree: string) =>
  degree.replace(/^\s*(abgeschlossene\s+)?(berufs)?ausbildung(\s+(zum|zur|als))?\s*/i, '').trim();

/**
 * The titles the catalogue is asked for on /edu-description, best first: our school or study
 * phrases for those degrees; for an Ausbildung its job profile, else general training phrases.
 * Neither the subject ("Wirtschaft und Verwaltung") of a school degree nor a job title is used:
 * they found a job's bullets by one word.
 */
export function educationSuggestionTitles(entry: Pick<EducationEntry, 'sdegree' | 'fieldOStudy'>): string[] {
  const degree = entry.sdegree?.trim() ?? '';
  const field = entry.fieldOStudy?.trim() ?? '';
  const kind = degreeKind(degree);
  if (kind === 'school') return ['Schulabschluss'];
  if (kind === 'academic') return ['Studium'];
  const titles = [field, withoutTrainingWords(degree)];
  if (kind === 'vocational') titles.push('Berufsausbildung');
  return [...new Set(titles.filter((title) => title !== ''))];
}
