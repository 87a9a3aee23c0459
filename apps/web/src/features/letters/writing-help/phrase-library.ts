import type { OccupationField } from './occupation-fields';
import type { ExperienceLevel, FieldPhrases, LetterPart, Phrase } from './phrase-types';
import { CARE, HOSPITALITY, SOCIAL } from './phrases/care-social-hospitality';
import { LEVEL_PHRASES } from './phrases/level-phrases';
import { IT, LOGISTICS, TRADES } from './phrases/logistics-trades-it';
import { GENERAL, MARKETING } from './phrases/marketing-general';
import { FINANCE, OFFICE, RETAIL } from './phrases/office-finance-retail';

export const FIELD_PHRASES: FieldPhrases = {
  office: OFFICE,
  retail: RETAIL,
  care: CARE,
  logistics: LOGISTICS,
  trades: TRADES,
  it: IT,
  hospitality: HOSPITALITY,
  social: SOCIAL,
  finance: FINANCE,
  marketing: MARKETING,
  general: GENERAL,
};

const fitsLevel = (level: ExperienceLevel) => (phrase: Phrase) =>
  !phrase.levels || phrase.levels.includes(level);

/** The phrases for one part of the letter: the field's own first, then those of the level. */
export function phrasesFor(field: OccupationField, level: ExperienceLevel, part: LetterPart): Phrase[] {
  return [...FIELD_PHRASES[field][part], ...LEVEL_PHRASES[part]].filter(fitsLevel(level));
}

/** Every phrase text of the library, for the cliché check. */
export function allPhraseTexts(): string[] {
  const sets = [...Object.values(FIELD_PHRASES), LEVEL_PHRASES];
  return sets.flatMap((set) => Object.values(set).flatMap((phrases) => phrases.map((phrase) => phrase.text)));
}
