import type { ResumeDocument } from '@vita/shared';
import { CEFR_LEVELS } from './ad-languages';
import type { AdRequirement } from './extract-requirements';
import { findTermIn } from './find-terms';
import { foldWord } from './german-text';
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

function findDegree(lines: readonly ResumeLine[], label: string, needs: readonly string[]): Finding {
  const education = lines.filter((line) => line.sectionKey === 'education');
  const rank = SCHOOL_RANK.findIndex(([name]) => name === label);
  if (rank >= 0) {
    const line = education.find((l) =>
      SCHOOL_RANK.slice(rank).some(([, pattern]) => pattern.test(foldWordsOnly(l.text))),
    );
    return line ? { found: true, evidence: `${line.where}: ${line.text}` } : MISSING;
  }
  for (const need of needs) {
    const finding = findTerm(education, subjectTerm(need));
    if (finding.found) return finding;
  }
  return MISSING;
}

const foldWordsOnly = (text: string) => text.toLowerCase();

function monthsOf(doc: ResumeDocument, now: Date): { months: number; jobs: number } {
  let months = 0;
  let jobs = 0;
  for (const section of doc.sections) {
    if (section.key !== 'work' || section.kind !== 'entries') continue;
    for (const entry of section.entries) {
      jobs++;
      if (!entry.start) continue;
      const end =
        entry.end ?? (entry.current ? { year: now.getFullYear(), month: now.getMonth() + 1 } : entry.start);
      const span = (end.year - entry.start.year) * 12 + ((end.month ?? 12) - (entry.start.month ?? 1)) + 1;
      months += Math.max(0, span);
    }
  }
  return { months, jobs };
}

function findExperience(doc: ResumeDocument, years: number, now: Date): Finding {
  const { months, jobs } = monthsOf(doc, now);
  if (jobs === 0) return MISSING;
  const total = Math.floor(months / 12);
  const evidence =
    total >= 1
      ? `Berufserfahrung: ${jobs} ${jobs === 1 ? 'Stelle' : 'Stellen'}, zusammen etwa ${total} ${total === 1 ? 'Jahr' : 'Jahre'}`
      : `Berufserfahrung: ${jobs} ${jobs === 1 ? 'Stelle' : 'Stellen'}, zusammen weniger als ein Jahr`;
  return { found: months >= years * 12, evidence };
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
      return findDegree(lines, requirement.label, requirement.credential.needs);
    case 'experience':
      return findExperience(doc, requirement.years, now);
  }
}
