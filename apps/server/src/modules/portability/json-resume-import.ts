import jsonResumeSchema from '@jsonresume/schema';
import {
  type EducationEntry,
  escapeHtml,
  HEADING_LIMITS,
  headingSchema,
  imageDataUrl,
  LANGUAGE_LEVELS,
  MAX_CUSTOM_SECTIONS,
  resumeStyleSchema,
  type StoredResumeParts,
  type WorkEntry,
} from '@vita/shared';
import {
  bulletsHtml,
  CUSTOM_HOMES,
  homeOfTitle,
  joinGerman,
  lineOfEntry,
  writeDated,
  writeKeyworded,
} from './json-resume-sections';
import { monthYearOf, textToHtml } from './json-resume-text';
import { standardFingerprint, type VitaMeta, vitaMetaSchema } from './json-resume-vita-meta';

/** A file that is not a JSON Resume we can read; the message says so in German. */
export class JsonResumeError extends Error {
  override name = 'JsonResumeError';
}

const NOT_AN_OBJECT =
  'Die Datei enthält keinen Lebenslauf im JSON-Resume-Format (erwartet wird ein JSON-Objekt mit „basics“, „work“, „education“ …).';
const NO_CONTENT =
  'Die Datei enthält keine Lebenslaufdaten im JSON-Resume-Format: Es fehlen „basics“, „work“, „education“ und alle anderen Abschnitte.';
const invalidFields = (paths: string[]) =>
  `Die Datei entspricht nicht dem JSON-Resume-Schema 1.x. Bitte prüfen Sie diese Felder: ${paths.join(', ')}.`;

const SECTION_KEYS = [
  'basics',
  'work',
  'education',
  'skills',
  'languages',
  'certificates',
  'awards',
  'interests',
  'volunteer',
  'projects',
  'publications',
  'references',
];

type Rec = Record<string, unknown>;
const rec = (value: unknown): Rec =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Rec) : {};
const list = (value: unknown): Rec[] => (Array.isArray(value) ? value.map(rec) : []);
const str = (value: unknown, max = 10_000): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((v) => str(v)).filter(Boolean) : [];

function checkSchema(input: unknown): Rec {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    throw new JsonResumeError(NOT_AN_OBJECT);
  let errors: { property: string }[] | null = null;
  jsonResumeSchema.validate(input, (found) => {
    errors = found;
  });
  const found: { property: string }[] = errors ?? [];
  if (found.length > 0) {
    const paths = [...new Set(found.map((e) => e.property.replace(/^instance\.?/, '') || '(Wurzel)'))];
    throw new JsonResumeError(invalidFields(paths.slice(0, 5)));
  }
  const resume = input as Rec;
  if (!SECTION_KEYS.some((key) => resume[key] !== undefined)) throw new JsonResumeError(NO_CONTENT);
  return resume;
}

function vitaMetaOf(resume: Rec): VitaMeta | null {
  const parsed = vitaMetaSchema.safeParse(rec(resume.meta).vita);
  return parsed.success ? parsed.data : null;
}

function splitName(name: string, vita: VitaMeta | null): { fname: string; lname: string } {
  const personal = vita?.personal;
  if (personal && [personal.fname, personal.lname].filter(Boolean).join(' ') === name) return personal;
  const words = name.split(/\s+/).filter(Boolean);
  const lname = words.length > 1 ? (words.pop() ?? '') : '';
  return { fname: words.join(' ').slice(0, HEADING_LIMITS.name), lname: lname.slice(0, HEADING_LIMITS.name) };
}

function workOf(job: Rec): WorkEntry {
  const start = monthYearOf(job.startDate);
  const end = monthYearOf(job.endDate);
  // Vita writes 'PLZ Ort'; the work form keeps the Ort in `country` (a kept quirk of the original).
  const place = /^(\d{5}) (.+)$/.exec(str(job.location, 120));
  return {
    jobtitle: str(job.position, 120),
    employer: str(job.name ?? job.company, 120),
    pincode: place?.[1] ?? '',
    city: '',
    country: place?.[2] ?? str(job.location, 120),
    startMonth: start.month,
    startYear: start.year,
    endMonth: end.month,
    endYear: end.year,
    check: start.year !== '' && end.year === '',
    // What the company is (JSON Resume's `description`) opens the description.
    workDescription: textToHtml(
      [str(job.description), str(job.summary)].filter(Boolean).join('\n'),
      strings(job.highlights),
    ),
  };
}

