import { z } from 'zod';
import { ATTACHMENT_LIMITS } from '../constants';
import { idSchema, okResponse, optionalText, resumeTokenSchema } from './common';
import { isoDaySchema } from './letters';

/** Limits of the Anlagen (checked by content on upload; the messages name them in German). */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENTS_MAX_BYTES_PER_OWNER = 50 * 1024 * 1024;
export const ATTACHMENT_MAX_PAGES = 30;
export const ATTACHMENT_MIMES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** Above this the download dialog warns that portals may refuse the Mappe. */
export const APPLICATION_WARN_BYTES = 5 * 1024 * 1024;

/** POST /attachments is multipart: these fields and the file `file`. */
export const uploadAttachmentFieldsSchema = z.object({
  resume_token: resumeTokenSchema,
  title: optionalText(ATTACHMENT_LIMITS.title),
  document_date: isoDaySchema,
});

export const attachmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  document_date: z.string(),
  position: z.number().int(),
  /** What the stored bytes are: PDFs as uploaded, images re-encoded as JPEG without EXIF. */
  mime: z.enum(ATTACHMENT_MIMES),
  bytes: z.number().int(),
  pages: z.number().int(),
  created_at: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentResponseSchema = okResponse({
  data: attachmentSchema,
});
export const attachmentListResponseSchema = okResponse({
  data: z.array(attachmentSchema),
});
/**
 * PUT /attachments/{id}: rename or re-date; a field not sent stays as stored. Without the fields'
 * defaults: zod 4 applies a default even inside `.partial()`, so a PUT of the title alone would
 * empty the date.
 */
export const updateAttachmentRequestSchema = z.object({
  title: optionalText(ATTACHMENT_LIMITS.title).removeDefault().optional(),
  document_date: isoDaySchema.removeDefault().optional(),
});
/** PUT /attachments/order: the resume's attachments in the order the user chose. */
export const orderAttachmentsRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  ids: z.array(idSchema('Die Anlagen-ID')).max(100),
});
export const attachmentIdParamSchema = z.object({ id: idSchema('Die Anlagen-ID') });

/** The documents of a Mappe, in the order they are bound. */
export const APPLICATION_PARTS = ['cover', 'letter', 'resume', 'attachments'] as const;
export type ApplicationPart = (typeof APPLICATION_PARTS)[number];
export const DEFAULT_APPLICATION_ORDER: readonly ApplicationPart[] = APPLICATION_PARTS;

/**
 * POST /application/export → the PDF itself (X-Page-Count as for the resume). `parts` chooses the
 * documents and their order; one part alone downloads that document (the letter as Anschreiben_…pdf).
 */
export const applicationExportRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  letter_id: idSchema('Die Anschreiben-ID').optional(),
  cover_page: z.boolean().optional().default(false),
  attachment_ids: z.array(idSchema('Die Anlagen-ID')).max(100).optional().default([]),
  /** Adds an Anlagenverzeichnis page before the attachments. */
  attachment_index: z.boolean().optional().default(false),
  parts: z
    .array(z.enum(APPLICATION_PARTS))
    .min(1, 'Mindestens ein Dokument auswählen.')
    .max(APPLICATION_PARTS.length)
    .refine((parts) => new Set(parts).size === parts.length, 'Jedes Dokument nur einmal.')
    .optional()
    .default([...DEFAULT_APPLICATION_ORDER]),
});
export type ApplicationExportRequest = z.input<typeof applicationExportRequestSchema>;

/** POST /application/preflight: what the download would be, before it is built. */
export const applicationPreflightResponseSchema = okResponse({
  data: z.object({ bytes: z.number().int(), pages: z.number().int(), file_name: z.string() }),
});
