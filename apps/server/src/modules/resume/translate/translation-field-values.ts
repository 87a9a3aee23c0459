import type { StoredResumeParts, TranslationTarget } from '@vita/shared';

const EXTRA_DATA = (parts: StoredResumeParts, subKey: string) => {
  const section = parts.extraSections.find((s) => s.meta_sub_key === subKey);
  const data = (section?.meta_value as { data?: unknown } | null | undefined)?.data;
  return typeof data === 'string' ? data : null;
};

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The text of one translatable field in a resume's parts; null when the resume has no such field. */
export function readTranslationField(parts: StoredResumeParts, field: TranslationTarget): string | null {
  switch (field.section) {
    case 'summary':
      return parts.summary ? parts.summary.data : null;
    case 'skills':
      return parts.skills ? parts.skills.data : null;
    case 'work': {
      const entry = parts.work[field.index];
      return entry ? (stringOrNull(entry[field.field]) ?? '') : null;
    }
    case 'education': {
      const entry = parts.education[field.index];
      return entry ? (stringOrNull(entry[field.field]) ?? '') : null;
    }
    case 'extra':
      return EXTRA_DATA(parts, field.subKey);
    case 'custom':
      return stringOrNull(parts.customSections[field.index]?.description);
    case 'languages': {
      const section = parts.extraSections.find((s) => s.meta_sub_key === 'Language');
      const value = (section?.meta_value ?? {}) as {
        native?: { nativeLang?: unknown }[];
        languages?: { language?: unknown }[];
      };
      return field.native
        ? stringOrNull(value.native?.[field.index]?.nativeLang)
        : stringOrNull(value.languages?.[field.index]?.language);
    }
  }
}
