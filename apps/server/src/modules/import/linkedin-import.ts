import { parseCsv } from './csv';
import { bulletList, paragraphs } from './entry-fields';
import { parseCvDate, storedDate } from './german-dates';
import { type LanguageLine, languagesValue, readLanguageLine } from './language-levels';
import { unzipLinkedIn } from './linkedin-zip';
import { emptyDraftParts, type ImportResult } from './parse-cv-text';

export type LinkedInImport = ImportResult & { sourceText: string };

/** LinkedIn's proficiency texts (English and German export) → level. */
const PROFICIENCY: [RegExp, LanguageLine['level']][] = [
  [/native|bilingual|muttersprach|zweisprachig/i, 'native'],
  [/full professional|verhandlungssicher/i, 'C2'],
  [/professional working|fließend/i, 'C1'],
  [/limited working|gute/i, 'B1'],
  [/elementary|grundkenntnisse/i, 'A2'],
];

/** LinkedIn writes websites as '[PORTFOLIO:https://…]' or plain; the first URL is kept. */
function firstUrl(text: string): string {
  const match = /(https?:\/\/[^\s,\]]+|(?:www\.)?[\w-]+\.[a-z]{2,}(?:\/[^\s,\]]*)?)/i.exec(text);
  return match?.[1] ?? '';
}

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^[•·*-]\s*/, '').trim())
    .filter((line) => line !== '');

type Row = Record<string, string>;
type Table = (name: string) => Row[];
type DraftParts = ImportResult['parts'];
type Confidence = ImportResult['confidence'];

/** Name, contact and profile link from Profile.csv, Email Addresses.csv and PhoneNumbers.csv. */
function readHeading(table: Table, parts: DraftParts, confidence: Confidence): string {
  const profile = table('Profile.csv')[0] ?? {};
  const email =
    table('Email Addresses.csv').find((row) => row.Primary === 'Yes')?.['Email Address'] ??
    table('Email Addresses.csv')[0]?.['Email Address'] ??
    '';
  const phone = table('PhoneNumbers.csv')[0]?.Number ?? '';
  const website = firstUrl(profile.Websites ?? '');
  const fname = profile['First Name'] ?? '';
  const lname = profile['Last Name'] ?? '';
  parts.heading = {
    fname: fname.slice(0, 34),
    lname: lname.slice(0, 34),
    street: (profile.Address ?? '').slice(0, 120),
    location: (profile['Geo Location'] ?? '').split(',')[0]?.trim().slice(0, 80) ?? '',
    pincode: (profile['Zip Code'] ?? '').slice(0, 12),
    birthDatePlace: (profile['Birth Date'] ?? '').slice(0, 120),
    phone: phone.slice(0, 40),
    email: email.length <= 35 ? email : '',
    licence: '',
    maritalStatus: '',
    socialLink: website.slice(0, 200),
    moreOptions: website !== '',
  };
  for (const key of ['fname', 'lname', 'email', 'phone', 'location'] as const)
    if (parts.heading[key] !== '') confidence[`heading.${key}`] = 0.95;
  parts.name = `Lebenslauf ${[fname, lname].join(' ').trim()}`.trim();
  if (profile.Summary) {
    parts.summary = { data: paragraphs(linesOf(profile.Summary)) };
    confidence.summary = 0.95;
  }
  return email;
}

function readPositions(rows: Row[], parts: DraftParts, confidence: Confidence) {
  for (const row of rows) {
    const start = storedDate(parseCvDate(row['Started On'] ?? ''));
    const finished = parseCvDate(row['Finished On'] ?? '');
    const end = storedDate(finished);
    const at = parts.work.length;
    parts.work.push({
      jobtitle: (row.Title ?? '').slice(0, 120),
      employer: (row['Company Name'] ?? '').slice(0, 120),
      pincode: '',
      city: '',
      country: (row.Location ?? '').slice(0, 120),
      startMonth: start.month,
      startYear: start.year,
      endMonth: end.month,
      endYear: end.year,
      check: finished === null && start.year !== '',
      workDescription: bulletList(linesOf(row.Description ?? '')),
    });
    for (const field of ['jobtitle', 'employer', 'dates']) confidence[`work.${at}.${field}`] = 0.95;
  }
}

