import {
  type MonthYear,
  parseRichText,
  richTextLines,
  type StoredResumeParts,
  toMonthYear,
} from '@vita/shared';

/** A job or a degree as the rules see it, with its index in the stored list (the edit link's). */
export interface CheckedEntry {
  section: 'work' | 'education';
  index: number;
  title: string;
  subtitle: string;
  /** "Verkäuferin, Kaufhaus Nord": how messages name the entry. */
  label: string;
  start: MonthYear | null;
  end: MonthYear | null;
  current: boolean;
  /** Each paragraph and list item of the description. */
  lines: string[];
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const labelOf = (...parts: string[]) => parts.filter((p) => p !== '').join(', ');

function workEntry(value: unknown, index: number): CheckedEntry {
  const raw = record(value);
  const current = raw.check === true;
  const title = str(raw.jobtitle);
  const subtitle = str(raw.employer);
  return {
    section: 'work',
    index,
    title,
    subtitle,
    label: labelOf(title, subtitle),
    start: toMonthYear(raw.startMonth, raw.startYear),
    end: current ? null : toMonthYear(raw.endMonth, raw.endYear),
    current,
    lines: richTextLines(parseRichText(str(raw.workDescription))).filter((l) => l.trim() !== ''),
  };
}

function educationEntry(value: unknown, index: number): CheckedEntry {
  const raw = record(value);
  const current = raw.check === true;
  const title = labelOf(str(raw.sdegree), str(raw.fieldOStudy));
  const subtitle = str(raw.sname);
  const studyEnd = toMonthYear(raw.studyEndMonth, raw.studyEndYear);
  const note = str(raw.sdescription);
  return {
    section: 'education',
    index,
    title,
    subtitle,
    label: labelOf(title, subtitle),
    start: toMonthYear(raw.studyStartMonth, raw.studyStartYear),
    end: current ? null : (studyEnd ?? toMonthYear(raw.gMonth, raw.gYear)),
    current,
    lines: [note, ...richTextLines(parseRichText(str(raw.educationDescription)))].filter(
      (l) => l.trim() !== '',
    ),
  };
}

const isBlank = (entry: CheckedEntry) =>
  entry.title === '' && entry.subtitle === '' && entry.start === null && entry.end === null && !entry.current;

/** Jobs and degrees with their stored indices; entries with nothing in them (as the CV skips them) are left out. */
export function checkedEntries(parts: StoredResumeParts): {
  work: CheckedEntry[];
  education: CheckedEntry[];
} {
  return {
    work: parts.work.map(workEntry).filter((e) => !isBlank(e)),
    education: parts.education.map(educationEntry).filter((e) => !isBlank(e)),
  };
}
