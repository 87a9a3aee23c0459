import {
  buildResumeDocument,
  type EducationEntry,
  type Heading,
  type ResumeDocument,
  resumeStrength,
  type Signature,
  type Skills,
  type StoredResumeParts,
  type Summary,
  sectionStrengths,
  type WorkEntry,
} from '@vita/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeMeta, resumes } from '../../db/schema';
import { listCustomSections } from './custom-sections.service';
import { listExtraSections } from './extra-sections.service';
import { getPhoto } from './photo.service';
import type { ResumeRow } from './resume-access';
import { styleOf } from './style.service';

/** Everything stored for one resume, in the shape `buildResumeDocument` takes. */
export async function loadStoredParts(db: Db, resume: ResumeRow): Promise<StoredResumeParts> {
  const [metaRows, extraSections, customSections, photo] = await Promise.all([
    db.select().from(resumeMeta).where(eq(resumeMeta.resumeId, resume.id)),
    listExtraSections(db, resume),
    listCustomSections(db, resume),
    getPhoto(db, resume),
  ]);
  const meta = new Map(metaRows.map((row) => [row.metaKey, row.metaValue]));
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  return {
    name: resume.name,
    style: styleOf(resume),
    heading: (meta.get('heading') as Heading | undefined) ?? null,
    education: list(meta.get('education')) as EducationEntry[],
    work: list(meta.get('work-expr')) as WorkEntry[],
    skills: (meta.get('skills') as Skills | undefined) ?? null,
    summary: (meta.get('summary') as Summary | undefined) ?? null,
    signature: (meta.get('signature') as Signature | undefined) ?? null,
    extraSections,
    customSections: customSections.map((s) => ({ id: s.id, ...s.meta_value })),
    photo,
  };
}

/** Strength per section and in total (spec 01 §4), stored after every change of a scored section. */
export async function refreshStrength(db: Db, resume: ResumeRow): Promise<number> {
  const parts = await loadStoredParts(db, resume);
  const total = resumeStrength(parts);
  await db
    .update(resumes)
    .set({ strength: total, sectionStrength: sectionStrengths(parts) })
    .where(eq(resumes.id, resume.id));
  return total;
}

export async function resumeDocumentFor(db: Db, resume: ResumeRow): Promise<ResumeDocument> {
  return buildResumeDocument(await loadStoredParts(db, resume));
}
