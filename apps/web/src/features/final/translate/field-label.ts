import { parseTranslationKey } from '@vita/shared';
import type { TFunction } from 'i18next';

/** "Berufserfahrung 1 · Beschreibung" for 'work.0.workDescription', in the interface language. */
export function translationFieldLabel(key: string, t: TFunction): string {
  const field = parseTranslationKey(key);
  const p = 'final.translate.labels';
  if (!field) return key;
  switch (field.section) {
    case 'summary':
      return t(`${p}.summary`);
    case 'skills':
      return t(`${p}.skills`);
    case 'work':
      return `${t(`${p}.work`, { n: field.index + 1 })} · ${t(`${p}.${field.field}`)}`;
    case 'education':
      return `${t(`${p}.education`, { n: field.index + 1 })} · ${t(`${p}.${field.field}`)}`;
    case 'extra':
      return t(`${p}.extra.${field.subKey}`);
    case 'custom':
      return t(`${p}.custom`, { n: field.index + 1 });
    case 'languages':
      return t(field.native ? `${p}.nativeLanguage` : `${p}.language`, { n: field.index + 1 });
  }
}
