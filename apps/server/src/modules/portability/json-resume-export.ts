import jsonResumeSchema from '@jsonresume/schema';
import { isEmail, type StoredResumeParts, webHref } from '@vita/shared';
import {
  type CustomHome,
  entryLines,
  entryOfLine,
  headedSections,
  homeOfTitle,
  readDated,
  readKeyworded,
  splitTopLevel,
} from './json-resume-sections';
import { compact, isoDate, richTextItems, richTextParts } from './json-resume-text';
import { standardFingerprint, type VitaMeta } from './json-resume-vita-meta';

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** Extra sections that have a home in JSON Resume; the others stay in `meta.vita` only. */
const MAPPED_EXTRAS = new Set([
  'Language',
  'Certification',
  'Accomplishment',
  'hobbiesInformation',
  'WebLinks',
]);

const NETWORKS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)xing\.com$/, 'XING'],
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)gitlab\.com$/, 'GitLab'],
];

function profileOf(text: string) {
  const url = webHref(text);
  if (url === null) return { network: 'Web', username: text };
  const host = new URL(url).hostname.replace(/^www\./, '');
  return { network: NETWORKS.find(([pattern]) => pattern.test(host))?.[1] ?? host, url };
}

const extraValue = (parts: StoredResumeParts, key: string) =>
  parts.extraSections.find((section) => section.meta_sub_key === key)?.meta_value;
const htmlOf = (value: unknown) => {
  const data = value !== null && typeof value === 'object' ? (value as { data?: unknown }).data : value;
  return typeof data === 'string' ? data : '';
};
const listOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item) => item !== null && typeof item === 'object') : [];

function languagesOf(value: unknown, english: boolean) {
  const stored = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const natives = listOf(stored.native).map((n) => ({
    language: String(n.nativeLang ?? ''),
    fluency: english ? 'Native' : 'Muttersprache',
  }));
  const others = listOf(stored.languages).map((l) =>
    compact({ language: String(l.language ?? ''), fluency: String(l.level ?? '') }),
  );
  return [...natives, ...others].filter((l) => l.language);
}

function webLinksOf(value: unknown): string[] {
  const stored = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return [stored.link1, stored.link2, stored.link3].filter(
    (l): l is string => typeof l === 'string' && l.trim() !== '',
  );
}

/** Custom sections titled Ehrenamt, Projekte, Veröffentlichungen or Referenzen: their own sections. */
function customSectionEntries(
  parts: StoredResumeParts,
): Partial<Record<CustomHome, Record<string, unknown>[]>> {
  const result: Partial<Record<CustomHome, Record<string, unknown>[]>> = {};
  for (const section of parts.customSections) {
    const home = homeOfTitle(section.title);
    if (home === null) continue;
    const entries = entryLines(section.description).map((line) => entryOfLine(home, line));
    if (entries.length > 0) result[home] = [...(result[home] ?? []), ...entries];
  }
  for (const { home, lines } of headedSections(htmlOf(extraValue(parts, 'additionalInformation')))) {
    const entries = lines.filter(Boolean).map((line) => entryOfLine(home, line));
    if (entries.length > 0) result[home] = [...(result[home] ?? []), ...entries];
  }
  return result;
}

