import type { StoredResumeParts } from '@vita/shared/resume';

/** The same resume in another colour, some of its formatting changed (as the Design page does). */
export const restyled = (
  parts: StoredResumeParts,
  colour: string,
  formatting: Partial<StoredResumeParts['style']['formatting']>,
): StoredResumeParts => ({
  ...parts,
  style: { ...parts.style, colour, formatting: { ...parts.style.formatting, ...formatting } },
});
