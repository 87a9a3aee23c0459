import type { ExtraSectionSubKey, SectionName } from '@vita/shared/constants';
import { CATEGORY, type CategoryId } from '@vita/shared/constants';
import { isRichTextEmpty } from '../../components/rich-text-editor';
import { paths } from '../../flow/paths';
import { ADD_SECTION_CHOICES } from '../../flow/sections';
import type { RichSection, StoreValues } from '../../store/local-store';

type RichStoreKey =
  | 'accomplishments'
  | 'affiliations'
  | 'additionalInformation'
  | 'certifications'
  | 'hobbies';
/** The i18n group of a page under `sections.pages`. */
export type SectionTextKey =
  | 'accomplishments'
  | 'affiliations'
  | 'additionalInformation'
  | 'certifications'
  | 'hobbies';

export interface ExtraSectionConfig {
  path:
    | typeof paths.accomplishments
    | typeof paths.affiliations
    | typeof paths.additionalInformation
    | typeof paths.certifications
    | typeof paths.hobbies;
  storeKey: RichStoreKey;
  subKey: Exclude<ExtraSectionSubKey, 'WebLinks' | 'Language'>;
  /** The name stored in ext_name_arr (01 §3). */
  name: string;
  /** delete-resume-section's name for it (used when no server id is known). */
  section: SectionName;
  /** Catalogue phrases (01 §3: 7, 8, 9); none for hobbies and additional information. */
  category: CategoryId | null;
  /** Hobbies get the richer toolbar (01 §5). */
  variant: 'basic' | 'rich';
  texts: SectionTextKey;
}

const nameOf = (path: string): string => ADD_SECTION_CHOICES.find((c) => c.path === path)?.name ?? path;

export const EXTRA_SECTIONS: Record<SectionTextKey, ExtraSectionConfig> = {
  accomplishments: {
    path: paths.accomplishments,
    storeKey: 'accomplishments',
    subKey: 'Accomplishment',
    name: nameOf(paths.accomplishments),
    section: 'accomplishments',
    category: CATEGORY.accomplishments,
    variant: 'basic',
    texts: 'accomplishments',
  },
  affiliations: {
    path: paths.affiliations,
    storeKey: 'affiliations',
    subKey: 'Affiliation',
    name: nameOf(paths.affiliations),
    section: 'affiliations',
    category: CATEGORY.affiliations,
    variant: 'basic',
    texts: 'affiliations',
  },
  additionalInformation: {
    path: paths.additionalInformation,
    storeKey: 'additionalInformation',
    subKey: 'additionalInformation',
    name: nameOf(paths.additionalInformation),
    section: 'additionalInformation',
    category: null,
    variant: 'basic',
    texts: 'additionalInformation',
  },
  certifications: {
    path: paths.certifications,
    storeKey: 'certifications',
    subKey: 'Certification',
    name: nameOf(paths.certifications),
    section: 'certifications',
    category: CATEGORY.certifications,
    variant: 'basic',
    texts: 'certifications',
  },
  hobbies: {
    path: paths.hobbies,
    storeKey: 'hobbies',
    subKey: 'hobbiesInformation',
    name: nameOf(paths.hobbies),
    section: 'hobbies',
    category: null,
    variant: 'rich',
    texts: 'hobbies',
  },
};

/** The checklist's i18n label key by path (summary is someone else's page but on our list). */
export const CHOICE_TEXTS: Record<(typeof ADD_SECTION_CHOICES)[number]['path'], 'summary' | SectionTextKey> =
  {
    [paths.summary]: 'summary',
    [paths.hobbies]: 'hobbies',
    [paths.certifications]: 'certifications',
    [paths.affiliations]: 'affiliations',
    [paths.accomplishments]: 'accomplishments',
    [paths.additionalInformation]: 'additionalInformation',
  };

const richOf = (values: StoreValues, key: RichStoreKey): RichSection | null => values[key];

/** Whether a checklist section already has content (01 §2: present sections are hidden). */
export function isChoicePresent(values: StoreValues, path: string): boolean {
  if (path === paths.summary) return !isRichTextEmpty(values.summary?.data);
  const config = Object.values(EXTRA_SECTIONS).find((c) => c.path === path);
  return config ? !isRichTextEmpty(richOf(values, config.storeKey)?.data) : false;
}
