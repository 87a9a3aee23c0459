import { describe, expect, it } from 'vitest';
import { isRichTranslationField, parseTranslationKey } from './translation-keys';

describe('translation keys', () => {
  it.each([
    ['summary', { section: 'summary' }],
    ['skills', { section: 'skills' }],
    ['work.0.workDescription', { section: 'work', index: 0, field: 'workDescription' }],
    ['work.12.jobtitle', { section: 'work', index: 12, field: 'jobtitle' }],
    ['education.1.fieldOStudy', { section: 'education', index: 1, field: 'fieldOStudy' }],
    ['extra.Certification', { section: 'extra', subKey: 'Certification' }],
    ['custom.1', { section: 'custom', index: 1 }],
    ['languages.2', { section: 'languages', index: 2, native: false }],
    ['languages.native.0', { section: 'languages', index: 0, native: true }],
  ])('reads %s', (key, expected) => {
    expect(parseTranslationKey(key)).toEqual(expected);
  });

  it.each([
    'heading',
    'work.0.employer',
    'work.x.jobtitle',
    'work.01.jobtitle',
    'work.0',
    'extra.WebLinks',
    'extra.Language',
    'custom.-1',
    'languages.native',
    'summary.0',
    '',
  ])('refuses %s', (key) => {
    expect(parseTranslationKey(key)).toBeNull();
  });

  it('tells rich text from one line', () => {
    const rich = (key: string) => {
      const field = parseTranslationKey(key);
      if (!field) throw new Error(key);
      return isRichTranslationField(field);
    };
    expect(rich('summary')).toBe(true);
    expect(rich('work.0.workDescription')).toBe(true);
    expect(rich('work.0.jobtitle')).toBe(false);
    expect(rich('education.0.sdescription')).toBe(false);
    expect(rich('custom.0')).toBe(true);
    expect(rich('languages.0')).toBe(false);
  });
});