function readEducation(rows: Row[], parts: DraftParts, confidence: Confidence) {
  for (const row of rows) {
    const start = storedDate(parseCvDate(row['Start Date'] ?? ''));
    const end = storedDate(parseCvDate(row['End Date'] ?? ''));
    const at = parts.education.length;
    const [degree = '', ...field] = (row['Degree Name'] ?? '').split(/,\s*/);
    parts.education.push({
      sdegree: degree.slice(0, 120),
      fieldOStudy: field.join(', ').slice(0, 120),
      sname: (row['School Name'] ?? '').slice(0, 160),
      slname: '',
      sdescription: '',
      pointer: '',
      educationDescription: bulletList(linesOf([row.Notes, row.Activities].filter(Boolean).join('\n'))),
      studyStartMonth: start.month,
      studyStartYear: start.year,
      studyEndMonth: end.month,
      studyEndYear: end.year,
      check: false,
      gMonth: '',
      gYear: '',
    });
    for (const field of ['sdegree', 'sname', 'dates']) confidence[`education.${at}.${field}`] = 0.95;
  }
}

/** Skills, then the extra sections: languages and certificates. */
function readSkillsAndExtras(table: Table, parts: DraftParts, confidence: Confidence) {
  const skills = table('Skills.csv')
    .map((row) => row.Name ?? '')
    .filter((name) => name !== '');
  if (skills.length > 0) {
    parts.skills = { data: bulletList(skills), recommended: [] };
    confidence.skills = 0.95;
  }

  const languages = table('Languages.csv').flatMap((row): LanguageLine[] => {
    const language = (row.Name ?? '').trim();
    if (language === '') return [];
    const level = PROFICIENCY.find(([pattern]) => pattern.test(row.Proficiency ?? ''))?.[1];
    return [
      level
        ? { language, level, certain: true }
        : (readLanguageLine(language) ?? { language, level: 'B1', certain: false }),
    ];
  });
  let id = 1;
  if (languages.length > 0) {
    parts.extraSections.push({ id: id++, meta_sub_key: 'Language', meta_value: languagesValue(languages) });
    confidence.languages = languages.every((l) => l.certain) ? 0.95 : 0.5;
  }
  const certificates = table('Certifications.csv').map((row) =>
    [row.Name, row.Authority, row['Started On']].filter((part) => part && part !== '').join(' – '),
  );
  if (certificates.some((c) => c !== '')) {
    parts.extraSections.push({
      id: id++,
      meta_sub_key: 'Certification',
      meta_value: { data: bulletList(certificates.filter((c) => c !== '')) },
    });
    confidence.certifications = 0.95;
  }
}

/** A resume draft from LinkedIn's data export; every column may be missing or empty. */
export function importLinkedIn(data: Buffer): LinkedInImport {
  const files = unzipLinkedIn(data);
  const table: Table = (name) => parseCsv(files.get(name) ?? '');
  const parts = emptyDraftParts();
  const confidence: Confidence = {};
  const warnings: string[] = [];

  const email = readHeading(table, parts, confidence);
  readPositions(table('Positions.csv'), parts, confidence);
  readEducation(table('Education.csv'), parts, confidence);
  readSkillsAndExtras(table, parts, confidence);
  if (email.length > 35) warnings.push('Die E-Mail-Adresse ist länger als 35 Zeichen. Bitte kürzen Sie sie.');
  const sourceText = [...files.entries()]
    .map(([name, text]) => `${name}\n${text.replace(/^\uFEFF/, '')}`)
    .join('\n\n');
  return { parts, confidence, warnings, notTaken: [], sourceText };
}
