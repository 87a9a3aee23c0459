import { CRAFTS } from './crafts';
import { EDUCATION_SOCIAL } from './education-social';
import { HEALTH } from './health';
import { HOSPITALITY_LOGISTICS } from './hospitality-logistics';
import { INDUSTRY } from './industry';
import { IT_ENGINEERING } from './it-engineering';
import { MARKETING_MANAGEMENT } from './marketing-management';
import { MORE_OCCUPATIONS } from './more-occupations';
import { OFFICE_FINANCE } from './office-finance';
import { SALES } from './sales';
import { SERVICES } from './services';
import type { CuratedSkillSet } from './types';

export { type CuratedSkillSet, splitList } from './types';

/** Curated skills for the occupations most people in Germany have (Ausbildungsberufe included). */
export const CURATED_SKILL_SETS: readonly CuratedSkillSet[] = [
  ...OFFICE_FINANCE,
  ...SALES,
  ...MARKETING_MANAGEMENT,
  ...HEALTH,
  ...EDUCATION_SOCIAL,
  ...IT_ENGINEERING,
  ...INDUSTRY,
  ...CRAFTS,
  ...HOSPITALITY_LOGISTICS,
  ...SERVICES,
  ...MORE_OCCUPATIONS,
];
