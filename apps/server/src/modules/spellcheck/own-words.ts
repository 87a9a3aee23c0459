import { OWN_PROFILES } from '../../db/seed/phrases';
import { CURATED_SKILL_SETS, splitList } from '../catalogue/curated-skills';
import { spellWords } from './spell-words';

let words: ReadonlySet<string> | null = null;

/** The texts we suggest ourselves: every profile's phrases and the curated skills. */
export function ownSuggestionTexts(): string[] {
  return [
    ...OWN_PROFILES.flatMap((profile) =>
      [
        profile.summary,
        profile.educationDescription,
        profile.accomplishments,
        profile.affiliations,
        profile.certifications,
      ].flatMap((group) => group.items),
    ),
    ...CURATED_SKILL_SETS.flatMap((set) => splitList(set.skills)),
  ];
}

/**
 * Every word of the texts we suggest ourselves (`ownSuggestionTexts`): what a user took from our
 * suggestions is never marked as a mistake. Trade terms ("Bewehrungsarbeiten",
 * "Dekubitusprophylaxe"), rule names (GefStoffV) and the first part of a shortened compound
 * ("Heizungs- und Lüftungstechnik") are missing from the dictionaries. Built on first use, as the
 * spell check's lookup forms; they are German, so they count for German checks.
 */
export function ownWords(): ReadonlySet<string> {
  words ??= new Set(
    ownSuggestionTexts()
      .flatMap((text) => spellWords(text))
      // A word before a dot may be an abbreviation ("bzw."), which is right only with its dot.
      .filter((word) => !word.beforeDot)
      .map((word) => word.lookup),
  );
  return words;
}
