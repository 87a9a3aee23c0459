import {
  buildResumeDocument,
  educationEntrySchema,
  headingSchema,
  type ResumeDocument,
  resumeStrength,
  type StoredResumeParts,
  type StrengthParts,
  sectionStrengths,
  signatureSchema,
  skillsSchema,
  summarySchema,
  untranslatedFields,
  workEntrySchema,
} from '@vita/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { resumeMeta, resumes } from '../../db/schema';
import { listCustomSections } from './custom-sections.service';
import { listExtraSections } from './extra-sections.service';
import { getPhoto } from './photo.service';
import { lockResume, type ResumeRow } from './resume-access';
import { styleOf } from './style.service';

const SCORED_KEYS = ['heading', 'education', 'work-expr', 'skills', 'summary'] as const;

/**
 * A stored meta value in its domain type. Every value was checked by the same schema when it was
 * saved, so this parse only fills defaults; a row an older version wrote that no longer parses is
 * still shown as stored (cast), because dropping it would lose what the user wrote.
 */
function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  return result.success ? result.data : (value as z.output<S>);
}
const oneOf = <S extends z.ZodType>(schema: S, value: unknown) =>
  value === undefined || value === null ? null : parsed(schema, value);
const listOf = <S extends z.ZodType>(schema: S, value: unknown) =>
  Array.isArray(value) ? value.map((entry) => parsed(schema, entry)) : [];

/** The scored sections of a resume from its meta rows (key → jsonb value). */
function scoredParts(meta: Map<string, unknown>): StrengthParts {
  return {
    heading: oneOf(headingSchema, meta.get('heading')),
    education: listOf(educationEntrySchema, meta.get('education')),
    work: listOf(workEntrySchema, meta.get('work-expr')),
    skills: oneOf(skillsSchema, meta.get('skills')),
    summary: oneOf(summarySchema, meta.get('summary')),
  };
}

/** The scored sections only: one query, run after every save of one of them. */
async function loadStrengthParts(db: Db, resume: ResumeRow): Promise<StrengthParts> {
  const rows = await db
    .select({ key: resumeMeta.metaKey, value: resumeMeta.metaValue })
    .from(resumeMeta)
    .where(and(eq(resumeMeta.resumeId, resume.id), inArray(resumeMeta.metaKey, [...SCORED_KEYS])));
  return scoredParts(new Map(rows.map((row) => [row.key, row.value])));
}

/** Everything stored for one resume, in the shape `buildResumeDocument` takes. */
export async function loadStoredParts(db: Db, resume: ResumeRow): Promise<StoredResumeParts> {
  const [metaRows, extraSections, customSections, photo] = await Promise.all([
    db.select().from(resumeMeta).where(eq(resumeMeta.resumeId, resume.id)),
    listExtraSections(db, resume),
    listCustomSections(db, resume),
    getPhoto(db, resume),
  ]);
  const meta = new Map<string, unknown>(metaRows.map((row) => [row.metaKey, row.metaValue]));
  return {
    name: resume.name,
    style: styleOf(resume),
    ...scoredParts(meta),
    signature: oneOf(signatureSchema, meta.get('signature')),
    extraSections,
    customSections: customSections.map((s) => ({ id: s.id, ...s.meta_value })),
    photo,
    language:
      resume.documentLanguage === 'en' || resume.documentLanguage === 'de' ? resume.documentLanguage : null,
    untranslated: untranslatedFields(resume.untranslated),
  };
}

/**
 * Strength per section and in total (spec 01 §4), stored after every change of a scored section
 * and of `resumes.untranslated` (an English version's fields still in German count against it).
 * Read under the resume's row lock: whichever refresh runs last has seen every save before it,
 * so a slower refresh cannot store the strength of an older state.
 */
export async function refreshStrength(db: Db, resume: ResumeRow): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await lockResume(tx, resume.id);
    const parts = {
      ...(await loadStrengthParts(tx, resume)),
      untranslated: untranslatedFields(locked.untranslated),
    };
    const total = resumeStrength(parts);
    await tx
      .update(resumes)
      .set({ strength: total, sectionStrength: sectionStrengths(parts) })
      .where(eq(resumes.id, resume.id));
    return total;
  });
}

export async function resumeDocumentFor(db: Db, resume: ResumeRow): Promise<ResumeDocument> {
  return buildResumeDocument(await loadStoredParts(db, resume));
}
