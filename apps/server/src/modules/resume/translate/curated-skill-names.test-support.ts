import { CRAFTS } from '../../catalogue/curated-skills/crafts';
import { EDUCATION_SOCIAL } from '../../catalogue/curated-skills/education-social';
import { HEALTH } from '../../catalogue/curated-skills/health';
import { HOSPITALITY_LOGISTICS } from '../../catalogue/curated-skills/hospitality-logistics';
import { INDUSTRY } from '../../catalogue/curated-skills/industry';
import { IT_ENGINEERING } from '../../catalogue/curated-skills/it-engineering';
import { MARKETING_MANAGEMENT } from '../../catalogue/curated-skills/marketing-management';
import { MORE_OCCUPATIONS } from '../../catalogue/curated-skills/more-occupations';
import { OFFICE_FINANCE } from '../../catalogue/curated-skills/office-finance';
import { SALES } from '../../catalogue/curated-skills/sales';
import { SERVICES } from '../../catalogue/curated-skills/services';
import { type CuratedSkillSet, splitList } from '../../catalogue/curated-skills/types';

/** The curated skill sets by the group file they live in (curated-skills/<group>.ts). */
export const CURATED_SKILL_GROUPS: Readonly<Record<string, readonly CuratedSkillSet[]>> = {
  'office-finance': OFFICE_FINANCE,
  sales: SALES,
  'marketing-management': MARKETING_MANAGEMENT,
  health: HEALTH,
  'education-social': EDUCATION_SOCIAL,
  'it-engineering': IT_ENGINEERING,
  industry: INDUSTRY,
  crafts: CRAFTS,
  'hospitality-logistics': HOSPITALITY_LOGISTICS,
  services: SERVICES,
  'more-occupations': MORE_OCCUPATIONS,
};

/** Every distinct skill of a group, trimmed as the skill sets split them, in order of appearance. */
export function curatedSkillNames(group: string): string[] {
  const sets = CURATED_SKILL_GROUPS[group] ?? [];
  return [...new Set(sets.flatMap((set) => splitList(set.skills)))];
}
