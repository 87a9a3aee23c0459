import { z } from 'zod';
import { META_KEYS } from '../constants';
import { MAX_ID, okResponse, resumeTokenSchema, resumeWriteTarget } from './common';
import {
  educationEntrySchema,
  headingSchema,
  signatureSchema,
  skillsSchema,
  summarySchema,
  workEntrySchema,
} from './meta-values';

const META_KEY_MESSAGE = `meta_key muss einer von ${META_KEYS.join(', ')} sein.`;
const LIST_KEY_MESSAGE = "meta_key muss 'education' oder 'work-expr' sein.";

export const metaKeySchema = z.enum(META_KEYS, { error: META_KEY_MESSAGE });

/** `workexpr` is the spec's other spelling of `work-expr`; both are accepted, one is stored. */
const metaKeyInput = z
  .string()
  .transform((key) => (key === 'workexpr' ? 'work-expr' : key))
  .pipe(metaKeySchema);

/** The key `work-expr` under both of the spec's spellings; `work-expr` is stored. */
const workExprKey = z.enum(['work-expr', 'workexpr']).transform((): 'work-expr' => 'work-expr');

/**
 * Each meta key with the schema of its value: one entry for the list keys (education, work-expr),
 * the whole value for the others. `fields` are the call's other fields (the write target).
 */
const listEntries = <F extends z.ZodRawShape>(fields: F) =>
  [
    z.object({ ...fields, meta_key: z.literal('education'), meta_value: educationEntrySchema }),
    z.object({ ...fields, meta_key: workExprKey, meta_value: workEntrySchema }),
  ] as const;
const metaEntries = <F extends z.ZodRawShape>(fields: F) =>
  [
    z.object({ ...fields, meta_key: z.literal('heading'), meta_value: headingSchema }),
    ...listEntries(fields),
    z.object({ ...fields, meta_key: z.literal('skills'), meta_value: skillsSchema }),
    z.object({ ...fields, meta_key: z.literal('summary'), meta_value: summarySchema }),
    z.object({ ...fields, meta_key: z.literal('signature'), meta_value: signatureSchema }),
  ] as const;

/** An unknown meta_key names the keys; a known one reports the issues of its value's fields. */
const unknownKeyError = (message: string) => (issue: { code?: string }) =>
  issue.code === 'invalid_union' ? message : undefined;

/** One meta value by its key (`{ meta_key, meta_value }`): how every path that stores one checks it. */
export const metaValueSchema = z.discriminatedUnion('meta_key', metaEntries({}), {
  error: unknownKeyError(META_KEY_MESSAGE),
});
export type MetaValueInput = z.input<typeof metaValueSchema>;
export type MetaValue = z.output<typeof metaValueSchema>;

/**
 * save-meta: for list keys (education, work-expr) the value is one entry and is appended; for the
 * other keys the value replaces the stored one. The value's schema is chosen by meta_key.
 */
export const saveMetaRequestSchema = z.discriminatedUnion('meta_key', metaEntries(resumeWriteTarget), {
  error: unknownKeyError(META_KEY_MESSAGE),
});
export type SaveMetaRequest = z.input<typeof saveMetaRequestSchema>;

export const getMetaRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  meta_key: metaKeyInput,
});

const metaIndex = z.coerce
  .number({ error: 'meta_index muss eine Zahl sein.' })
  .int('meta_index muss eine ganze Zahl sein.')
  .min(0, 'meta_index darf nicht negativ sein.')
  .max(MAX_ID, 'meta_index ist zu groß.');

/** update-meta-value: one entry of a list key, replaced at meta_index. */
export const updateMetaValueRequestSchema = z.discriminatedUnion(
  'meta_key',
  listEntries({ ...resumeWriteTarget, meta_index: metaIndex }),
  { error: unknownKeyError(LIST_KEY_MESSAGE) },
);

export const deleteMetaRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  meta_key: z
    .enum(['education', 'work-expr', 'workexpr'])
    .transform((k) => (k === 'workexpr' ? 'work-expr' : k)),
  meta_index: metaIndex,
});

/**
 * reorder-meta (our addition): the work or education entries in the order the user chose.
 * `order[k]` is the current meta_index of the entry that goes to place k; every index once.
 */
export const reorderMetaRequestSchema = z.object({
  ...resumeWriteTarget,
  meta_key: z
    .enum(['education', 'work-expr', 'workexpr'], { error: LIST_KEY_MESSAGE })
    .transform((k) => (k === 'workexpr' ? 'work-expr' : k)),
  order: z
    .array(
      z
        .number({ error: 'order muss eine Liste von Zahlen sein.' })
        .int('order darf nur ganze Zahlen enthalten.')
        .min(0, 'order darf keine negativen Zahlen enthalten.'),
      { error: 'order muss eine Liste von Zahlen sein.' },
    )
    .max(200, 'order darf höchstens 200 Einträge nennen.'),
});

export const deleteMetaSectionRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  meta_key: metaKeyInput,
});

/** Response of save-meta, get-meta, update-meta-value, delete-meta: `resume.meta_value`. */
export const metaResponseSchema = okResponse({
  resume: z.object({
    meta_key: metaKeySchema,
    meta_value: z.unknown().nullable(),
    updated_at: z.string().nullable(),
  }),
});
export type MetaResponse = z.infer<typeof metaResponseSchema>;

/** create-signature / update-signature (spec 02 §7): the signature record with the token beside it. */
export const signatureRequestSchema = signatureSchema.extend({
  ...resumeWriteTarget,
  meta_key: z.literal('signature').optional(),
});

export const resumeTokenRequestSchema = z.object({ resume_token: resumeTokenSchema });
