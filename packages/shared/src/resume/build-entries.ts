import { formatDateRange, toMonthYear } from './dates';
import { escapeHtml } from './html-entities';
import { asRecord } from './lenient';
import { type PartReaders, shapeReaders } from './part-readers';
import type { ResumeEntry, ResumeLabels, ResumeLocale } from './resume-document';
import { hasRichContent, parseRichText } from './rich-text';

const joinDistinct = (parts: readonly string[]) =>
  parts.filter((p, i) => p !== '' && parts.indexOf(p) === i).join(', ');

function isEmptyEntry(entry: ResumeEntry): boolean {
  return (
    entry.title === '' &&
    entry.subtitle === '' &&
    entry.place === '' &&
    entry.dateRange === '' &&
    entry.grade === '' &&
    !hasRichContent(entry.descriptionBlocks)
  );
}

/** The form's 'city/place' field is stored in `country` (kept quirk); `city` is rarely set. */
export function buildWorkEntries(
  values: readonly unknown[],
  labels: ResumeLabels,
  read: PartReaders = shapeReaders,
): ResumeEntry[] {
  return values.flatMap((value) => {
    const raw = asRecord(value);
    const work = read.work(raw);
    if (raw === null || work === null) return [];
    const current = work.check === true;
    const start = toMonthYear(raw.startMonth, raw.startYear);
    const end = current ? null : toMonthYear(raw.endMonth, raw.endYear);
    const entry: ResumeEntry = {
      title: work.jobtitle.trim(),
      subtitle: work.employer.trim(),
      place: joinDistinct([work.city.trim(), work.country.trim()]),
      dateRange: formatDateRange(start, end, current, labels.current),
      start,
      end,
      current,
      grade: '',
      descriptionHtml: work.workDescription,
      descriptionBlocks: parseRichText(work.workDescription),
    };
    return isEmptyEntry(entry) ? [] : [entry];
  });
}

/**
 * A grade as the resume prints it: "Note: 1,7" (decimal comma in German). The stored `pointer` is a
 * number; a string such as "1,7" is accepted too. 0 counts as no grade: no German grade scale has
 * 0 as a grade worth printing, and number inputs store 0 when cleared.
 */
export function formatGrade(pointer: unknown, label: string, locale: ResumeLocale): string {
  const numeric = typeof pointer === 'string' ? Number(pointer.trim().replace(',', '.')) : pointer;
  if (typeof numeric !== 'number' || !Number.isFinite(numeric) || numeric <= 0) return '';
  const text = String(Math.round(numeric * 100) / 100);
  return `${label}: ${locale === 'de' ? text.replace('.', ',') : text}`;
}

export function buildEducationEntries(
  values: readonly unknown[],
  labels: ResumeLabels,
  locale: ResumeLocale,
  read: PartReaders = shapeReaders,
): ResumeEntry[] {
  return values.flatMap((value) => {
    const raw = asRecord(value);
    const education = read.education(raw);
    if (raw === null || education === null) return [];
    const current = education.check === true;
    const start = toMonthYear(raw.studyStartMonth, raw.studyStartYear);
    const studyEnd = toMonthYear(raw.studyEndMonth, raw.studyEndYear);
    const end = current ? null : (studyEnd ?? toMonthYear(raw.gMonth, raw.gYear));
    const note = education.sdescription.trim();
    const descriptionHtml = [note === '' ? '' : `<p>${escapeHtml(note)}</p>`, education.educationDescription]
      .filter((html) => html.trim() !== '')
      .join('');
    const entry: ResumeEntry = {
      title: joinDistinct([education.sdegree.trim(), education.fieldOStudy.trim()]),
      subtitle: education.sname.trim(),
      place: education.slname.trim(),
      dateRange: formatDateRange(start, end, current, labels.current),
      start,
      end,
      current,
      grade: formatGrade(raw.pointer, labels.grade, locale),
      descriptionHtml,
      descriptionBlocks: parseRichText(descriptionHtml),
    };
    return isEmptyEntry(entry) ? [] : [entry];
  });
}
