import type { ExtraSectionSubKey } from '../constants';
import { EXTRA_SECTION_SUB_KEYS } from '../constants';

export const WORK_TRANSLATION_FIELDS = ['jobtitle', 'workDescription'] as const;
export const EDUCATION_TRANSLATION_FIELDS = [
  'sdegree',
  'fieldOStudy',
  'sdescription',
  'educationDescription',
] as const;

/**
 * A field of a resume still to translate, as named in `untranslated.fields`: 'summary', 'skills',
 * 'work.0.workDescription', 'education.1.fieldOStudy', 'extra.Certification', 'custom.0',
 * 'languages.2', 'languages.native.0'.
 */
export type TranslationTarget =
  | { section: 'summary' }
  | { section: 'skills' }
  | { section: 'work'; index: number; field: (typeof WORK_TRANSLATION_FIELDS)[number] }
  | { section: 'education'; index: number; field: (typeof EDUCATION_TRANSLATION_FIELDS)[number] }
  | { section: 'extra'; subKey: Exclude<ExtraSectionSubKey, 'WebLinks' | 'Language'> }
  | { section: 'custom'; index: number }
  | { section: 'languages'; index: number; native: boolean };

const INDEX = /^(0|[1-9]\d{0,3})$/;
const indexOf = (part: string | undefined) => (part !== undefined && INDEX.test(part) ? Number(part) : null);
const oneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** The field a key names, or null when the key names none. */
export function parseTranslationKey(key: string): TranslationTarget | null {
  const parts = key.split('.');
  const [section, second, third] = parts;
  if (parts.length === 1 && (section === 'summary' || section === 'skills')) return { section };
  if (section === 'work' && parts.length === 3) {
    const index = indexOf(second);
    return index !== null && oneOf(WORK_TRANSLATION_FIELDS, third) ? { section, index, field: third } : null;
  }
  if (section === 'education' && parts.length === 3) {
    const index = indexOf(second);
    return index !== null && oneOf(EDUCATION_TRANSLATION_FIELDS, third)
      ? { section, index, field: third }
      : null;
  }
  if (section === 'extra' && parts.length === 2) {
    const rich = EXTRA_SECTION_SUB_KEYS.filter((k) => k !== 'WebLinks' && k !== 'Language');
    return oneOf(rich, second) ? { section, subKey: second } : null;
  }
  if (section === 'custom' && parts.length === 2) {
    const index = indexOf(second);
    return index !== null ? { section, index } : null;
  }
  if (section === 'languages') {
    const native = parts.length === 3 && second === 'native';
    const index = indexOf(native ? third : second);
    if (index !== null && (native || parts.length === 2)) return { section, index, native };
  }
  return null;
}

/** Whether the field holds rich text (edited with the rich-text editor) rather than one line. */
export function isRichTranslationField(field: TranslationTarget): boolean {
  if (field.section === 'work') return field.field === 'workDescription';
  if (field.section === 'education') return field.field === 'educationDescription';
  return field.section !== 'languages';
}
