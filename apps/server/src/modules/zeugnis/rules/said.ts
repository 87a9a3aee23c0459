import type { ZeugnisLang } from '@vita/shared';

/** A text in both languages of the answer. */
export type Said = Record<ZeugnisLang, string>;
export const said = (de: string, en: string): Said => ({ de, en });

/** What one rule reads in a sentence: the grade it stands for, what it means and why. */
export type Reading = { grade?: number; meaning: Said; why: Said };
