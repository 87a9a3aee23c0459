import {
  buildResumeDocument,
  educationEntrySchema,
  headingSchema,
  type MetaKey,
  type ResumeDocument,
  resumeStrength,
  type SectionStrengths,
  STRENGTH_MAX,
  type StoredResumeParts,
  type StrengthParts,
  sectionStrengths,
  signatureSchema,
  skillsSchema,
  summarySchema,
  UNTRANSLATED_TOTAL_CAP,
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
const STRENGTH_TOTAL = Object.values(STRENGTH_MAX).reduce((sum, points) => sum + points, 0);

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

/** The whole values whose section's points depend on that value alone (and the untranslated fields). */
const WHOLE_SCORED = { heading: 'heading', skills: 'skills', summary: 'summary' } as const;
type WholeScoredKey = keyof typeof WHOLE_SCORED;
type Section = keyof SectionStrengths;
const SECTIONS: readonly Section[] = ['heading', 'education', 'work', 'skills', 'summary'];

/** What saving a whole value does to the resume's points: its section's new points and the cap of the total. */
export interface PointsAfterSave {
  section: Section;
  points: number;
  cap: number;
}

/**
 * The points a whole heading, skills or summary value gives its section, when the resume's row
 * holds the points of every section (so the total is the sum with this one replaced); null when
 * the full refresh is needed: a list key, another key, or a row that has never been scored.
 */
export function pointsAfterSave(resume: ResumeRow, key: MetaKey, value: unknown): PointsAfterSave | null {
  if (!(key in WHOLE_SCORED)) return null;
  const stored = resume.sectionStrength as Partial<Record<Section, unknown>> | null;
  if (!stored || !SECTIONS.every((section) => typeof stored[section] === 'number')) return null;
  const section = WHOLE_SCORED[key as WholeScoredKey];
  const untranslated = untranslatedFields(resume.untranslated);
  const parts = { ...scoredParts(new Map([[key, value]])), untranslated };
  return {
    section,
    points: sectionStrengths(parts)[section],
    cap: untranslated.length > 0 ? UNTRANSLATED_TOTAL_CAP : STRENGTH_TOTAL,
  };
}

export async function resumeDocumentFor(db: Db, resume: ResumeRow): Promise<ResumeDocument> {
  return buildResumeDocument(await loadStoredParts(db, resume));
}
