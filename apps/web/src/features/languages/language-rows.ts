/**
 * The languages form as pure rules (01 §3, §5): native languages and foreign languages with a
 * level A1 … C2 (value 0 … 100 in steps of 20), the 'Add another' and delete rules, and what
 * Next sends (save-lang) or removes.
 */
import type { LanguagesValue } from '@vita/shared';
import { LANGUAGE_LEVELS, type LanguageLevel, languageLevelValue } from '@vita/shared/constants';

export type LevelValue = LanguagesValue['languages'][number]['value'];

/** A row as the form holds it: `key` keeps React's identity and focus, it is never stored. */
export interface NativeRow {
  key: string;
  nativeLang: string;
}
export interface ForeignRow {
  key: string;
  language: string;
  level: LanguageLevel;
  value: LevelValue;
}
export interface LanguagesForm {
  native: NativeRow[];
  languages: ForeignRow[];
}

let sequence = 0;
const newKey = () => `row-${(sequence++).toString(36)}`;

export const emptyNative = (): NativeRow => ({ key: newKey(), nativeLang: '' });
export const emptyForeign = (): ForeignRow => ({ key: newKey(), language: '', level: 'A1', value: 0 });

const isLevel = (value: unknown): value is LanguageLevel =>
  (LANGUAGE_LEVELS as readonly unknown[]).includes(value);

/** The level of a stored row: its level name, else its value (0 … 100), else A1. */
export function levelOf(level: unknown, value: unknown): LanguageLevel {
  if (isLevel(level)) return level;
  const index = typeof value === 'number' ? value / 20 : -1;
  return LANGUAGE_LEVELS[index] ?? 'A1';
}

export const withLevel = (row: ForeignRow, level: LanguageLevel): ForeignRow => ({
  ...row,
  level,
  value: languageLevelValue(level) as LevelValue,
});

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form for a stored value (or none): at least one row in each list. */
export function formFromStored(stored: Partial<LanguagesValue> | null | undefined): LanguagesForm {
  const native = (Array.isArray(stored?.native) ? stored.native : []).map((row) => ({
    key: newKey(),
    nativeLang: textOf(row?.nativeLang),
  }));
  const languages = (Array.isArray(stored?.languages) ? stored.languages : []).map((row) => {
    const level = levelOf(row?.level, row?.value);
    return withLevel({ key: newKey(), language: textOf(row?.language), level, value: 0 }, level);
  });
  return {
    native: native.length > 0 ? native : [emptyNative()],
    languages: languages.length > 0 ? languages : [emptyForeign()],
  };
}

const filled = (text: string) => text.trim() !== '';

/** 01 §5: 'Add another' is disabled while the last native-language field is empty. */
export const canAddNative = (rows: readonly NativeRow[]): boolean => filled(rows.at(-1)?.nativeLang ?? '');

/** 01 §5: 'Add another' is disabled while the last language field is empty. */
export const canAddForeign = (rows: readonly ForeignRow[]): boolean => filled(rows.at(-1)?.language ?? '');

/** 01 §5: the native list's delete is hidden when only one row remains. */
export const canDeleteNative = (rows: readonly NativeRow[]): boolean => rows.length > 1;

export function removeNative(rows: readonly NativeRow[], key: string): NativeRow[] {
  return canDeleteNative(rows) ? rows.filter((row) => row.key !== key) : [...rows];
}

/** 01 §5: deleting the only language row resets it to empty with level A1. */
export function removeForeign(rows: readonly ForeignRow[], key: string): ForeignRow[] {
  const rest = rows.filter((row) => row.key !== key);
  return rest.length > 0 ? rest : [emptyForeign()];
}

/** The save-lang value: filled rows only, names trimmed. */
export function toLanguagesValue(form: LanguagesForm): LanguagesValue {
  return {
    native: form.native
      .filter((row) => filled(row.nativeLang))
      .map((row) => ({ nativeLang: row.nativeLang.trim() })),
    languages: form.languages
      .filter((row) => filled(row.language))
      .map((row) => ({ language: row.language.trim(), level: row.level, value: row.value })),
  };
}

/** What the form holds as the local store keeps it while it is typed (empty rows included). */
export function toDraftValue(form: LanguagesForm): LanguagesValue {
  return {
    native: form.native.map((row) => ({ nativeLang: row.nativeLang })),
    languages: form.languages.map((row) => ({ language: row.language, level: row.level, value: row.value })),
  };
}

export type LanguagesSaveAction = 'save' | 'delete' | 'none';

/**
 * Next saves what was entered (save-lang). With every row empty, languages stored before are
 * removed, and nothing is sent when none were.
 */
export function languagesSaveAction(form: LanguagesForm, storedBefore: boolean): LanguagesSaveAction {
  const value = toLanguagesValue(form);
  if (value.native.length > 0 || value.languages.length > 0) return 'save';
  return storedBefore ? 'delete' : 'none';
}
