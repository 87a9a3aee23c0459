/**
 * Our own German phrases for the most common job profiles (categories 5–9). Each text is both the
 * title and the description of a catalogue item. The first `recommended` items of a group are
 * marked recommended and listed first.
 */
export interface PhraseGroup {
  recommended: 2 | 3;
  items: readonly string[];
}

export interface OwnProfile {
  /** The ESCO occupation this profile belongs to (its sub-category). */
  escoId: string;
  /** Common German job titles, searchable in addition to ESCO's titles. */
  aliases: readonly string[];
  summary: PhraseGroup;
  educationDescription: PhraseGroup;
  accomplishments: PhraseGroup;
  affiliations: PhraseGroup;
  certifications: PhraseGroup;
}

export const phrases = (recommended: 2 | 3, items: readonly string[]): PhraseGroup => ({
  recommended,
  items,
});
