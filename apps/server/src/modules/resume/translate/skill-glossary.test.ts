import { describe, expect, it } from 'vitest';
import { CURATED_SKILL_GROUPS, curatedSkillNames } from './curated-skill-names.test-support';
import { escoLookups } from './esco-lookups';
import { SKILL_GLOSSARY } from './skill-glossary';
import { CRAFTS_SKILLS } from './skill-glossary/crafts';
import { EDUCATION_SOCIAL_SKILLS } from './skill-glossary/education-social';
import { FREQUENT_SKILLS } from './skill-glossary/frequent';
import { HEALTH_SKILLS } from './skill-glossary/health';
import { HOSPITALITY_LOGISTICS_SKILLS } from './skill-glossary/hospitality-logistics';
import { INDUSTRY_SKILLS } from './skill-glossary/industry';
import { IT_ENGINEERING_SKILLS } from './skill-glossary/it-engineering';
import { MARKETING_MANAGEMENT_SKILLS } from './skill-glossary/marketing-management';
import { MORE_OCCUPATIONS_SKILLS } from './skill-glossary/more-occupations';
import { OFFICE_FINANCE_SKILLS } from './skill-glossary/office-finance';
import { SALES_SKILLS } from './skill-glossary/sales';
import { SERVICES_SKILLS } from './skill-glossary/services';

const GLOSSARY_FILES = [
  FREQUENT_SKILLS,
  OFFICE_FINANCE_SKILLS,
  SALES_SKILLS,
  MARKETING_MANAGEMENT_SKILLS,
  HEALTH_SKILLS,
  EDUCATION_SOCIAL_SKILLS,
  IT_ENGINEERING_SKILLS,
  INDUSTRY_SKILLS,
  CRAFTS_SKILLS,
  HOSPITALITY_LOGISTICS_SKILLS,
  SERVICES_SKILLS,
  MORE_OCCUPATIONS_SKILLS,
];

const GERMAN_LETTERS = /[äöüß]/i;
const GERMAN_WORDS = [' und ', ' von ', ' der ', ' die ', ' das ', ' mit ', ' für ', ' nach ', ' im '];

const looksGerman = (english: string) =>
  GERMAN_LETTERS.test(english) || GERMAN_WORDS.some((word) => ` ${english.toLowerCase()} `.includes(word));

describe('English forms of the curated skills', () => {
  for (const group of Object.keys(CURATED_SKILL_GROUPS)) {
    it(`gives every skill of curated-skills/${group}.ts an English form`, () => {
      const missing = curatedSkillNames(group).filter((skill) => escoLookups.skillName(skill) === undefined);
      expect(missing).toEqual([]);
    });

    it(`writes no English form of curated-skills/${group}.ts in German`, () => {
      const german = curatedSkillNames(group)
        .map((skill) => escoLookups.skillName(skill) ?? '')
        .filter(looksGerman);
      expect(german).toEqual([]);
    });
  }

  it('writes each English form as a short CV line starting with a capital letter', () => {
    const odd = Object.keys(CURATED_SKILL_GROUPS)
      .flatMap(curatedSkillNames)
      .map((skill) => escoLookups.skillName(skill) ?? '')
      .filter((english) => english.length > 60 || !/^[A-Z0-9À]/.test(english));
    expect(odd).toEqual([]);
  });

  it('lists each skill in one glossary file only', () => {
    const listed = GLOSSARY_FILES.reduce((count, file) => count + Object.keys(file).length, 0);
    expect(Object.keys(SKILL_GLOSSARY)).toHaveLength(listed);
  });

  it('tells German from English in the check itself', () => {
    expect(looksGerman('Kunden und Lieferanten')).toBe(true);
    expect(looksGerman('Rückstellungen')).toBe(true);
    expect(looksGerman('Customer advice')).toBe(false);
  });
});
