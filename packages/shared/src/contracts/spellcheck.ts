import { z } from 'zod';
import { parseRichText, richTextLines } from '../resume/rich-text';
import { okResponse, safeString } from './common';

export const SPELLCHECK_LANGS = ['de', 'en'] as const;
export type SpellcheckLang = (typeof SPELLCHECK_LANGS)[number];

export const SPELLCHECK_LIMITS = {
  /** Texts per check call (a resume has about 20 rich-text fields). */
  maxTexts: 100,
  /** Characters of HTML in all texts of one call together. */
  maxTotalChars: 200_000,
  maxIdLength: 100,
  /** Longer words are reported as misspelled without asking Hunspell (no real word is that long). */
  maxWordLength: 60,
  maxSuggestions: 5,
  /** Misspellings reported per call; `truncated` says when there were more. */
  maxMisspellings: 1_000,
  /** The applicant's own names sent along (places, employers, schools, clubs) and their length. */
  maxNames: 200,
  maxNameLength: 200,
} as const;

/**
 * The text that `offset` and `length` of a misspelling index into: the stored rich text with its
 * tags removed and entities decoded, each paragraph, list item, quote paragraph and heading on its
 * own line (joined by '\n'), `<br>` as '\n', runs of white space collapsed to one space and every
 * line trimmed — exactly the text the preview, the PDF and the TXT show. Offsets count UTF-16
 * code units (JavaScript string indices), so `text.slice(offset, offset + length)` is the word.
 */
export function spellcheckText(html: string): string {
  return richTextLines(parseRichText(html)).join('\n');
}

const langSchema = z.enum(SPELLCHECK_LANGS, { error: "lang muss 'de' oder 'en' sein." });

const textSchema = z.object({
  id: safeString({ error: 'id fehlt.' })
    .min(1, 'id darf nicht leer sein.')
    .max(SPELLCHECK_LIMITS.maxIdLength, `id: höchstens ${SPELLCHECK_LIMITS.maxIdLength} Zeichen.`),
  html: safeString({ error: 'html muss ein Text sein.' }),
});

export const spellcheckRequestSchema = z
  .object({
    lang: langSchema,
    texts: z
      .array(textSchema, { error: 'texts muss eine Liste sein.' })
      .min(1, 'Bitte mindestens einen Text senden.')
      .max(SPELLCHECK_LIMITS.maxTexts, `Höchstens ${SPELLCHECK_LIMITS.maxTexts} Texte auf einmal.`),
    /**
     * The applicant's own names from the contact data and the entries (town, street, employer,
     * school): their words are right wherever they stand in the texts, as no dictionary knows them.
     */
    names: z
      .array(
        safeString({ error: 'Ein Name muss ein Text sein.' }).max(
          SPELLCHECK_LIMITS.maxNameLength,
          `Ein Name darf höchstens ${SPELLCHECK_LIMITS.maxNameLength} Zeichen lang sein.`,
        ),
        { error: 'names muss eine Liste sein.' },
      )
      .max(SPELLCHECK_LIMITS.maxNames, `Höchstens ${SPELLCHECK_LIMITS.maxNames} Namen auf einmal.`)
      .optional(),
  })
  .superRefine(({ texts }, ctx) => {
    const total = texts.reduce((sum, t) => sum + t.html.length, 0);
    if (total > SPELLCHECK_LIMITS.maxTotalChars) {
      ctx.addIssue({
        code: 'custom',
        path: ['texts'],
        message: `Die Texte sind zusammen zu lang (höchstens ${SPELLCHECK_LIMITS.maxTotalChars.toLocaleString('de-DE')} Zeichen).`,
      });
    }
    const seen = new Set<string>();
    texts.forEach((t, index) => {
      if (seen.has(t.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['texts', index, 'id'],
          message: `Die id '${t.id}' ist doppelt.`,
        });
      }
      seen.add(t.id);
    });
  });
export type SpellcheckRequest = z.infer<typeof spellcheckRequestSchema>;

export const misspellingSchema = z.object({
  word: z.string(),
  offset: z.number().int(),
  length: z.number().int(),
  /** Best first, at most `maxSuggestions`; empty when Hunspell knows none (or `suggested` is false). */
  suggestions: z.array(z.string()),
  /** false: no time was left to look for suggestions; ask `/spellcheck/suggest` for this word. */
  suggested: z.boolean(),
});
export type Misspelling = z.infer<typeof misspellingSchema>;

export const spellcheckResultSchema = z.object({ id: z.string(), misspellings: z.array(misspellingSchema) });
export type SpellcheckResult = z.infer<typeof spellcheckResultSchema>;

export const spellcheckResponseSchema = okResponse({
  results: z.array(spellcheckResultSchema),
  /** true when more than `maxMisspellings` were found and the rest left out. */
  truncated: z.boolean(),
});

export const spellcheckSuggestRequestSchema = z.object({
  lang: langSchema,
  word: safeString({ error: 'word fehlt.' })
    .trim()
    .min(1, 'Bitte ein Wort senden.')
    .max(SPELLCHECK_LIMITS.maxWordLength, `Höchstens ${SPELLCHECK_LIMITS.maxWordLength} Zeichen.`),
});
export const spellcheckSuggestResponseSchema = okResponse({
  correct: z.boolean(),
  suggestions: z.array(z.string()),
  /** false: the search took too long and was stopped; `suggestions` is then empty. */
  complete: z.boolean(),
});