/** The standard JSON Resume fields: what other tools read. */
function standardFields(parts: StoredResumeParts) {
  const h = parts.heading;
  const summary = richTextParts(parts.summary?.data ?? '');
  const socialUrl = h?.socialLink ? webHref(h.socialLink) : null;
  const basics = compact({
    name: [h?.fname, h?.lname].filter(Boolean).join(' '),
    label: parts.work[0]?.jobtitle,
    image: parts.photo ?? undefined,
    email: h?.email && isEmail(h.email) ? h.email : undefined,
    phone: h?.phone,
    url: socialUrl ?? undefined,
    summary: [...summary.paragraphs, ...summary.items].join('\n'),
    location: compact({ address: h?.street, postalCode: h?.pincode, city: h?.location }),
    profiles: webLinksOf(extraValue(parts, 'WebLinks')).map(profileOf),
  });
  const work = parts.work.map((job) => {
    const description = richTextParts(job.workDescription);
    return compact({
      name: job.employer,
      position: job.jobtitle,
      // The work form's 'Ort' is stored in `country` (a kept quirk of the original).
      location: [job.pincode, job.country || job.city].filter(Boolean).join(' '),
      startDate: isoDate(job.startMonth, job.startYear),
      endDate: job.check ? undefined : isoDate(job.endMonth, job.endYear),
      summary: description.paragraphs.join('\n'),
      highlights: description.items,
    });
  });
  const education = parts.education.map((school) =>
    compact({
      institution: school.sname,
      area: school.fieldOStudy,
      studyType: school.sdegree,
      startDate: isoDate(school.studyStartMonth, school.studyStartYear),
      endDate: school.check ? undefined : isoDate(school.studyEndMonth, school.studyEndYear),
      score: typeof school.pointer === 'number' ? String(school.pointer).replace('.', ',') : undefined,
      courses: richTextItems(school.educationDescription),
      // Not in the schema's education, which allows more fields: the same name as work's.
      location: school.slname,
    }),
  );
  return compact({
    basics,
    work,
    education,
    skills: entryLines(parts.skills?.data ?? '').map((line) => compact(readKeyworded(line))),
    languages: languagesOf(extraValue(parts, 'Language'), parts.language === 'en'),
    certificates: entryLines(htmlOf(extraValue(parts, 'Certification'))).map((line) => {
      const { name, by, url, date } = readDated(line);
      return compact({ name, issuer: by, url, date });
    }),
    awards: entryLines(htmlOf(extraValue(parts, 'Accomplishment'))).map((line) => {
      const { name, by, date, summary } = readDated(line);
      return compact({ title: name, awarder: by, date, summary });
    }),
    // One entry per hobby: "Rennradfahren, Siebdruck und Lesen" are three interests.
    interests: entryLines(htmlOf(extraValue(parts, 'hobbiesInformation')))
      .flatMap((line) => splitTopLevel(line.replaceAll('\n', ', '), true))
      .map((hobby) => compact(readKeyworded(hobby))),
    ...customSectionEntries(parts),
  });
}

/** 'instance.work[0].startDate' → ['work', 0, 'startDate']. */
function pathOf(property: string): (string | number)[] {
  return property
    .replace(/^instance\.?/, '')
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Leaves out what the official schema refuses (an e-mail address with an umlaut fails its
 * "email" format, for example), so the file is always valid; the value itself stays in
 * `meta.vita.stored` and comes back on import.
 */
function dropInvalidFields<T extends object>(resume: T): T {
  for (let round = 0; round < 5; round += 1) {
    let errors: { property: string }[] = [];
    jsonResumeSchema.validate(resume, (found) => {
      errors = found ?? [];
    });
    if (errors.length === 0) return resume;
    for (const { property } of errors) {
      const path = pathOf(property);
      const key = path.pop();
      let parent: unknown = resume;
      for (const part of path) parent = (parent as Record<string | number, unknown> | undefined)?.[part];
      if (key !== undefined && parent !== null && typeof parent === 'object')
        delete (parent as Record<string | number, unknown>)[key];
    }
  }
  return resume;
}

export type JsonResume = ReturnType<typeof standardFields> & {
  $schema: string;
  meta: { version: string; language: 'de' | 'en'; vita: VitaMeta };
};

/** The whole resume as JSON Resume (schema 1.x); Vita → JSON Resume → Vita loses nothing. */
export function toJsonResume(parts: StoredResumeParts): JsonResume {
  // Through JSON once, so the fingerprint covers exactly what a reader of the file will see.
  const standard = dropInvalidFields(
    JSON.parse(JSON.stringify(standardFields(parts))) as ReturnType<typeof standardFields>,
  );
  const h = parts.heading;
  const vita: VitaMeta = {
    format: 1,
    fingerprint: standardFingerprint(standard),
    name: parts.name,
    style: parts.style,
    signature: parts.signature,
    customSections: parts.customSections,
    personal: {
      fname: h?.fname ?? '',
      lname: h?.lname ?? '',
      birthDatePlace: h?.birthDatePlace ?? '',
      licence: h?.licence ?? '',
      maritalStatus: h?.maritalStatus ?? '',
      moreOptions: h?.moreOptions ?? false,
    },
    extraSections: parts.extraSections.filter((s) => !MAPPED_EXTRAS.has(s.meta_sub_key)),
    stored: {
      heading: parts.heading,
      education: parts.education,
      work: parts.work,
      skills: parts.skills,
      summary: parts.summary,
      extraSections: parts.extraSections,
    },
  };
  const language = parts.language === 'en' ? 'en' : 'de';
  return { $schema: JSON_RESUME_SCHEMA_URL, ...standard, meta: { version: 'v1.0.0', language, vita } };
}
