/**
 * What the pencil and the trash of a final-page section do (01 §2, §4), as data: where the pencil
 * leads, which call deletes the section on the server, and which local copies are cleared.
 */
import { SECTION_ID, type SectionName } from '@vita/shared/constants';
import { EXTRA_SECTION_NAMES } from '@vita/shared/resume';
import { SECTION_META_KEYS, SECTION_SUB_KEYS } from '@vita/shared/rules';
import type { SectionCall } from '../../components/save-status';
import { customSectionHref, paths } from '../../flow/paths';
import type { StoreKeyName, StoreValues } from '../../store/local-store';

/** A row of the arrangement: a resume section, or the signature (edited and deleted alike). */
export type ArrangedKey = SectionName | 'signature';

/** 01 §2 pencil targets; the heading (not in the spec's list) opens the heading form. */
const PENCIL_PATHS: Record<Exclude<ArrangedKey, 'customOne' | 'customTwo'>, string> = {
  heading: paths.heading,
  languages: paths.languages,
  skills: paths.skills,
  education: paths.educationSummary,
  work: paths.workSummary,
  summary: paths.summary,
  accomplishments: paths.accomplishments,
  affiliations: paths.affiliations,
  additionalInformation: paths.additionalInformation,
  webLinks: paths.webLinks,
  certifications: paths.certifications,
  hobbies: paths.hobbies,
  signature: paths.signature,
};

/** Where a section's pencil leads; custom sections carry their stored id. */
export function pencilTarget(key: ArrangedKey, sourceId: number | null): string {
  if (key === 'customOne') return customSectionHref(paths.customOne, sourceId);
  if (key === 'customTwo') return customSectionHref(paths.customTwo, sourceId);
  return PENCIL_PATHS[key];
}

/** The extra-section page path of a section, as extra_section_array stores it. */
const EXTRA_PATHS: Partial<Record<ArrangedKey, string>> = {
  summary: paths.summary,
  hobbies: paths.hobbies,
  certifications: paths.certifications,
  affiliations: paths.affiliations,
  accomplishments: paths.accomplishments,
  additionalInformation: paths.additionalInformation,
  webLinks: paths.webLinks,
  customOne: paths.customOne,
  customTwo: paths.customTwo,
};

/**
 * The server call that empties a section: delete-resume-section for every resume section (by
 * name; custom sections by their id), delete-meta-section for the signature. A queued delete
 * replaces a queued save of the same section (same coalesce key as components/save-status and
 * features/sections use), so a later retry cannot bring the section back.
 */
export function deleteCall(
  key: ArrangedKey,
  resumeToken: string,
  sourceId: number | null,
): SectionCall<{ status: number }> {
  if (key === 'signature') {
    return {
      path: '/resume/delete-meta-section',
      body: { resume_token: resumeToken, meta_key: 'signature' },
      coalesceKey: 'save-meta:signature',
    };
  }
  const subKey = SECTION_SUB_KEYS[key];
  const metaKey = SECTION_META_KEYS[key];
  const isCustom = key === 'customOne' || key === 'customTwo';
  // The coalesce keys match the wizard's saves of the same section.
  const coalesceKey = subKey
    ? `extra-section:${subKey}`
    : metaKey && metaKey !== 'education' && metaKey !== 'work-expr'
      ? `save-meta:${metaKey}`
      : isCustom && sourceId !== null
        ? `custom-section:${sourceId}`
        : undefined;
  return {
    path: '/resume/delete-resume-section',
    body: {
      resume_token: resumeToken,
      section: key,
      ...(isCustom && sourceId !== null ? { id: sourceId } : {}),
    },
    ...(coalesceKey ? { coalesceKey } : {}),
  };
}

type Change = { [K in StoreKeyName]?: StoreValues[K] };

/**
 * The local copies a delete clears (01 §4: heading null; degrees, jobs, skills, summary empty;
 * extra and custom sections gone), and the section taken off the chosen extra-section lists, so
 * its heading does not come back empty.
 */
export function localChangesAfterDelete(
  key: ArrangedKey,
  values: Pick<StoreValues, 'extraSections' | 'extraSectionNames'>,
  customTitle: string | null = null,
): Change {
  const change: Change = {};
  switch (key) {
    case 'heading':
      change.heading = null;
      change.photo = null; // the server deletes the photo with the heading
      break;
    case 'education':
      change.education = [];
      break;
    case 'work':
      change.work = [];
      break;
    case 'skills':
      change.skills = null;
      break;
    case 'summary':
      change.summary = null;
      break;
    case 'customOne':
      change.customSectionOne = null;
      break;
    case 'customTwo':
      change.customSectionTwo = null;
      break;
    case 'signature':
      change.signature = null;
      break;
    default:
      change[key] = null;
  }
  const path = EXTRA_PATHS[key];
  if (path && values.extraSections?.includes(path)) {
    change.extraSections = values.extraSections.filter((p) => p !== path);
  }
  const names = values.extraSectionNames;
  if (names) {
    const title = customTitle?.trim().toLowerCase() ?? null;
    const kept = names.filter(
      (name) => EXTRA_SECTION_NAMES[name] !== key && (title === null || name.trim().toLowerCase() !== title),
    );
    if (kept.length !== names.length) change.extraSectionNames = kept;
  }
  return change;
}

/** The heading is always listed first; it cannot be dragged, only edited or deleted. */
export const HEADING_ID = SECTION_ID.heading;
