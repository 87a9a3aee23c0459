import {
  isRichTranslationField,
  parseTranslationKey,
  type SaveTranslationFieldRequest,
  type SaveTranslationFieldResponse,
  type TranslationFieldsResponse,
  type TranslationTarget,
  untranslatedFields,
} from '@vita/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { editCustomSection, listCustomSections } from './custom-sections.service';
import { editExtraSection, listExtraSections, parseExtraValue } from './extra-sections.service';
import { getMeta, parseMetaValue, saveMeta, updateMetaEntry } from './meta.service';
import { assertCanAccess, type Caller, lockResume, type ResumeRow, resumeForRead } from './resume-access';
import { loadStoredParts, refreshStrength } from './resume-parts';
import { readTranslationField } from './translate/translation-field-values';

const UNKNOWN_KEY = 'Dieses Feld gibt es in diesem Lebenslauf nicht (key).';

/** `resumes.untranslated` as stored: `{ fields: [...] }` plus whatever else other features keep there. */
type UntranslatedRecord = Record<string, unknown> & { fields?: unknown };

const fieldsOf = (row: Pick<ResumeRow, 'untranslated'>): string[] => untranslatedFields(row.untranslated);

/** The German source of an English version, when it still exists and the caller may read it. */
export async function sourceOf(db: Db, english: ResumeRow, caller: Caller): Promise<ResumeRow | null> {
  if (english.sourceResumeId === null) return null;
  const [source] = await db.select().from(resumes).where(eq(resumes.id, english.sourceResumeId)).limit(1);
  if (!source) return null;
  try {
    assertCanAccess(source, caller);
    return source;
  } catch {
    return null;
  }
}

/** The English version's fields still to translate, each with the German text beside it. */
export async function listTranslationFields(
  db: Db,
  token: string,
  caller: Caller,
): Promise<TranslationFieldsResponse['data']> {
  const english = await resumeForRead(db, token, caller);
  const source = await sourceOf(db, english, caller);
  const [englishParts, sourceParts] = await Promise.all([
    loadStoredParts(db, english),
    source ? loadStoredParts(db, source) : null,
  ]);
  const fields = fieldsOf(english).flatMap((key) => {
    const field = parseTranslationKey(key);
    if (!field) return [];
    return [
      {
        key,
        rich: isRichTranslationField(field),
        german: sourceParts ? readTranslationField(sourceParts, field) : null,
        english: readTranslationField(englishParts, field) ?? '',
      },
    ];
  });
  return {
    resume_token: english.token,
    source_token: source?.token ?? null,
    fields,
    untranslated_count: fields.length,
  };
}

const unknownKey = () => badRequest(UNKNOWN_KEY, { key: UNKNOWN_KEY });

/**
 * Stores one field through the checks of its own save (meta-value schemas, extra and custom
 * section rules, rich text sanitised) and answers the text as stored.
 */
async function writeField(
  tx: Db,
  resume: ResumeRow,
  field: TranslationTarget,
  value: string,
): Promise<string> {
  switch (field.section) {
    case 'summary': {
      const parsed = parseMetaValue('summary', { data: value });
      await saveMeta(tx, resume, 'summary', parsed);
      return String(parsed.data);
    }
    case 'skills': {
      const stored = (await getMeta(tx, resume, 'skills')).meta_value;
      if (!stored) throw unknownKey();
      const parsed = parseMetaValue('skills', { ...(stored as object), data: value });
      await saveMeta(tx, resume, 'skills', parsed);
      return String(parsed.data);
    }
    case 'work':
    case 'education': {
      const key = field.section === 'work' ? 'work-expr' : 'education';
      const list = (await getMeta(tx, resume, key)).meta_value;
      const entry = Array.isArray(list) ? list[field.index] : undefined;
      if (!entry || typeof entry !== 'object') throw unknownKey();
      const parsed = parseMetaValue(key, { ...entry, [field.field]: value });
      await updateMetaEntry(tx, resume, key, field.index, parsed);
      return String(parsed[field.field] ?? '');
    }
    case 'extra': {
      const sections = await listExtraSections(tx, resume);
      if (!sections.some((s) => s.meta_sub_key === field.subKey)) throw unknownKey();
      const parsed = parseExtraValue(field.subKey, { data: value });
      await editExtraSection(tx, resume, field.subKey, parsed);
      return String(parsed.data);
    }
    case 'custom': {
      const section = (await listCustomSections(tx, resume))[field.index];
      if (!section) throw unknownKey();
      const stored = await editCustomSection(tx, resume, section.id, {
        ...section.meta_value,
        description: value,
      });
      return stored.meta_value.description;
    }
    case 'languages': {
      const section = (await listExtraSections(tx, resume)).find((s) => s.meta_sub_key === 'Language');
      const current = (section?.meta_value ?? {}) as { native?: object[]; languages?: object[] };
      const list = field.native ? current.native : current.languages;
      const entry = list?.[field.index];
      if (!section || !list || !entry) throw unknownKey();
      const name = field.native ? { nativeLang: value } : { language: value };
      const next = list.map((item, i) => (i === field.index ? { ...item, ...name } : item));
      const parsed = parseExtraValue('Language', {
        ...current,
        [field.native ? 'native' : 'languages']: next,
      });
      await editExtraSection(tx, resume, 'Language', parsed);
      return value.trim();
    }
  }
}

/**
 * PUT /resume/translate/fields: stores the field (or, without a value, leaves it as it is) and
 * takes its key off `untranslated.fields`, in one transaction under the resume's row lock. The
 * other keys of `untranslated` are kept as they are.
 */
export async function saveTranslationField(
  db: Db,
  input: SaveTranslationFieldRequest,
  caller: Caller,
): Promise<SaveTranslationFieldResponse['data']> {
  const field = parseTranslationKey(input.key);
  if (!field) throw unknownKey();
  const resume = await resumeForRead(db, input.resume_token, caller);
  const result = await db.transaction(async (tx) => {
    const locked = await lockResume(tx, resume.id);
    let value: string;
    if (input.value === undefined) {
      const current = readTranslationField(await loadStoredParts(tx, locked), field);
      if (current === null) throw unknownKey();
      value = current;
    } else {
      value = await writeField(tx, locked, field, input.value);
    }
    const left = fieldsOf(locked).filter((key) => key !== input.key);
    const record = (locked.untranslated ?? {}) as UntranslatedRecord;
    await tx
      .update(resumes)
      .set({ untranslated: { ...record, fields: left } })
      .where(eq(resumes.id, resume.id));
    return { key: input.key, value, untranslated: left, untranslated_count: left.length };
  });
  // The marker is gone: the strength counts one text less still to translate.
  await refreshStrength(db, resume);
  return result;
}
