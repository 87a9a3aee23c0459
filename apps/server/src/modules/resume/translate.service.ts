import type { TranslateResumeRequest, TranslateResumeResponse } from '@vita/shared';
import type { Db } from '../../db/client';
import { createResumeFromParts } from './create-from-parts';
import { type Caller, findResume, resumeForRead } from './resume-access';
import { loadStoredParts } from './resume-parts';
import { escoLookups } from './translate/esco-lookups';
import { sourceShape } from './translate/source-sync';
import { type TranslationLookups, translateParts } from './translate/translate-parts';

/**
 * "Englische Fassung erstellen": a new resume in English from one the caller may read, owned like
 * it (the same account, or anonymous and reached by its own token only), linked to it, with the
 * fields still to translate stored on the new resume.
 */
export async function translateResume(
  db: Db,
  input: TranslateResumeRequest,
  caller: Caller,
  lookups: TranslationLookups = escoLookups,
): Promise<TranslateResumeResponse['data']> {
  const source = await resumeForRead(db, input.resume_token, caller);
  const sourceParts = await loadStoredParts(db, source);
  const { parts, untranslated } = translateParts(sourceParts, lookups);
  const token = await createResumeFromParts(db, source.ownerId, parts, {
    documentLanguage: input.target,
    sourceResumeId: source.id,
    // The source's entries as they are now: what later changes of the source are compared with.
    untranslated: { fields: untranslated, source: sourceShape(sourceParts) },
  });
  const created = await findResume(db, token);
  return {
    resume_token: token,
    source_token: source.token,
    document_language: input.target,
    untranslated,
    untranslated_count: untranslated.length,
    resume_strength: created?.strength ?? 0,
  };
}
