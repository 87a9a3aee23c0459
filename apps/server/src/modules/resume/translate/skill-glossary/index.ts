import { CRAFTS_SKILLS } from './crafts';
import { EDUCATION_SOCIAL_SKILLS } from './education-social';
import { FREQUENT_SKILLS } from './frequent';
import { HEALTH_SKILLS } from './health';
import { HOSPITALITY_LOGISTICS_SKILLS } from './hospitality-logistics';
import { INDUSTRY_SKILLS } from './industry';
import { IT_ENGINEERING_SKILLS } from './it-engineering';
import { MARKETING_MANAGEMENT_SKILLS } from './marketing-management';
import { MORE_OCCUPATIONS_SKILLS } from './more-occupations';
import { OFFICE_FINANCE_SKILLS } from './office-finance';
import { SALES_SKILLS } from './sales';
import { SERVICES_SKILLS } from './services';

/**
 * English forms of the curated skills (curated-skills/), written by us: the usual term on a British
 * or international CV. Tools, standards and product names keep their own names. Each skill is
 * listed once, in the group file of the curated skill set that names it first (frequent.ts holds
 * the ones suggested most often). A skill ESCO labels well in English may be left out; one whose
 * ESCO label does not read as a CV skill is listed here, which comes first. Any other skill stays
 * as written and is marked "to translate".
 */
export const SKILL_GLOSSARY: Readonly<Record<string, string>> = {
  ...FREQUENT_SKILLS,
  ...OFFICE_FINANCE_SKILLS,
  ...SALES_SKILLS,
  ...MARKETING_MANAGEMENT_SKILLS,
  ...HEALTH_SKILLS,
  ...EDUCATION_SOCIAL_SKILLS,
  ...IT_ENGINEERING_SKILLS,
  ...INDUSTRY_SKILLS,
  ...CRAFTS_SKILLS,
  ...HOSPITALITY_LOGISTICS_SKILLS,
  ...SERVICES_SKILLS,
  ...MORE_OCCUPATIONS_SKILLS,
};