function educationOf(school: Rec): EducationEntry {
  const start = monthYearOf(school.startDate);
  const end = monthYearOf(school.endDate);
  const score = Number(str(school.score).replace(',', '.'));
  return {
    sdegree: str(school.studyType, 120),
    fieldOStudy: str(school.area, 120),
    sname: str(school.institution, 160),
    slname: str(school.location, 120),
    sdescription: '',
    pointer: str(school.score) !== '' && score >= 0 && score <= 100 ? score : '',
    educationDescription: textToHtml(str(school.url), strings(school.courses)),
    studyStartMonth: start.month,
    studyStartYear: start.year,
    studyEndMonth: end.month,
    studyEndYear: end.year,
    check: start.year !== '' && end.year === '',
    gMonth: '',
    gYear: '',
  };
}

const NATIVE = /^(muttersprache|native|mother tongue|erstsprache)/i;

/** Level words other tools write in `fluency`, as the CEFR level Vita stores. */
const FLUENCY_WORDS: [RegExp, (typeof LANGUAGE_LEVELS)[number]][] = [
  [/verhandlungssicher|full professional/i, 'C2'],
  [/fließend|fliessend|sehr gut|fluent|professional working/i, 'C1'],
  [/\bgut\b|\bgood\b/i, 'B2'],
  [/mittel|intermediate|limited working/i, 'B1'],
  [/grundkenntnisse|schulkenntnisse|basiskenntnisse|elementary|basic/i, 'A2'],
  [/anfänger|beginner/i, 'A1'],
];

function languagesOf(items: Rec[]) {
  const native = items
    .filter((l) => NATIVE.test(str(l.fluency)))
    .map((l) => ({ nativeLang: str(l.language, 60) }));
  const languages = items
    .filter((l) => !NATIVE.test(str(l.fluency)) && str(l.language) !== '')
    .map((l) => {
      const fluency = str(l.fluency);
      const level =
        LANGUAGE_LEVELS.find((code) => fluency.toUpperCase().startsWith(code)) ??
        FLUENCY_WORDS.find(([pattern]) => pattern.test(fluency))?.[1];
      return {
        language: str(l.language, 60),
        level: level ?? '',
        value: level ? LANGUAGE_LEVELS.indexOf(level) * 20 : 0,
      };
    });
  return native.length + languages.length > 0 ? { native, languages } : null;
}

