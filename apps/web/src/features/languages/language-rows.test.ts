import { describe, expect, it } from 'vitest';
import {
  canAddForeign,
  canAddNative,
  canDeleteNative,
  emptyForeign,
  formFromStored,
  type LanguagesForm,
  languagesSaveAction,
  levelOf,
  removeForeign,
  removeNative,
  toLanguagesValue,
  withLevel,
} from './language-rows';

const native = (...names: string[]) => names.map((nativeLang, i) => ({ key: `n${i}`, nativeLang }));
const foreign = (...names: string[]) =>
  names.map((language, i) => ({ ...emptyForeign(), key: `f${i}`, language }));
const form = (n: string[], f: string[]): LanguagesForm => ({
  native: native(...n),
  languages: foreign(...f),
});

describe("'Add another' (01 §5)", () => {
  it.each([
    ['is enabled when the last native language is filled', ['Deutsch'], true],
    ['is disabled while the last native-language field is empty', ['Deutsch', ''], false],
    ['is disabled while the last native-language field holds only spaces', ['  '], false],
  ] as const)('native: %s', (_name, names, expected) => {
    expect(canAddNative(native(...names))).toBe(expected);
  });
  it.each([
    ['is enabled when the last language is filled', ['Englisch'], true],
    ['is disabled while the last language field is empty', ['Englisch', ''], false],
    ['is disabled for the first, empty row', [''], false],
  ] as const)('foreign: %s', (_name, names, expected) => {
    expect(canAddForeign(foreign(...names))).toBe(expected);
  });
});

describe('deleting rows (01 §5)', () => {
  it('hides the native delete when only one row remains', () => {
    expect(canDeleteNative(native('Deutsch'))).toBe(false);
    expect(canDeleteNative(native('Deutsch', 'Türkisch'))).toBe(true);
    expect(removeNative(native('Deutsch'), 'n0')).toEqual(native('Deutsch'));
    expect(removeNative(native('Deutsch', 'Türkisch'), 'n0')).toEqual([
      { key: 'n1', nativeLang: 'Türkisch' },
    ]);
  });
  it('resets the only language row to empty with level A1', () => {
    const [row] = removeForeign([withLevel(foreign('Englisch')[0] ?? emptyForeign(), 'C1')], 'f0');
    expect(row).toMatchObject({ language: '', level: 'A1', value: 0 });
  });
  it('removes one of several language rows', () => {
    expect(removeForeign(foreign('Englisch', 'Spanisch'), 'f0').map((r) => r.language)).toEqual(['Spanisch']);
  });
});

describe('levels A1 … C2 (value 0 … 100 in steps of 20)', () => {
  it.each([
    ['A1', 0],
    ['A2', 20],
    ['B1', 40],
    ['B2', 60],
    ['C1', 80],
    ['C2', 100],
  ] as const)('%s is stored as %i', (level, value) => {
    expect(withLevel(emptyForeign(), level)).toMatchObject({ level, value });
    expect(levelOf(undefined, value)).toBe(level);
  });
  it('reads a stored level by name first and falls back to A1', () => {
    expect(levelOf('B2', 0)).toBe('B2');
    expect(levelOf('X', 75)).toBe('A1');
  });
});

describe('the form for stored languages', () => {
  it('has one empty row in each list when nothing is stored', () => {
    const empty = formFromStored(null);
    expect(empty.native.map((r) => r.nativeLang)).toEqual(['']);
    expect(empty.languages).toMatchObject([{ language: '', level: 'A1', value: 0 }]);
  });
  it('shows the stored rows', () => {
    const stored = formFromStored({
      native: [{ nativeLang: 'Deutsch' }],
      languages: [{ language: 'Englisch', level: 'C1', value: 80 }],
    });
    expect(stored.native.map((r) => r.nativeLang)).toEqual(['Deutsch']);
    expect(stored.languages).toMatchObject([{ language: 'Englisch', level: 'C1', value: 80 }]);
  });
});

describe('languages save rule (Next)', () => {
  it.each([
    ['saves a native language', form(['Deutsch'], ['']), false, 'save'],
    ['saves a foreign language', form([''], ['Englisch']), true, 'save'],
    ['removes stored languages when every row is empty', form([''], ['  ']), true, 'delete'],
    ['sends nothing when every row is empty and nothing was stored', form([''], ['']), false, 'none'],
  ] as const)('%s', (_name, value, storedBefore, expected) => {
    expect(languagesSaveAction(value, storedBefore)).toBe(expected);
  });
  it('sends the filled rows only, names trimmed (the save-lang meta_value)', () => {
    const value = form([' Deutsch ', ''], ['Englisch', '']);
    value.languages[0] = withLevel(value.languages[0] ?? emptyForeign(), 'C1');
    expect(toLanguagesValue(value)).toEqual({
      native: [{ nativeLang: 'Deutsch' }],
      languages: [{ language: 'Englisch', level: 'C1', value: 80 }],
    });
  });
});
