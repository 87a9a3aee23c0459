import { parseTranslationKey } from '@vita/shared';
import type { StoreValues } from '../../../store/local-store';

type Values = Partial<StoreValues>;

const EXTRA_STORE_KEYS = {
  Accomplishment: 'accomplishments',
  Certification: 'certifications',
  Affiliation: 'affiliations',
  additionalInformation: 'additionalInformation',
  hobbiesInformation: 'hobbies',
} as const;

/**
 * The local-store values that change when the server has stored `value` for the field `key` (pure):
 * only that field, laid into the part the store holds, so the preview shows it and nothing else
 * the visitor has in the store is replaced. A part the store does not hold is left alone.
 */
export function storeValuesForTranslatedField(values: StoreValues, key: string, value: string): Values {
  const field = parseTranslationKey(key);
  if (!field) return {};
  switch (field.section) {
    case 'summary':
      return { summary: { ...(values.summary ?? {}), data: value } };
    case 'skills':
      return values.skills ? { skills: { ...values.skills, data: value } } : {};
    case 'work': {
      const list = values.work ?? [];
      if (!list[field.index]) return {};
      return { work: list.map((e, i) => (i === field.index ? { ...e, [field.field]: value } : e)) };
    }
    case 'education': {
      const list = values.education ?? [];
      if (!list[field.index]) return {};
      return { education: list.map((e, i) => (i === field.index ? { ...e, [field.field]: value } : e)) };
    }
    case 'extra': {
      const name = EXTRA_STORE_KEYS[field.subKey];
      const current = values[name];
      return current ? { [name]: { ...current, data: value } } : {};
    }
    case 'custom': {
      const name = field.index === 0 ? 'customSectionOne' : field.index === 1 ? 'customSectionTwo' : null;
      const current = name ? values[name] : null;
      return name && current ? { [name]: { ...current, description: value } } : {};
    }
    case 'languages': {
      const current = values.languages;
      if (!current) return {};
      if (field.native) {
        if (!current.native[field.index]) return {};
        const native = current.native.map((n, i) => (i === field.index ? { ...n, nativeLang: value } : n));
        return { languages: { ...current, native } };
      }
      if (!current.languages[field.index]) return {};
      const languages = current.languages.map((l, i) => (i === field.index ? { ...l, language: value } : l));
      return { languages: { ...current, languages } };
    }
  }
}