/** The standard fields as Vita parts, with the Vita-only parts from `meta.vita` when present. */
function fromStandardFields(resume: Rec, vita: VitaMeta | null): StoredResumeParts {
  const basics = rec(resume.basics);
  const location = rec(basics.location);
  const name = str(basics.name);
  const personal = vita?.personal;
  const heading = headingSchema.parse({
    ...splitName(name, vita),
    street: str(location.address, 120),
    location: str(location.city, 80),
    pincode: str(location.postalCode, 12),
    birthDatePlace: personal?.birthDatePlace ?? '',
    phone: str(basics.phone, 40),
    email: str(basics.email, HEADING_LIMITS.email),
    licence: personal?.licence ?? '',
    maritalStatus: personal?.maritalStatus ?? '',
    socialLink: str(basics.url, 200),
    moreOptions: personal?.moreOptions ?? false,
  });
  const links = list(basics.profiles)
    .map((p) => str(p.url) || str(p.username))
    .filter(Boolean);
  const extras: {
    meta_sub_key: StoredResumeParts['extraSections'][number]['meta_sub_key'];
    meta_value: unknown;
  }[] = [];
  const add = (meta_sub_key: (typeof extras)[number]['meta_sub_key'], meta_value: unknown) => {
    if (meta_value !== null) extras.push({ meta_sub_key, meta_value });
  };
  add('Language', languagesOf(list(resume.languages)));
  const bullets = (lines: string[]) => (lines.length > 0 ? { data: bulletsHtml(lines) } : null);
  add(
    'Certification',
    bullets(
      list(resume.certificates).map((c) =>
        writeDated({ name: str(c.name), by: str(c.issuer), url: str(c.url), date: str(c.date) }),
      ),
    ),
  );
  add(
    'Accomplishment',
    bullets(
      list(resume.awards).map((a) =>
        writeDated({ name: str(a.title), by: str(a.awarder), date: str(a.date), summary: str(a.summary) }),
      ),
    ),
  );
  const hobbies = list(resume.interests)
    .map((i) => writeKeyworded(str(i.name), strings(i.keywords)))
    .filter(Boolean);
  add('hobbiesInformation', hobbies.length > 0 ? { data: textToHtml(joinGerman(hobbies)) } : null);
  add(
    'WebLinks',
    links.length > 0 ? { link1: links[0] ?? '', link2: links[1] ?? '', link3: links[2] ?? '' } : null,
  );
  const custom = customSectionsOf(resume, vita);
  for (const section of vita?.extraSections ?? []) {
    if (section.meta_sub_key === 'additionalInformation' && custom.overflow) continue;
    add(section.meta_sub_key, section.meta_value);
  }
  if (custom.overflow) add('additionalInformation', { data: custom.overflow });
  const skills = list(resume.skills)
    .map((s) => writeKeyworded([str(s.name), str(s.level)].filter(Boolean).join(' – '), strings(s.keywords)))
    .filter(Boolean);
  const summary = str(basics.summary);
  return {
    name: vita?.name ?? (name ? `Lebenslauf ${name}` : 'Lebenslauf'),
    style: vita?.style ?? resumeStyleSchema.parse({ template_id: 1, style_name: 'styleTempOne' }),
    heading,
    work: list(resume.work).map(workOf),
    education: list(resume.education).map(educationOf),
    skills: skills.length > 0 ? { data: textToHtml('', skills), recommended: [] } : null,
    summary: summary ? { data: textToHtml(summary) } : null,
    signature: vita?.signature ?? null,
    extraSections: extras.map((extra, index) => ({ id: index + 1, ...extra })),
    customSections: custom.sections,
    photo: imageDataUrl(basics.image),
  };
}

/**
 * Volunteer, projects, publications and references become the custom sections Ehrenamt, Projekte,
 * Veröffentlichungen and Referenzen. Vita holds two custom sections: what does not fit goes to
 * "Weitere Informationen", each under its heading, so nothing is dropped.
 */
function customSectionsOf(resume: Rec, vita: VitaMeta | null) {
  const kept = (vita?.customSections ?? []).filter((section) => homeOfTitle(section.title) === null);
  const found = CUSTOM_HOMES.map((home) => ({
    title: home.title,
    description: bulletsHtml(list(resume[home.key]).map((entry) => lineOfEntry(home.key, entry))),
  })).filter((section) => section.description !== '');
  const all = [...kept, ...found];
  const sections = all.slice(0, MAX_CUSTOM_SECTIONS).map((section, index) => ({
    id: 'id' in section ? section.id : index + 1,
    title: section.title,
    description: section.description,
  }));
  const rest = all.slice(MAX_CUSTOM_SECTIONS);
  const before = vita?.extraSections.find((s) => s.meta_sub_key === 'additionalInformation')?.meta_value;
  const beforeHtml = typeof rec(before).data === 'string' ? String(rec(before).data) : '';
  const overflow =
    rest.length === 0
      ? ''
      : beforeHtml +
        rest
          .map((section) => `<p><strong>${escapeHtml(section.title)}</strong></p>${section.description}`)
          .join('');
  return { sections, overflow };
}

/**
 * A JSON Resume (schema 1.x, checked with the official schema) as the parts of a new resume.
 * A file Vita wrote and nobody changed comes back exactly as it was exported.
 */
export function fromJsonResume(input: unknown): StoredResumeParts {
  const resume = checkSchema(input);
  const vita = vitaMetaOf(resume);
  if (vita === null || vita.fingerprint !== standardFingerprint(resume))
    return fromStandardFields(resume, vita);
  return {
    name: vita.name,
    style: vita.style,
    ...vita.stored,
    signature: vita.signature,
    customSections: vita.customSections,
    photo: imageDataUrl(rec(resume.basics).image),
  };
}
