import type { ImportDraft } from '../../../packages/shared/src/contracts/import';
import { monthValue } from '../../../packages/shared/src/resume/dates';
import type { CorpusCv, Ym } from './types';

/** Precision and recall per field group: what the reader found that is right, and what it missed. */
export const GROUPS = ['contact', 'work', 'education', 'skills', 'languages', 'other'] as const;
export type Group = (typeof GROUPS)[number];
export type Tally = { right: number; found: number; expected: number; misses: string[]; extras: string[] };
export type Scores = Record<Group, Tally>;

export const emptyScores = (): Scores =>
  Object.fromEntries(
    GROUPS.map((g) => [g, { right: 0, found: 0, expected: 0, misses: [], extras: [] }]),
  ) as unknown as Scores;

const squash = (t: string) => t.replace(/\s+/g, ' ').trim();
const digits = (t: string) => t.replace(/\D/g, '');
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
const ymText = (d: Ym) => `${d.month ? monthValue(d.month) : ''}/${d.year}`;
const num = (m: string) => m;
/** 'Bachelor of Arts Betriebswirtschaft' and 'Bachelor Arts' + 'Betriebswirtschaft' are the same degree. */
const degreeWords = (t: string) =>
  squash(
    t
      .toLocaleLowerCase('de')
      .replace(/[,.()]/g, ' ')
      .replace(/\b(?:of|in)\b/g, ' '),
  );

/** Multiset match of what was expected against what was found, both as strings. */
function tally(into: Tally, expected: string[], found: string[], same = (a: string, b: string) => a === b) {
  const left = [...found];
  into.expected += expected.length;
  into.found += found.length;
  for (const e of expected) {
    const at = left.findIndex((f) => same(e, f));
    if (at >= 0) {
      into.right += 1;
      left.splice(at, 1);
    } else into.misses.push(e);
  }
  into.extras.push(...left);
}

export function scoreCorpusDraft(cv: CorpusCv, draft: ImportDraft, scores: Scores) {
  const p = draft.parts;
  const h = p.heading;
  // Contact: each field the CV states; a field read but wrong counts against precision too.
  const contact: [string, string, string][] = [
    ['fname', cv.fname, h?.fname ?? ''],
    ['lname', cv.lname, h?.lname ?? ''],
    ['email', cv.email, h?.email ?? ''],
    ['phone', digits(cv.phone), digits(h?.phone ?? '')],
    ['street', cv.street, squash(h?.street ?? '')],
    ['pincode', cv.pincode, h?.pincode ?? ''],
    ['city', cv.city, squash(h?.location ?? '')],
  ];
  tally(
    scores.contact,
    contact.map(([k, e]) => `${k}=${e}`),
    contact.filter(([, , got]) => got !== '').map(([k, , got]) => `${k}=${got}`),
  );
  const jobDates = (s: string, e: string) => `${s} – ${e}`;
  tally(
    scores.work,
    cv.jobs.flatMap((j) => [
      `title=${j.title}`,
      `employer=${j.employer}`,
      `dates=${jobDates(ymText(j.start), j.end === 'now' ? 'heute' : ymText(j.end))}`,
    ]),
    p.work.flatMap((w) => [
      ...(w.jobtitle ? [`title=${squash(w.jobtitle)}`] : []),
      ...(w.employer ? [`employer=${squash(w.employer)}`] : []),
      `dates=${jobDates(`${num(w.startMonth)}/${w.startYear}`, w.check ? 'heute' : `${num(w.endMonth)}/${w.endYear}`)}`,
    ]),
  );
  // Education: the school and the dates; the degree may sit in the degree or the subject field.
  tally(
    scores.education,
    cv.schools.flatMap((s) => [
      `school=${s.school}`,
      `degree=${s.degree}`,
      `dates=${s.start ? ymText(s.start) : '/'} – ${ymText(s.end)}`,
    ]),
    p.education.flatMap((e) => [
      ...(e.sname ? [`school=${squash(e.sname)}`] : []),
      ...(e.sdegree || e.fieldOStudy
        ? [`degree=${squash([e.sdegree, e.fieldOStudy].filter(Boolean).join(' '))}`]
        : []),
      `dates=${num(e.studyStartMonth)}/${e.studyStartYear} – ${num(e.studyEndMonth)}/${e.studyEndYear}`,
    ]),
    (a, b) =>
      a === b || (a.startsWith('degree=') && b.startsWith('degree=') && degreeWords(a) === degreeWords(b)),
  );
  const skills = [...(p.skills?.data ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((m) =>
    squash(plainText(m[1] ?? '')),
  );
  tally(scores.skills, cv.skills, skills);
  const languages = p.extraSections.find((s) => s.meta_sub_key === 'Language')?.meta_value as
    | { native: { nativeLang: string }[]; languages: { language: string; level: string }[] }
    | undefined;
  tally(
    scores.languages,
    cv.languages.map((l) => `${l.name}=${l.level}`),
    [
      ...(languages?.native ?? []).map((n) => `${n.nativeLang}=native`),
      ...(languages?.languages ?? []).map((l) => `${l.language}=${l.level}`),
    ],
  );
  // Other sections: each must land in a custom or extra section (not languages, not the summary).
  const sections = [
    ...p.customSections.map((c) => `${c.title}: ${squash(plainText(c.description))}`),
    ...p.extraSections
      .filter((s) => s.meta_sub_key !== 'Language')
      .map((s) => `${s.meta_sub_key}: ${squash(plainText(JSON.stringify(s.meta_value)))}`),
  ];
  tally(
    scores.other,
    cv.other.map((o) => o.key),
    sections,
    (key, section) => section.includes(key),
  );
}

export const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
