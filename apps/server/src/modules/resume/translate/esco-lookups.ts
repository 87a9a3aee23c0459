import { escoEnglishOccupations, escoEnglishSkills, escoSkills } from '../../../db/seed/esco-data';
import { occupationForTitle } from '../../catalogue/catalogue.service';
import { SKILL_GLOSSARY } from './skill-glossary';
import type { TranslationLookups } from './translate-parts';

let englishTitleById: ReadonlyMap<string, string> | undefined;
let skillIdByGermanLabel: ReadonlyMap<string, string> | undefined;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function englishOccupationTitle(escoId: string): string | undefined {
  englishTitleById ??= new Map(escoEnglishOccupations().map((o) => [o.id, o.title]));
  const title = englishTitleById.get(escoId);
  return title ? capitalised(title) : undefined;
}

function escoSkillName(label: string): string | undefined {
  if (!skillIdByGermanLabel) {
    const map = new Map<string, string>();
    for (const [id, skill] of escoSkills()) map.set(skill.label.toLowerCase(), id);
    skillIdByGermanLabel = map;
  }
  const id = skillIdByGermanLabel.get(label.toLowerCase());
  const english = id === undefined ? undefined : escoEnglishSkills().get(id)?.trim();
  return english ? capitalised(english) : undefined;
}

/** ESCO through the one occupation matcher (German title → ESCO id → English label), and skills. */
export const escoLookups: TranslationLookups = {
  occupationTitle(title) {
    const found = occupationForTitle(title);
    return found ? englishOccupationTitle(found.escoId) : undefined;
  },
  skillName(skill) {
    return SKILL_GLOSSARY[skill] ?? escoSkillName(skill);
  },
};
