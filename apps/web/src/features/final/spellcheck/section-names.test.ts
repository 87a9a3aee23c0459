import { SECTION_TITLES } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/parts/final.de.json';
import en from '../../../i18n/parts/final.en.json';

// The spell check names each card as the resume heads the section (it said "Persönliche Angaben"
// above what the CV calls "Persönliche Daten").
describe('spell check cards', () => {
  it.each([
    ['de', de],
    ['en', en],
  ] as const)('%s: the personal data card carries the resume heading', (language, texts) => {
    expect(texts.finalTools.spellcheck.sections.heading).toBe(SECTION_TITLES[language].heading);
  });
});
