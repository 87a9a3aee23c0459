import {
  type AcceptSourceChangesResponse,
  type SourceChangesResponse,
  untranslatedFields,
} from '@vita/shared';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { resumeMeta, resumes } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { storeMetaValue } from '../meta.service';
import { type Caller, lockResume, type ResumeRow, resumeForRead } from '../resume-access';
import { loadStoredParts, refreshStrength } from '../resume-parts';
import { sourceOf } from '../translate-fields.service';
import { escoLookups } from './esco-lookups';
import { type SourceShape, sourceChanges, sourceShape, takeOverSourceChanges } from './source-sync';
import type { TranslationLookups } from './translate-parts';

/** `resumes.untranslated` of an English version: its fields (read by `untranslatedFields`), the source's shape. */
type Untranslated = { source?: SourceShape } & Record<string, unknown>;
const untranslatedOf = (resume: ResumeRow): Untranslated =>
  resume.untranslated && typeof resume.untranslated === 'object' ? (resume.untranslated as Untranslated) : {};

const NO_SOURCE = 'Die deutsche Fassung dieses Lebenslaufs gibt es nicht mehr.';

/** When the source's work or education was last saved. */
async function sectionsSavedAt(db: Db, source: ResumeRow): Promise<string | null> {
  const [row] = await db
    .select({ at: max(resumeMeta.updatedAt) })
    .from(resumeMeta)
    .where(and(eq(resumeMeta.resumeId, source.id), inArray(resumeMeta.metaKey, ['work-expr', 'education'])));
  return row?.at ? new Date(row.at).toISOString() : null;
}

/**
 * What changed in the German source since the English version was made or last took changes over.
 * An English version made before the source's shape was kept takes today's source as its start.
 */
export async function sourceChangesOf(
  db: Db,
  token: string,
  caller: Caller,
): Promise<SourceChangesResponse['data']> {
  const english = await resumeForRead(db, token, caller);
  const source = await sourceOf(db, english, caller);
  if (!source) return { source_token: null, changed_at: null, changes: [] };
  const stored = untranslatedOf(english);
  const sourceParts = await loadStoredParts(db, source);
  if (!stored.source) {
    await db
      .update(resumes)
      .set({ untranslated: { ...stored, source: sourceShape(sourceParts) } })
      .where(eq(resumes.id, english.id));
    return { source_token: source.token, changed_at: null, changes: [] };
  }
  const changes = sourceChanges(stored.source, sourceParts);
  return {
    source_token: source.token,
    changed_at: changes.length > 0 ? await sectionsSavedAt(db, source) : null,
    changes,
  };
}

/**
 * Takes the source's changes over: new entries translated as the first time, changed dates and
 * places copied, removed entries removed; English text the applicant wrote stays.
 */
export async function acceptSourceChanges(
  db: Db,
  token: string,
  caller: Caller,
  lookups: TranslationLookups = escoLookups,
): Promise<AcceptSourceChangesResponse['data']> {
  const english = await resumeForRead(db, token, caller);
  const source = await sourceOf(db, english, caller);
  if (!source) throw new HttpError(409, NO_SOURCE);
  const result = await db.transaction(async (tx) => {
    const locked = await lockResume(tx, english.id);
    const stored = untranslatedOf(locked);
    const sourceParts = await loadStoredParts(tx, source);
    const shape = stored.source ?? sourceShape(sourceParts);
    const changes = sourceChanges(shape, sourceParts);
    if (changes.length === 0) return { taken_over: 0, untranslated_count: untranslatedFields(stored).length };
    const englishParts = await loadStoredParts(tx, locked);
    const taken = takeOverSourceChanges(
      englishParts,
      shape,
      sourceParts,
      untranslatedFields(stored),
      lookups,
    );
    await storeMetaValue(tx, locked, 'work-expr', taken.work);
    await storeMetaValue(tx, locked, 'education', taken.education);
    await tx
      .update(resumes)
      .set({ untranslated: { ...stored, fields: taken.untranslated, source: sourceShape(sourceParts) } })
      .where(eq(resumes.id, locked.id));
    return { taken_over: changes.length, untranslated_count: taken.untranslated.length };
  });
  if (result.taken_over > 0) await refreshStrength(db, english);
  return result;
}
