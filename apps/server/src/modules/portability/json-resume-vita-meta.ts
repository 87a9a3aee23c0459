import { createHash } from 'node:crypto';
import {
  educationEntrySchema,
  extraSectionRowSchema,
  headingSchema,
  resumeStyleSchema,
  signatureSchema,
  skillsSchema,
  summarySchema,
  workEntrySchema,
} from '@vita/shared';
import { z } from 'zod';

/**
 * `meta.vita` of an exported JSON Resume. The standard fields are for other tools; what has no
 * home there (style and section order, signature, custom sections, personal details such as
 * Geburtsdatum) lives here, and so does the stored form of every section (`stored`), because rich
 * text, grades and month names cannot pass through JSON Resume's plain strings unchanged. `stored`
 * is used only while `fingerprint` still matches the standard fields: once another tool edited
 * them, its edits win and only the Vita-only parts are taken from here.
 */
export const vitaMetaSchema = z.object({
  format: z.literal(1),
  fingerprint: z.string().regex(/^[a-f0-9]{64}$/),
  name: z.string().max(200),
  style: resumeStyleSchema,
  signature: signatureSchema.nullable(),
  customSections: z
    .array(
      z.object({ id: z.number().int(), title: z.string().max(200), description: z.string().max(100_000) }),
    )
    .max(10),
  personal: z.object({
    fname: z.string(),
    lname: z.string(),
    birthDatePlace: z.string(),
    licence: z.string(),
    maritalStatus: z.string(),
    moreOptions: z.boolean(),
  }),
  /** Extra sections JSON Resume has no place for (Mitgliedschaften, Weitere Angaben). */
  extraSections: z.array(extraSectionRowSchema).max(20),
  stored: z.object({
    heading: headingSchema.nullable(),
    education: z.array(educationEntrySchema).max(50),
    work: z.array(workEntrySchema).max(50),
    skills: skillsSchema.nullable(),
    summary: summarySchema.nullable(),
    extraSections: z.array(extraSectionRowSchema).max(20),
  }),
});
export type VitaMeta = z.infer<typeof vitaMetaSchema>;

/** JSON with object keys sorted, so a fingerprint does not depend on how a tool orders them. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of everything but `meta`: the standard fields as Vita wrote them. */
export function standardFingerprint(resume: Record<string, unknown>): string {
  const { meta: _meta, $schema: _schema, ...standard } = resume;
  return createHash('sha256').update(canonicalJson(standard)).digest('hex');
}
