import { parseMonth, type StoredResumeParts, webHref } from '@vita/shared';
import { entryLines, splitTopLevel } from './json-resume-sections';

type Rec = Record<string, unknown>;
const rec = (value: unknown): Rec => (value !== null && typeof value === 'object' ? (value as Rec) : {});
const html = (value: unknown) => {
  const data = rec(value).data;
  return typeof data === 'string' ? data : '';
};
const month = (value: string) => {
  const parsed = parseMonth(value);
  return parsed === null ? value : String(parsed);
};

/**
 * Every field a user filled, as 'where: value' lines: one per form field, one per line of rich
 * text, one per hobby. The form a line has (paragraph or bullet) is not a field; its text is.
 */
export function filledFields(parts: StoredResumeParts): string[] {
  const fields: string[] = [];
  const add = (where: string, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (text !== '') fields.push(`${where}: ${text}`);
  };
  const h = parts.heading;
  if (h) {
    for (const key of [
      'fname',
      'lname',
      'street',
      'pincode',
      'location',
      'phone',
      'email',
      'socialLink',
    ] as const)
      add(`heading.${key}`, h[key]);
    for (const key of ['birthDatePlace', 'licence', 'maritalStatus'] as const) add(`heading.${key}`, h[key]);
  }
  parts.work.forEach((job, i) => {
    add(`work${i}.jobtitle`, job.jobtitle);
    add(`work${i}.employer`, job.employer);
    add(`work${i}.pincode`, job.pincode);
    add(`work${i}.ort`, job.country || job.city);
    add(`work${i}.start`, `${month(job.startMonth)}/${job.startYear}`.replace(/^\//, ''));
    add(`work${i}.end`, job.check ? 'heute' : `${month(job.endMonth)}/${job.endYear}`.replace(/^\/$/, ''));
    for (const line of entryLines(job.workDescription)) add(`work${i}.description`, line);
  });
  parts.education.forEach((school, i) => {
    add(`education${i}.sdegree`, school.sdegree);
    add(`education${i}.fieldOStudy`, school.fieldOStudy);
    add(`education${i}.sname`, school.sname);
    add(`education${i}.slname`, school.slname);
    add(`education${i}.pointer`, school.pointer);
    add(
      `education${i}.start`,
      `${month(school.studyStartMonth)}/${school.studyStartYear}`.replace(/^\/$/, ''),
    );
    add(
      `education${i}.end`,
      school.check ? 'heute' : `${month(school.studyEndMonth)}/${school.studyEndYear}`.replace(/^\/$/, ''),
    );
    for (const line of entryLines(school.educationDescription)) add(`education${i}.description`, line);
  });
  for (const line of entryLines(parts.skills?.data ?? '')) add('skills', line);
  for (const line of entryLines(parts.summary?.data ?? '')) add('summary', line);
  for (const section of parts.extraSections) {
    const value = rec(section.meta_value);
    if (section.meta_sub_key === 'Language') {
      for (const n of Array.isArray(value.native) ? value.native : [])
        add('language', `${rec(n).nativeLang} native`);
      for (const l of Array.isArray(value.languages) ? value.languages : [])
        add('language', `${rec(l).language} ${rec(l).level}`);
    } else if (section.meta_sub_key === 'WebLinks') {
      // The same address whether written with or without 'https://'.
      for (const key of ['link1', 'link2', 'link3']) {
        const link = typeof value[key] === 'string' ? value[key] : '';
        add('weblink', link && (webHref(link) ?? link));
      }
    } else if (section.meta_sub_key === 'hobbiesInformation') {
      for (const line of entryLines(html(value)))
        for (const hobby of splitTopLevel(line, true)) add('hobby', hobby);
    } else {
      for (const line of entryLines(html(value))) add(section.meta_sub_key, line);
    }
  }
  for (const section of parts.customSections) {
    add('custom.title', section.title);
    for (const line of entryLines(section.description)) add(`custom.${section.title}`, line);
  }
  add('photo', parts.photo ?? '');
  return fields;
}

/** The fields of `before` that `after` does not have (as a multiset). */
export function lostFields(before: StoredResumeParts, after: StoredResumeParts): string[] {
  const left = [...filledFields(after)];
  const lost: string[] = [];
  for (const field of filledFields(before)) {
    const at = left.indexOf(field);
    if (at === -1) lost.push(field);
    else left.splice(at, 1);
  }
  return lost;
}
