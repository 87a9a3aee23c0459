import type { ResumeDocument } from '@vita/shared';
import type { RawFinding } from '../check-input';
import type { CheckedEntry } from './entries';

export const MAX_SKILLS = 15;

const LANGUAGE_NAMES =
  'englisch|französisch|spanisch|italienisch|russisch|polnisch|türkisch|arabisch|chinesisch|japanisch|portugiesisch|niederländisch|schwedisch|dänisch|norwegisch|finnisch|griechisch|tschechisch|ukrainisch|rumänisch|kroatisch|serbisch|ungarisch|persisch|koreanisch|hindi|english|french|spanish|italian|russian|polish|turkish|arabic|chinese|japanese|portuguese|dutch';
/** A language named as a skill ("Englischkenntnisse", "Spanisch"), but not in a compound like "Englischlehrer". */
const LANGUAGE_SKILL = new RegExp(`(^|[^\\p{L}])(${LANGUAGE_NAMES})(kenntnisse)?(?![\\p{L}])`, 'iu');
/** Anything that says how well: CEFR levels, the usual German words, certificates. */
const LEVEL_WORDS =
  /\b[ABC][12]\b|muttersprach|fließend|verhandlungssicher|grundkenntnisse|basiskenntnisse|grundlagen|gut|sehr gut|niveau|toefl|ielts|cambridge|delf|dele|native|fluent|basic|business|proficient|intermediate|advanced|beginner/iu;

/** Skills as the CV lists them: each bullet, a comma- or semicolon-separated line split up. */
export function skillItems(lines: readonly string[]): string[] {
  return lines
    .flatMap((line) => (/[,;]/.test(line) && !/\(.*[,;].*\)/.test(line) ? line.split(/[,;]/) : [line]))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.!:;,–-]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();

export function skillFindings(skillLines: readonly string[], work: readonly CheckedEntry[]): RawFinding[] {
  const items = skillItems(skillLines);
  const findings: RawFinding[] = [];
  if (items.length > MAX_SKILLS) {
    findings.push({
      rule: 'skills_count',
      section: 'skills',
      params: { count: items.length, limit: MAX_SKILLS },
    });
  }
  for (const job of work) {
    const bullets = new Set(job.lines.map(normalised));
    const repeated = skillLines.filter((line) => line.trim().length > 1 && bullets.has(normalised(line)));
    if (repeated.length > 0) {
      findings.push({
        rule: 'skill_repeats_bullet',
        section: 'skills',
        params: { entry: job.label, skill: repeated[0] ?? '', count: repeated.length },
      });
    }
  }
  return findings;
}

/** A language without a level: in the language section, or named in the skills without one. */
export function languageFindings(doc: ResumeDocument, skillLines: readonly string[]): RawFinding[] {
  const listed = doc.sections.flatMap((s) => (s.kind === 'languages' ? s.languages : []));
  const unlevelled = listed.filter((l) => !l.native && l.level === '').map((l) => l.name);
  const findings: RawFinding[] = unlevelled.map((name) => ({
    rule: 'language_level',
    section: 'languages',
    params: { language: name },
  }));
  for (const item of skillItems(skillLines)) {
    const match = LANGUAGE_SKILL.exec(item);
    if (match && !LEVEL_WORDS.test(item)) {
      findings.push({ rule: 'language_level', section: 'skills', params: { language: item } });
    }
  }
  return findings;
}

const PRIMARY_SCHOOL = /grundschule|volksschule|primarschule|primary school|elementary school/i;
const DEGREE_OR_TRAINING =
  /ausbildung|studium|bachelor|master|diplom|magister|staatsexamen|promotion|doktor|b\.\s?(sc|a|eng)|m\.\s?(sc|a|eng)|universität|hochschule|fachhochschule|berufsschule|berufskolleg|oberstufenzentrum|ihk|hwk|gesell|meister|kauffrau|kaufmann|fachkraft|university|apprenticeship/i;

/** After an Ausbildung or a degree, the Grundschule is no longer worth its line. */
export function schoolFindings(education: readonly CheckedEntry[]): RawFinding[] {
  const hasDegree = education.some((e) => !PRIMARY_SCHOOL.test(e.label) && DEGREE_OR_TRAINING.test(e.label));
  if (!hasDegree) return [];
  return education
    .filter((e) => PRIMARY_SCHOOL.test(e.label))
    .map((e) => ({
      rule: 'school_after_degree',
      section: 'education',
      entry: e.index,
      params: { entry: e.label },
    }));
}
