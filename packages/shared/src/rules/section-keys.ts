import type { ExtraSectionSubKey, MetaKey, SectionName } from '../constants';

/**
 * Where each final-page section is stored: the resume sections kept in a meta row under their
 * meta key, the extra sections under their sub key. Custom sections (by id) and the signature
 * (a meta row of its own, not a section) are in neither. The server deletes by these; the browser
 * uses the same keys to coalesce a queued delete with a queued save of the same section.
 */
export const SECTION_META_KEYS: Partial<Record<SectionName, MetaKey>> = {
  heading: 'heading',
  skills: 'skills',
  education: 'education',
  work: 'work-expr',
  summary: 'summary',
};

export const SECTION_SUB_KEYS: Partial<Record<SectionName, ExtraSectionSubKey>> = {
  languages: 'Language',
  accomplishments: 'Accomplishment',
  affiliations: 'Affiliation',
  additionalInformation: 'additionalInformation',
  webLinks: 'WebLinks',
  certifications: 'Certification',
  hobbies: 'hobbiesInformation',
};
