import type { ResumeDocument, ResumeEntry } from '@vita/shared';
import { foldWord, isStopWord, splitWords, stemWord } from './german-text';

/** A finished or running training, study or school, wherever the CV lists it. */
export interface Qualification {
  /** The occupation or subject without "Auszubildende", "Ausbildung zum", the degree name. */
  name: string;
  kind: 'training' | 'study' | 'school' | 'master';
  completed: boolean;
  /** "Ausbildung: Auszubildende Kauffrau im Einzelhandel, Drogeriemarkt Lindner (2011–2014)". */
  evidence: string;
}

/** A work entry that is a training: people list their Ausbildung with the jobs as often as under education. */
const TRAINING_TITLE =
  /^(?:auszubildende[rn]?|azubi|lehrling|umschüler(?:in)?|ausbildung|umschulung|berufsausbildung|lehre)\b\s*(?:(?:zum|zur|zu|als|im|in der|in)\s+|[:–-]\s*)?/i;
const STUDY =
  /bachelor|master|diplom|magister|staatsexamen|studium|b\.\s?sc|m\.\s?sc|b\.\s?a\.|m\.\s?a\.|b\.\s?eng|m\.\s?eng|llb|llm/i;
const SCHOOL =
  /abitur|hochschulreife|fachabitur|realschul|hauptschul|mittlere[rn]? (reife|schulabschluss)|schulabschluss|berufsreife/i;
const DEGREE_WORDS =
  /\b(?:ausbildung|berufsausbildung|umschulung|abschluss|bachelor|master|diplom|magister|of|science|arts|engineering|b\.\s?sc\.?|m\.\s?sc\.?|b\.\s?a\.|m\.\s?a\.|in|im|zum|zur|als)\b/gi;

const years = (entry: ResumeEntry) => (entry.dateRange ? ` (${entry.dateRange})` : '');

/** Finished when it ended (or, without dates, is not marked as running) on or before today. */
function completedBy(entry: ResumeEntry, now: Date): boolean {
  if (entry.current) return false;
  if (!entry.end) return true;
  return entry.end.year * 12 + (entry.end.month ?? 12) <= now.getFullYear() * 12 + now.getMonth() + 1;
}

function kindOf(text: string): Qualification['kind'] {
  if (SCHOOL.test(text)) return 'school';
  if (/meister/i.test(text)) return 'master';
  if (STUDY.test(text)) return 'study';
  return 'training';
}

/** Every qualification of the CV: the education entries and the trainings among the jobs. */
export function qualificationsOf(doc: ResumeDocument, now: Date): Qualification[] {
  const found: Qualification[] = [];
  for (const section of doc.sections) {
    if (section.kind !== 'entries' || (section.key !== 'education' && section.key !== 'work')) continue;
    for (const entry of section.entries) {
      const title = entry.title.trim();
      const training = section.key === 'work' ? TRAINING_TITLE.exec(title) : null;
      if (section.key === 'work' && !training) continue;
      const name = (training ? title.slice(training[0].length) : title.replace(DEGREE_WORDS, ' '))
        .replace(/\s+/g, ' ')
        .trim();
      const where = [title, entry.subtitle].filter(Boolean).join(', ');
      found.push({
        name: name || title,
        kind: training ? 'training' : kindOf(`${title} ${entry.subtitle}`),
        completed: completedBy(entry, now),
        evidence: `${section.title}: ${where}${years(entry)}`,
      });
    }
  }
  return found;
}

/** The content words of a name as stems: "Kaufmann/-frau im Einzelhandel" → kaufmann, einzelhandel. */
export function nameStems(name: string): string[] {
  return splitWords(name.replace(/\/-?\s*\p{L}+/gu, ' '))
    .map((word) => foldWord(word.text))
    .filter((folded) => !isStopWord(folded) && folded.length > 1)
    .map((folded) => stemWord(folded));
}

/** Whether one CV word is the requirement's words run together ("Einzelhandelskauffrau"), nothing else. */
function composedOf(word: string, stems: readonly string[], covered: Set<string>): boolean {
  const parts: string[] = [];
  const walk = (rest: string): boolean => {
    if (rest.length <= 2 && parts.length > 1) return true;
    for (const stem of stems) {
      if (stem.length < 3 || !rest.startsWith(stem)) continue;
      parts.push(stem);
      const after = rest.slice(stem.length);
      if (walk(after) || (/^(s|es|n|en)/.test(after) && walk(after.replace(/^(es|en|s|n)/, '')))) return true;
      parts.pop();
    }
    return false;
  };
  if (!walk(word)) return false;
  for (const part of parts) covered.add(part);
  return true;
}

/**
 * Whether a CV name is the asked occupation or subject: every content word of the ask appears, as a
 * word or as a part of a compound made only of asked words. "Kauffrau im Einzelhandel" is
 * "Einzelhandelskaufmann"; "Zahnmedizinische Fachangestellte" is not "Medizinische Fachangestellte".
 */
export function sameName(asked: string, cvName: string): boolean {
  const stems = nameStems(asked);
  if (stems.length === 0) return false;
  const covered = new Set<string>();
  const cvWords = splitWords(cvName.replace(/-\s+(und|oder)\s+/g, ' $1 ')).map((w) => foldWord(w.text));
  for (const word of cvWords) {
    const stem = stemWord(word);
    if (stems.includes(stem)) covered.add(stem);
    else composedOf(stemWord(word), stems, covered) || composedOf(word, stems, covered);
  }
  return stems.every((stem) => covered.has(stem));
}

/**
 * The fields "oder vergleichbar" compares by: two trainings or studies are comparable when they
 * share one (Fachlagerist ~ Fachkraft für Lagerlogistik, Wirtschaftsinformatik ~ Informatik).
 */
const FIELDS: readonly [string, RegExp][] = [
  ['lager', /lager|logisti|kommission|spedition/],
  ['informatik', /informati|software|anwendungsentwickl|systemintegration|\bit\b/],
  ['kaufmann', /kauf(mann|frau|leute|m\.)|kaufmänn|betriebswirt|\bbwl\b|wirtschaftswiss|ökonom/],
  ['pflege', /pflege|krankenschwester|krankenpfleg/],
  ['medizin', /medizin|arzthelfer|\bmfa\b/],
  ['elektro', /elektr/],
  ['metall', /metall|mechanik|zerspanung|schlosser|schweiß/],
  ['gastro', /koch|köchin|gastronom|hotelfach|restaurantfach/],
  ['erziehung', /erzieh|pädagog|sozialassist|kinderpfleg/],
];

export function fieldsOf(name: string): Set<string> {
  const lower = name.toLowerCase();
  return new Set(FIELDS.filter(([, pattern]) => pattern.test(lower)).map(([field]) => field));
}

export function comparableNames(asked: string, cvName: string): boolean {
  // A helper's or an assistant's training is not comparable to the skilled trade it assists.
  if (/helfer|hilfs/i.test(cvName) && !/helfer|hilfs/i.test(asked)) return false;
  const cv = fieldsOf(cvName);
  return [...fieldsOf(asked)].some((field) => cv.has(field));
}
