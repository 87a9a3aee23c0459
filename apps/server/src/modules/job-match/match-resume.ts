import { type ResumeDocument, type ResumeEntry, richTextLines } from '@vita/shared';
import type { Credential } from './ad-credentials';
import { CEFR_LEVELS } from './ad-languages';
import type { AdRequirement } from './extract-requirements';
import { findTermIn } from './find-terms';
import { foldWord } from './german-text';
import { comparableNames, fieldsOf, type Qualification, qualificationsOf, sameName } from './qualifications';
import { quote, type ResumeLine } from './resume-lines';
import { labelStems } from './text-index';
import type { Term } from './vocabulary';

export interface Finding {
  found: boolean;
  evidence: string;
}

const MISSING: Finding = { found: false, evidence: '' };

function findTerm(lines: readonly ResumeLine[], term: Term, sections?: readonly string[]): Finding {
  for (const line of lines) {
    if (sections && !sections.includes(line.sectionKey)) continue;
    const at = findTermIn(line.index, term);
    if (at >= 0) return { found: true, evidence: quote(line, at) };
  }
  return MISSING;
}

/** A subject ("Kaufmann für Büromanagement") as a term, so the CV is read the same way as the ad. */
function subjectTerm(subject: string): Term {
  return {
    label: subject,
    kind: 'skill',
    folded: foldWord(subject),
    variants: [{ stems: labelStems(subject), wholeOnly: false }],
  };
}

/** A licence class covers the classes below it: CE includes C, C1E, C1, BE and B. */
const COVERS: Record<string, string[]> = {
  BE: ['B'],
  C1: ['B'],
  C1E: ['C1', 'BE', 'B'],
  C: ['C1', 'B'],
  CE: ['C', 'C1E', 'C1', 'BE', 'B'],
  D1: ['B'],
  D: ['D1', 'B'],
  DE: ['D', 'D1', 'BE', 'B'],
  A: ['A2', 'A1', 'AM'],
  A2: ['A1', 'AM'],
  A1: ['AM'],
};

function licenceClasses(text: string): Set<string> {
  const classes = new Set<string>();
  const mentions = text.matchAll(
    /(?:Führerschein|Fahrerlaubnis|Klassen?|Kl\.|FS)[:\s]*((?:\b(?:C1E|C1|CE|BE|DE|D1|AM|A1|A2|A|B|C|D|L|T)\b[\s,/+]*(?:und\s+)?)+)/g,
  );
  for (const mention of mentions) {
    for (const found of (mention[1] ?? '').match(/\b(?:C1E|C1|CE|BE|DE|D1|AM|A1|A2|A|B|C|D|L|T)\b/g) ?? []) {
      classes.add(found);
      for (const covered of COVERS[found] ?? []) classes.add(covered);
    }
  }
  return classes;
}

function findLicence(lines: readonly ResumeLine[], needs: readonly string[]): Finding {
  if (needs[0] === 'Stapler') {
    const line = lines.find((l) => /stapler|flurförder/i.test(l.text));
    return line ? { found: true, evidence: `${line.where}: ${line.text}` } : MISSING;
  }
  for (const line of lines) {
    const classes = licenceClasses(line.text);
    if (needs.every((need) => classes.has(need)))
      return { found: true, evidence: `${line.where}: ${line.text}` };
  }
  return MISSING;
}

const SCHOOL_RANK: readonly [string, RegExp][] = [
  ['Hauptschulabschluss', /hauptschul|berufsreife/],
  ['Mittlerer Schulabschluss', /realschul|mittlere[rn]? (reife|schulabschluss)/],
  ['Fachhochschulreife', /fachhochschulreife|fachabitur/],
  ['Abitur', /abitur|hochschulreife|bachelor|master|diplom|studium|universit|hochschule/],
];

