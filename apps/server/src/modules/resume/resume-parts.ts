import {
  buildResumeDocument,
  type EducationEntry,
  type Heading,
  type ResumeDocument,
  resumeStrength,
  type Signature,
  type Skills,
  type StoredResumeParts,
  type StrengthParts,
  type Summary,
  sectionStrengths,
  type WorkEntry,
} from '@vita/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeMeta, resumes } from '../../db/schema';
import { listCustomSections } from './custom-sections.service';
import { listExtraSections } from './extra-sections.service';
import { getPhoto } from './photo.service';
import { lockResume, type ResumeRow } from './resume-access';
import { styleOf } from './style.service';

const SCORED_KEYS = ['heading', 'education', 'work-expr', 'skills', 'summary'] as const;
const listOf = (value: unknown) => (Array.isArray(value) ? value : []);

/** The scored sections only: one query, run after every save of one of them. */
async function loadStrengthParts(db: Db, resume: ResumeRow): Promise<StrengthParts> {
  const rows = await db
    .select({ key: resumeMeta.metaKey, value: resumeMeta.metaValue })
    .from(resumeMeta)
    .where(and(eq(resumeMeta.resumeId, resume.id), inArray(resumeMeta.metaKey, [...SCORED_KEYS])));
  const meta = new Map(rows.map((row) => [row.key, row.value]));
  return {
    heading: (meta.get('heading') as Heading | undefined) ?? null,
    education: listOf(meta.get('education')) as EducationEntry[],
    work: listOf(meta.get('work-expr')) as WorkEntry[],
    skills: (meta.get('skills') as Skills | undefined) ?? null,
    summary: (meta.get('summary') as Summary | undefined) ?? null,
  };
}

/** Everything stored for one resume, in the shape `buildResumeDocument` takes. */
export async function loadStoredParts(db: Db, resume: ResumeRow): Promise<StoredResumeParts> {
  const [metaRows, extraSections, customSections, photo] = await Promise.all([
    db.select().from(resumeMeta).where(eq(resumeMeta.resumeId, resume.id)),
    listExtraSections(db, resume),
    listCustomSections(db, resume),
    getPhoto(db, resume),
  ]);
  const meta = new Map(metaRows.map((row) => [row.metaKey, row.metaValue]));
  return {
    name: resume.name,
    style: styleOf(resume),
    heading: (meta.get('heading') as Heading | undefined) ?? null,
    education: listOf(meta.get('education')) as EducationEntry[],
    work: listOf(meta.get('work-expr')) as WorkEntry[],
    skills: (meta.get('skills') as Skills | undefined) ?? null,
    summary: (meta.get('summary') as Summary | undefined) ?? null,
    signature: (meta.get('signature') as Signature | undefined) ?? null,
    extraSections,
    customSections: customSections.map((s) => ({ id: s.id, ...s.meta_value })),
    photo,
  };
}

/**
 * Strength per section and in total (spec 01 §4), stored after every change of a scored section.
 * Read under the resume's row lock: whichever refresh runs last has seen every save before it,
 * so a slower refresh cannot store the strength of an older state.
 */
export async function refreshStrength(db: Db, resume: ResumeRow): Promise<number> {
  return db.transaction(async (tx) => {
    await lockResume(tx, resume.id);
    const parts = await loadStrengthParts(tx, resume);
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
