/**
 * The spell-check calls (docs/api.md, "Spell check"). No resume token: the texts travel in the
 * payload, so no login token is needed either.
 */
import type { SpellcheckLang, spellcheckResponseSchema, spellcheckSuggestResponseSchema } from '@vita/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';

export type SpellcheckResponse = z.output<typeof spellcheckResponseSchema>;
export type SpellcheckSuggestResponse = z.output<typeof spellcheckSuggestResponseSchema>;

export const spellcheckApi = {
  check: (
    lang: SpellcheckLang,
    texts: { id: string; html: string }[],
    names: string[],
    signal?: AbortSignal,
  ) =>
    apiRequest<SpellcheckResponse>('/spellcheck', {
      body: { lang, texts, names },
      ...(signal ? { signal } : {}),
    }),
  suggest: (lang: SpellcheckLang, word: string) =>
    apiRequest<SpellcheckSuggestResponse>('/spellcheck/suggest', { body: { lang, word } }),
};