/** The field an adjective names ("kaufmännische Ausbildung"), as `fieldsOf` knows them. */
const ADJECTIVE_FIELDS: readonly [RegExp, string[]][] = [
  [/^kaufm/, ['kaufmann']],
  [/^pfleger/, ['pflege']],
  [/^medizin/, ['medizin', 'pflege']],
  [/^gastronom/, ['gastro']],
  [/^pädagog|^erzieher/, ['erziehung']],
  [/^logist/, ['lager']],
  [/^elektrotechn/, ['elektro']],
  [/^(gewerblich-)?techn|^handwerk|^gewerblich/, ['elektro', 'metall', 'informatik']],
];

const degreeFound = (q: Qualification): Finding => ({ found: true, evidence: q.evidence });

function findSchool(lines: readonly ResumeLine[], label: string): Finding | null {
  const rank = SCHOOL_RANK.findIndex(([name]) => name === label);
  if (rank < 0) return null;
  const education = lines.filter((line) => line.sectionKey === 'education');
  const line = education.find((l) =>
    SCHOOL_RANK.slice(rank).some(([, pattern]) => pattern.test(l.text.toLowerCase())),
  );
  return line ? { found: true, evidence: `${line.where}: ${line.text}` } : MISSING;
}

/** Which kinds of qualification answer a degree the ad asks for. */
function answeringKinds(degree: NonNullable<Credential['degree']>): Qualification['kind'][] {
  if (degree.type === 'study') return degree.comparable ? ['study', 'training'] : ['study'];
  return degree.comparable ? ['training', 'master', 'study'] : ['training', 'master'];
}

/**
 * A training, study or Meister the ad asks for, against every qualification of the CV: the
 * education entries and the trainings listed among the jobs ("Auszubildende Kauffrau …").
 */
function findDegree(
  doc: ResumeDocument,
  lines: readonly ResumeLine[],
  label: string,
  credential: Credential,
  now: Date,
): Finding {
  const school = findSchool(lines, label);
  if (school) return school;
  const degree = credential.degree ?? {
    type: 'training',
    fieldOnly: false,
    comparable: false,
    running: false,
  };
  const usable = qualificationsOf(doc, now).filter((q) => q.completed || degree.running);
  const need = credential.needs[0] ?? '';
  if (degree.type === 'master') {
    const master = usable.find((q) => q.kind === 'master' || /meister/i.test(q.name));
    return master ? degreeFound(master) : MISSING;
  }
  const kinds = answeringKinds(degree);
  const candidates = usable.filter((q) => kinds.includes(q.kind));
  if (degree.fieldOnly) {
    const fields = ADJECTIVE_FIELDS.find(([pattern]) => pattern.test(need.toLowerCase()))?.[1] ?? [];
    const match = candidates.find((q) => [...fieldsOf(q.name)].some((field) => fields.includes(field)));
    return match ? degreeFound(match) : MISSING;
  }
  const same = candidates.find((q) => sameName(need, q.name));
  if (same) return degreeFound(same);
  const comparable = degree.comparable ? candidates.find((q) => comparableNames(need, q.name)) : undefined;
  return comparable ? degreeFound(comparable) : MISSING;
}

/** Jobs in a field: the retail words people write for the Einzelhandel, else the field's own word. */
const FIELD_WORDS: Record<string, RegExp> = {
  einzelhandel:
    /einzelhandel|verkäuf|kassier|filial|drogerie|supermarkt|discount|retail|\b(?:lidl|aldi|rewe|edeka|netto|penny|kaufland|rossmann|dm)\b/i,
};

const LEAD_TITLE =
  /leiter|leitung|vorarbeiter|teamlead|team lead|supervisor|head of|geschäftsführ|inhaber|\bchef/i;
const LEAD_TEXT =
  /führung (?:eines|von|des)\s+(?:\p{L}+\s+){0,2}?(?:teams|mitarbeit)|personalverantwortung|(?:mitarbeitende|mitarbeiter|mitarbeiterinnen|team)\S*\s+(?:\p{L}+\s+)?(?:geführt|geleitet|angeleitet)|leitung (?:eines|des) teams/iu;

const descriptionText = (entry: ResumeEntry) => richTextLines(entry.descriptionBlocks).join(' ');
const entryText = (entry: ResumeEntry) => [entry.title, entry.subtitle, descriptionText(entry)].join(' ');

