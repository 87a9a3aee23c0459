import type { SpellcheckLang } from '@vita/shared';

/**
 * The dictionary a resume is checked with: its own language when chosen (an English version is
 * checked in English in the German interface), else the interface's, as the resume then prints.
 */
export function spellcheckLanguage(
  documentLanguage: 'de' | 'en' | null | undefined,
  interfaceLanguage: string | undefined,
): SpellcheckLang {
  if (documentLanguage === 'en' || documentLanguage === 'de') return documentLanguage;
  return interfaceLanguage === 'en' ? 'en' : 'de';
}
