import { z } from 'zod';
import { META_KEYS } from '../constants';
import { MAX_ID, okResponse, resumeTokenSchema, resumeWriteTarget } from './common';
import { educationEntrySchema, metaValueSchemas } from './meta-values';

export const metaKeySchema = z.enum(META_KEYS, {
  error: `meta_key muss einer von ${META_KEYS.join(', ')} sein.`,
});

/** `workexpr` is the spec's other spelling of `work-expr`; both are accepted, one is stored. */
const metaKeyInput = z
  .string()
  .transform((key) => (key === 'workexpr' ? 'work-expr' : key))
  .pipe(metaKeySchema);

/**
 * save-meta: for list keys (education, work-expr) the value is one entry and is appended; for the
 * other keys the value replaces the stored one. The value is validated per key by the server.
 */
export const saveMetaRequestSchema = z.object({
  ...resumeWriteTarget,
  meta_key: metaKeyInput,
  meta_value: z.unknown(),
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

export const updateMetaValueRequestSchema = z.object({
  ...resumeWriteTarget,
  meta_key: z
    .enum(['education', 'work-expr', 'workexpr'])
    .transform((k) => (k === 'workexpr' ? 'work-expr' : k)),
  meta_index: metaIndex,
  meta_value: z.unknown(),
});

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
    .enum(['education', 'work-expr', 'workexpr'], {
      error: "meta_key muss 'education' oder 'work-expr' sein.",
    })
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

export { educationEntrySchema, metaValueSchemas };

/** create-signature / update-signature (spec 02 §7): the signature record with the token beside it. */
export const signatureRequestSchema = metaValueSchemas.signature.extend({
  ...resumeWriteTarget,
  meta_key: z.literal('signature').optional(),
});

export const resumeTokenRequestSchema = z.object({ resume_token: resumeTokenSchema });
