import { randomBytes } from 'node:crypto';
import {
  customSectionValueSchema,
  type ImportDraftParts,
  type MetaKey,
  resumeStyleSchema,
  type StoredResumeParts,
} from '@vita/shared';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { invalidInput } from '../../http/errors';
import { addCustomSection } from './custom-sections.service';
import { addExtraSection, parseExtraValue } from './extra-sections.service';
import { parseMetaValue, saveMeta } from './meta.service';
import { normalisePhoto, savePhoto } from './photo.service';
import { refreshStrength } from './resume-parts';
import { normaliseSignatureImages } from './signature-image';
import { saveStyle } from './style.service';

type Parts = ImportDraftParts | StoredResumeParts;
/**
 * Columns of the new row beside its parts (an English version's language, source and fields still
 * to translate), written with it so that its first strength already counts them.
 */
type LinkColumns = Partial<
  Pick<typeof resumes.$inferInsert, 'documentLanguage' | 'sourceResumeId' | 'untranslated'>
>;

/** Every part checked and cleaned as the section routes do, before anything is written. */
async function checkedParts(parts: Parts) {
  const meta: { key: MetaKey; value: Record<string, unknown> }[] = [];
  const add = (key: MetaKey, value: unknown) => meta.push({ key, value: parseMetaValue(key, value) });
  if (parts.heading) add('heading', parts.heading);
  for (const entry of parts.work) add('work-expr', entry);
  for (const entry of parts.education) add('education', entry);
  if (parts.skills && parts.skills.data.trim() !== '') add('skills', parts.skills);
  if (parts.summary && parts.summary.data.trim() !== '') add('summary', parts.summary);
  if (parts.signature) {
    const signature = parseMetaValue('signature', parts.signature) as Record<string, unknown> & {
      sign: string;
      upload: string;
    };
    meta.push({ key: 'signature', value: await normaliseSignatureImages(signature) });
  }
  const extras = parts.extraSections.map((section) => ({
    subKey: section.meta_sub_key,
    value: parseExtraValue(section.meta_sub_key, section.meta_value),
  }));
  const customs = parts.customSections.slice(0, 2).map((section) => {
    const result = customSectionValueSchema.safeParse({
      title: section.title,
      description: section.description,
    });
    if (!result.success) throw invalidInput(result.error, 'customSections');
    return result.data;
  });
  const style = parts.style ? resumeStyleSchema.parse(parts.style) : null;
  const photo = parts.photo
    ? await normalisePhoto(Buffer.from(parts.photo.slice(parts.photo.indexOf(',') + 1), 'base64'))
    : null;
  return { meta, extras, customs, style, photo };
}

/**
 * A new resume (a new token) from complete parts — an import or a copy. Owned by `ownerId` when
 * given, else anonymous. Every part goes through the services the section routes use, in one
 * transaction: a part that fails its check leaves nothing behind.
 */
export async function createResumeFromParts(
  db: Db,
  ownerId: number | null,
  parts: Parts,
  columns: LinkColumns = {},
): Promise<string> {
  const checked = await checkedParts(parts);
  const token = randomBytes(16).toString('hex');
  await db.transaction(async (tx) => {
    const [resume] = await tx
      .insert(resumes)
      .values({ ...columns, token, ownerId, name: parts.name.trim().slice(0, 120) })
      .returning();
    if (!resume) throw new Error('insert returned no row');
    for (const { key, value } of checked.meta) await saveMeta(tx, resume, key, value);
    for (const { subKey, value } of checked.extras) await addExtraSection(tx, resume, subKey, value);
    for (const custom of checked.customs) await addCustomSection(tx, resume, custom);
    if (checked.style) await saveStyle(tx, resume, checked.style);
    if (checked.photo) await savePhoto(tx, resume, checked.photo);
    await refreshStrength(tx, resume);
  });
  return token;
}
