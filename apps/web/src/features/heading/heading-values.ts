import { type Heading, normaliseWebUrl } from '@vita/shared';
import { HEADING_LIMITS, TEMPLATES, type TemplateStyleName } from '@vita/shared/constants';
import { EMPTY_HEADING as SCHEMA_DEFAULTS } from '@vita/shared/resume';
import { templateShowsPhoto as showsPhoto } from '../../templates/template-facts';

export type HeadingField = Exclude<keyof Heading, 'moreOptions'>;

/** Every field empty, 'more options' closed: the schema's own defaults (without loading zod). */
export const EMPTY_HEADING: Heading = { ...SCHEMA_DEFAULTS };

/** Longest text the server stores per field (packages/shared meta-values). */
export const HEADING_MAX_LENGTH: Record<HeadingField, number> = {
  fname: HEADING_LIMITS.name,
  lname: HEADING_LIMITS.name,
  email: HEADING_LIMITS.email,
  street: HEADING_LIMITS.street,
  location: HEADING_LIMITS.location,
  pincode: HEADING_LIMITS.pincode,
  birthDatePlace: HEADING_LIMITS.birthDatePlace,
  phone: HEADING_LIMITS.phone,
  licence: HEADING_LIMITS.licence,
  maritalStatus: HEADING_LIMITS.maritalStatus,
  socialLink: HEADING_LIMITS.socialLink,
};

const FIELDS = Object.keys(HEADING_MAX_LENGTH) as HeadingField[];

/** A stored heading (local copy or server answer) as a complete draft: missing fields read as ''. */
export function toHeadingDraft(value: unknown): Heading {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ...EMPTY_HEADING };
  const source = value as Record<string, unknown>;
  const draft: Heading = { ...EMPTY_HEADING, moreOptions: source.moreOptions === true };
  for (const field of FIELDS) {
    const raw = source[field];
    draft[field] = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
  }
  return draft;
}

/** What is saved: every text trimmed (the spec trims the names; the rest follows suit). */
export function trimHeading(heading: Heading): Heading {
  const trimmed: Heading = { ...heading };
  for (const field of FIELDS) trimmed[field] = heading[field].trim();
  // Sent as the server stores it (www.… completed with https://), so preview and PDF agree.
  trimmed.socialLink = normaliseWebUrl(trimmed.socialLink) ?? trimmed.socialLink;
  return trimmed;
}

/** The templates that show a photo require one (01 §5); each template family says which those are. */
export const templateShowsPhoto = (styleName: TemplateStyleName | null): boolean =>
  showsPhoto(styleName ?? TEMPLATES[0].styleName);
