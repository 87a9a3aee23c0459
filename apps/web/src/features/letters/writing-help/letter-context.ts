import type { LetterFields } from '@vita/shared/contracts';
import type { ResumeDocument, ResumeEntry, RichBlock } from '@vita/shared/resume';
import { runningTitle } from '@vita/shared/rules';
import { fieldForIscoGroup, type OccupationField } from './occupation-fields';
import type { ExperienceLevel } from './phrase-types';

/** What the writing help knows about the applicant and the job, taken from resume and letter. */
export interface LetterContext {
  field: OccupationField;
  level: ExperienceLevel;
  /** The letter's position as it stands in a sentence: no "(m/w/d)", adjectives small. */
  position: string;
  company: string;
  lastTitle: string;
  lastEmployer: string;
  /** Whole years of work over all jobs (gaps left out, overlaps once), null without dates. */
  years: number | null;
  /** Whole years in the newest job alone, null without its start: what "als {lastTitle} bei {lastEmployer}" may claim. */
  yearsInLastJob: number | null;
  /** The first skills of the resume's skills section, as the user listed them. */
  skills: string[];
}

const runsText = (runs: readonly { text: string }[]) =>
  runs
    .map((run) => run.text)
    .join('')
    .trim();

/** The items of a skills section: list items, or a paragraph split at commas and bullets. */
function skillItems(blocks: readonly RichBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block.type === 'list') return block.items.map((item) => runsText(item.runs));
    if (block.type === 'paragraph') return runsText(block.runs).split(/[,;•·\n]/);
    return [];
  });
}

/** The text before a colon ("Buchhaltung: DATEV, SAP" → "Buchhaltung"), trimmed. */
const skillName = (item: string) => (item.split(':')[0] ?? '').trim();

export function topSkills(doc: ResumeDocument, count = 3): string[] {
  const section = doc.sections.find((s) => s.key === 'skills');
  if (section?.kind !== 'rich') return [];
  const names = skillItems(section.blocks)
    .map(skillName)
    .filter((name) => name !== '' && name.length <= 60);
  return [...new Set(names)].slice(0, count);
}

export function workEntries(doc: ResumeDocument): ResumeEntry[] {
  const section = doc.sections.find((s) => s.key === 'work');
  return section?.kind === 'entries' ? section.entries : [];
}

const monthIndex = (at: { month: number | null; year: number }) => at.year * 12 + (at.month ?? 1) - 1;

/** Where a job's span ends: after its last month ("bis 02/2021" includes February), or today. */
const endIndex = (entry: ResumeEntry, today: number) =>
  entry.end && !entry.current ? monthIndex(entry.end) + 1 : today;

/**
 * Months worked: the union of the jobs' spans (today for a current job), so a gap between two jobs
 * is not counted as experience and two jobs held at once count once. Null without any start date.
 */
export function workMonths(entries: readonly ResumeEntry[], now: Date): number | null {
  const today = now.getFullYear() * 12 + now.getMonth();
  const spans = entries
    .flatMap((entry) => (entry.start ? [[monthIndex(entry.start), endIndex(entry, today)] as const] : []))
    .sort((a, b) => a[0] - b[0]);
  if (spans.length === 0) return null;
  let months = 0;
  let coveredTo = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, coveredTo);
    if (end > from) months += end - from;
    coveredTo = Math.max(coveredTo, end);
  }
  return months;
}

/** Months in one job, from its start to its end (today while current); null without a start. */
export function jobMonths(entry: ResumeEntry | undefined, now: Date): number | null {
  if (!entry?.start) return null;
  const today = now.getFullYear() * 12 + now.getMonth();
  return Math.max(0, endIndex(entry, today) - monthIndex(entry.start));
}

const LEAD_TITLE = /leiter|leitung|geschäftsführ|direktor|head of|team ?lead|vorstand|inhaber|chef(?! de)/i;
const ENTRY_TITLE = /azubi|auszubild|praktik|trainee|werkstudent|student|ausbildung|aushilfe|minijob/i;

/** Führungskraft by the newest title; Ausbildung/Berufseinstieg without jobs or under two years. */
export function experienceLevel(entries: readonly ResumeEntry[], now: Date): ExperienceLevel {
  const newest = entries[0]?.title ?? '';
  if (LEAD_TITLE.test(newest)) return 'lead';
  const months = workMonths(entries, now);
  if (entries.length === 0 || ENTRY_TITLE.test(newest) || (months !== null && months < 24)) return 'entry';
  return 'experienced';
}

/**
 * Everything the phrases need. `iscoGroup` is the ISCO-08 group of the occupation the matcher
 * names for the position or the newest job title; without one the field is 'general'.
 */
export function letterContext(
  doc: ResumeDocument,
  letter: Pick<LetterFields, 'position' | 'recipient'>,
  now: Date,
  iscoGroup?: string,
): LetterContext {
  const entries = workEntries(doc);
  const newest = entries[0];
  const months = workMonths(entries, now);
  const monthsInLastJob = jobMonths(newest, now);
  const position = runningTitle(letter.position.trim());
  return {
    field: iscoGroup ? fieldForIscoGroup(iscoGroup) : 'general',
    level: experienceLevel(entries, now),
    position,
    company: letter.recipient.company.trim(),
    lastTitle: newest?.title.trim() ?? '',
    lastEmployer: newest?.subtitle.trim() ?? '',
    years: months === null ? null : Math.floor(months / 12),
    yearsInLastJob: monthsInLastJob === null ? null : Math.floor(monthsInLastJob / 12),
    skills: topSkills(doc),
  };
}
