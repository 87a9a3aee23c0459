import type { Formatting, ResumeStyle, StoredResumeParts } from '@vita/shared';
import {
  DEFAULT_FORMATTING,
  DEFAULT_TEMPLATE,
  type ExtraSectionSubKey,
  TEMPLATES,
} from '@vita/shared/constants';
import type { StoreKeyName, StoreValues } from './local-store';

/** The store keys the resume is built from; the live preview re-renders when one of them changes. */
export const RESUME_PART_KEYS = [
  'resumeName',
  'documentLanguage',
  'untranslated',
  'templateId',
  'templateStyleName',
  'templateColour',
  'templateFormatting',
  'sectionLayout',
  'extraSectionNames',
  'heading',
  'education',
  'work',
  'skills',
  'summary',
  'languages',
  'accomplishments',
  'certifications',
  'affiliations',
  'additionalInformation',
  'hobbies',
  'webLinks',
  'customSectionOne',
  'customSectionTwo',
  'signature',
  'photo',
] as const satisfies readonly StoreKeyName[];
export type ResumePartValues = Pick<StoreValues, (typeof RESUME_PART_KEYS)[number]>;

/** The `extra_section_<meta_sub_key>` keys, as the server names their sub key. */
const EXTRA_SECTIONS = [
  ['languages', 'Language'],
  ['accomplishments', 'Accomplishment'],
  ['certifications', 'Certification'],
  ['affiliations', 'Affiliation'],
  ['additionalInformation', 'additionalInformation'],
  ['hobbies', 'hobbiesInformation'],
  ['webLinks', 'WebLinks'],
] as const satisfies readonly (readonly [keyof ResumePartValues, ExtraSectionSubKey])[];

const idOf = (value: { id?: unknown }): number => (typeof value.id === 'number' ? value.id : 0);

function styleOf(values: ResumePartValues): ResumeStyle {
  const template =
    TEMPLATES.find((t) => t.styleName === values.templateStyleName) ??
    TEMPLATES.find((t) => t.id === values.templateId) ??
    DEFAULT_TEMPLATE;
  const formatting: Formatting = { ...DEFAULT_FORMATTING, ...values.templateFormatting };
  return {
    template_id: template.id,
    style_name: template.styleName,
    colour: values.templateColour ?? 'brand',
    formatting,
    // The section order arranged on the final page; until then, the default order.
    layout: values.sectionLayout ?? null,
  };
}

/**
 * The resume as kept in the local store, in the shape `buildResumeDocument` reads (the same shape
 * the server builds from its rows), so the preview shows what the PDF will. Stored values may be
 * partial or stale: the builder reads them leniently, this only maps keys.
 */
export function resumePartsFromStore(values: ResumePartValues): StoredResumeParts {
  const extraSections = EXTRA_SECTIONS.flatMap(([name, subKey]) => {
    const stored = values[name];
    if (stored === null || typeof stored !== 'object') return [];
    const { id: _id, ...metaValue } = stored;
    return [{ id: idOf(stored), meta_sub_key: subKey, meta_value: metaValue }];
  });
  const custom = (slot: ResumePartValues['customSectionOne']) =>
    slot
      ? { id: idOf(slot), title: slot.title ?? '', description: slot.description ?? '' }
      : { id: 0, title: '', description: '' };
  // The list's position is the slot (first: id 13, second: id 14); an empty first slot keeps the
  // second in its place and shows nothing itself.
  const customSections = values.customSectionTwo
    ? [custom(values.customSectionOne), custom(values.customSectionTwo)]
    : values.customSectionOne
      ? [custom(values.customSectionOne)]
      : [];
  return {
    name: values.resumeName ?? '',
    style: styleOf(values),
    heading: values.heading,
    education: values.education ?? [],
    work: values.work ?? [],
    skills: values.skills,
    summary: values.summary,
    signature: values.signature,
    extraSections,
    customSections,
    photo: values.photo,
    ...(values.documentLanguage ? { language: values.documentLanguage } : {}),
    ...(values.untranslated?.length ? { untranslated: values.untranslated } : {}),
  };
}

/** Nothing typed yet: the preview may show an example instead of an empty sheet. */
export function isResumeEmpty(values: ResumePartValues): boolean {
  const heading = values.heading;
  const headingTyped =
    heading !== null &&
    Object.entries(heading).some(
      ([key, value]) => key !== 'moreOptions' && typeof value === 'string' && value.trim() !== '',
    );
  return (
    !headingTyped &&
    (values.work?.length ?? 0) === 0 &&
    (values.education?.length ?? 0) === 0 &&
    !values.skills?.data?.trim() &&
    !values.summary?.data?.trim() &&
    values.photo === null
  );
}