function inField(entry: ResumeEntry, field: string): boolean {
  const words = FIELD_WORDS[field.toLowerCase()];
  return words ? words.test(entryText(entry)) : sameName(field, entryText(entry));
}

function workEntries(doc: ResumeDocument): ResumeEntry[] {
  return doc.sections.flatMap((section) =>
    section.key === 'work' && section.kind === 'entries' ? section.entries : [],
  );
}

function monthsOf(entries: readonly ResumeEntry[], now: Date): number {
  let months = 0;
  for (const entry of entries) {
    if (!entry.start) continue;
    const end =
      entry.end ?? (entry.current ? { year: now.getFullYear(), month: now.getMonth() + 1 } : entry.start);
    const span = (end.year - entry.start.year) * 12 + ((end.month ?? 12) - (entry.start.month ?? 1)) + 1;
    months += Math.max(0, span);
  }
  return months;
}

function findLead(doc: ResumeDocument): Finding {
  const lead = workEntries(doc).find(
    (entry) => LEAD_TITLE.test(entry.title) || LEAD_TEXT.test(descriptionText(entry)),
  );
  if (!lead) return MISSING;
  const where = [lead.title, lead.subtitle].filter(Boolean).join(', ');
  return {
    found: true,
    evidence: `Berufserfahrung: ${where}${lead.dateRange ? ` (${lead.dateRange})` : ''}`,
  };
}

function findExperience(
  doc: ResumeDocument,
  requirement: { years: number; field?: string | undefined; lead?: boolean | undefined },
  now: Date,
): Finding {
  if (requirement.lead) return findLead(doc);
  const all = workEntries(doc);
  const field = requirement.field;
  const jobs = field ? all.filter((entry) => inField(entry, field)) : all;
  if (jobs.length === 0) return MISSING;
  const months = monthsOf(jobs, now);
  const total = Math.floor(months / 12);
  const head = field ? `Berufserfahrung im ${field}` : 'Berufserfahrung';
  const count = `${jobs.length} ${jobs.length === 1 ? 'Stelle' : 'Stellen'}`;
  const evidence =
    total >= 1
      ? `${head}: ${count}, zusammen etwa ${total} ${total === 1 ? 'Jahr' : 'Jahre'}`
      : `${head}: ${count}, zusammen weniger als ein Jahr`;
  return { found: months >= requirement.years * 12, evidence };
}

function findLanguage(
  doc: ResumeDocument,
  lines: readonly ResumeLine[],
  name: string,
  level: string,
): Finding {
  for (const section of doc.sections) {
    if (section.kind !== 'languages') continue;
    const entry = section.languages.find((l) => foldWord(l.name) === foldWord(name));
    if (!entry) continue;
    const enough =
      entry.native ||
      CEFR_LEVELS.indexOf(entry.level as (typeof CEFR_LEVELS)[number]) >=
        CEFR_LEVELS.indexOf(level as (typeof CEFR_LEVELS)[number]);
    return {
      found: enough,
      evidence: `${section.title}: ${entry.text}${enough ? '' : ` (gefragt: ${level})`}`,
    };
  }
  // A CV without a languages section may name it elsewhere ("Englischkenntnisse"); the level is then unknown.
  return findTerm(lines, subjectTerm(name));
}

/** Whether and where the CV meets one requirement of the ad. */
export function checkRequirement(
  requirement: AdRequirement,
  doc: ResumeDocument,
  lines: readonly ResumeLine[],
  now: Date,
): Finding {
  switch (requirement.kind) {
    case 'skill':
    case 'tool':
      return findTerm(lines, requirement.term);
    case 'language':
      return findLanguage(doc, lines, requirement.language, requirement.level);
    case 'licence':
      return findLicence(lines, requirement.credential.needs);
    case 'degree':
      return findDegree(doc, lines, requirement.label, requirement.credential, now);
    case 'experience':
      return findExperience(doc, requirement, now);
  }
}
