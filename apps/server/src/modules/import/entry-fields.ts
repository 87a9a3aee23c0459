import type { ImportDraftParts } from '@vita/shared';
import { looksLikeEmployer, looksLikeSchool, type RawEntry, splitPair, splitPlace } from './cv-entries';
import { storedDate } from './german-dates';

type WorkDraft = ImportDraftParts['work'][number];
type EducationDraft = ImportDraftParts['education'][number];
export type Confidence = Record<string, number>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Lines as the editors' bullet list. */
export const bulletList = (items: readonly string[]) =>
  items.length === 0 ? '' : `<ul>${items.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`;
export const paragraphs = (items: readonly string[]) =>
  items.map((item) => `<p>${escapeHtml(item)}</p>`).join('');

/** Below the review screen's mark (LOW_CONFIDENCE): the field is shown as "Bitte prüfen". */
const UNSURE = 0.5;

/** The two header lines (title and organisation), split from one line when there is only one. */
function twoLines(entry: RawEntry, isOrganisation: (text: string) => boolean) {
  const [first = '', second = '', ...more] = entry.header;
  let title = first;
  let organisation = second;
  let certainty = second === '' ? 0.45 : 0.85;
  if (second === '') {
    const [a, b] = splitPair(first);
    if (b !== '') [title, organisation, certainty] = [a, b, 0.7];
    else if (/,\s/.test(first)) {
      const cut = first.indexOf(', ');
      const [x, y] = [first.slice(0, cut), first.slice(cut + 2)];
      if (isOrganisation(y) || isOrganisation(x)) [title, organisation, certainty] = [x, y, 0.6];
    }
  }
  if (isOrganisation(title) && !isOrganisation(organisation) && organisation !== '') {
    [title, organisation] = [organisation, title];
    certainty = Math.min(certainty, 0.75);
  } else if (organisation !== '' && isOrganisation(organisation)) certainty = Math.max(certainty, 0.9);
  const [name, place] = splitPlace(organisation);
  // A header that may go on in the next line is most likely cut in its last part.
  const cut = entry.headerMayGoOn === true ? Math.min(certainty, UNSURE) : certainty;
  const titleCertainty = organisation === '' ? cut : certainty;
  return {
    title,
    organisation: name,
    place,
    certainty: titleCertainty,
    organisationCertainty: cut,
    extra: more,
  };
}

const dateCertainty = (entry: RawEntry) => (entry.dates === null ? 0.2 : entry.dates.certainty * 0.95);

export function workFromEntry(entry: RawEntry, at: number, confidence: Confidence): WorkDraft {
  const { title, organisation, place, certainty, organisationCertainty, extra } = twoLines(
    entry,
    looksLikeEmployer,
  );
  const dates = entry.dates;
  const single = dates !== null && dates.end === null && !dates.current;
  const start = storedDate(dates?.start ?? null);
  const end = storedDate(single ? (dates?.start ?? null) : (dates?.end ?? null));
  confidence[`work.${at}.jobtitle`] = title === '' ? 0.1 : certainty;
  confidence[`work.${at}.employer`] = organisation === '' ? 0.2 : organisationCertainty;
  confidence[`work.${at}.dates`] = dateCertainty(entry);
  return {
    jobtitle: title.slice(0, 120),
    employer: organisation.slice(0, 120),
    pincode: '',
    city: '',
    country: place.slice(0, 120),
    startMonth: start.month,
    startYear: start.year,
    endMonth: end.month,
    endYear: end.year,
    check: dates?.current ?? false,
    workDescription: bulletList([...extra, ...entry.details]),
  };
}

const GRADE = /(?:note|abschlussnote|gesamtnote|grade)\s*:?\s*(\d[,.]\d{1,2})/i;

/** 'Master of Arts, Interaktionsdesign' or 'Bachelor in Informatik' → degree and field. */
function splitDegree(text: string): [string, string] {
  const comma = text.indexOf(', ');
  if (comma > 0) return [text.slice(0, comma), text.slice(comma + 2)];
  const inField = /^(.*?(?:bachelor|master|diplom|magister)[^,]*?)\s+(?:in|of)\s+(.+)$/i.exec(text);
  if (inField && !/of (arts|science|engineering|business)$/i.test(text))
    return [inField[1] ?? text, inField[2] ?? ''];
  return [text, ''];
}

export function educationFromEntry(entry: RawEntry, at: number, confidence: Confidence): EducationDraft {
  const { title, organisation, place, certainty, organisationCertainty, extra } = twoLines(
    entry,
    looksLikeSchool,
  );
  const [degree, field] = splitDegree(title);
  const dates = entry.dates;
  const single = dates !== null && dates.end === null && !dates.current;
  const start = storedDate(single ? null : (dates?.start ?? null));
  const end = storedDate(single ? (dates?.start ?? null) : (dates?.end ?? null));
  const details = [...extra, ...entry.details];
  const gradeLine = details.find((line) => GRADE.test(line));
  const grade = gradeLine ? Number((GRADE.exec(gradeLine)?.[1] ?? '').replace(',', '.')) : Number.NaN;
  confidence[`education.${at}.sdegree`] = degree === '' ? 0.2 : certainty;
  confidence[`education.${at}.sname`] = organisation === '' ? 0.1 : organisationCertainty;
  confidence[`education.${at}.dates`] = dateCertainty(entry);
  return {
    sdegree: degree.slice(0, 120),
    fieldOStudy: field.slice(0, 120),
    sname: (organisation || title).slice(0, 160),
    slname: place.slice(0, 120),
    sdescription: '',
    pointer: Number.isFinite(grade) && grade > 0 && grade <= 6 ? grade : '',
    educationDescription: bulletList(details.filter((line) => line !== gradeLine)),
    studyStartMonth: start.month,
    studyStartYear: start.year,
    studyEndMonth: end.month,
    studyEndYear: end.year,
    check: dates?.current ?? false,
    gMonth: '',
    gYear: '',
  };
}
