import { z } from 'zod';
import { resumeTokenSchema, safeString } from './common';

/** The download dialog's values (02 §2.5): 1 Adobe PDF (.pdf), 2 plain text (.txt). */
export const EXPORT_FORMAT = { pdf: 1, txt: 2 } as const;
export type ExportFormat = (typeof EXPORT_FORMAT)[keyof typeof EXPORT_FORMAT];

const FORMAT_MESSAGE = 'format muss 1 (PDF) oder 2 (TXT) sein.';

/** A radio button's value arrives as a string ("1"); both spellings mean the same format. */
export const exportFormatSchema = z
  .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: FORMAT_MESSAGE })
  .transform((value): ExportFormat => (Number(value) === 1 ? 1 : 2));

/** POST /resume/export: the file itself, not JSON (errors are JSON as everywhere). */
export const exportRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  format: exportFormatSchema,
  /** The file name without extension; `Lebenslauf_Vorname_Nachname` when absent or blank. */
  resume_name: safeString().max(120, 'Der Name darf höchstens 120 Zeichen lang sein.').optional(),
  /** Language of the section titles and labels; German by default. */
  locale: z.enum(['de', 'en'], { error: "locale muss 'de' oder 'en' sein." }).optional(),
});
export type ExportRequest = z.input<typeof exportRequestSchema>;

/** The answer of /resume/export is the file: PDF bytes or the plain text, never JSON. */
export const exportFileSchema = z.custom<Uint8Array<ArrayBufferLike> | string>(
  (value) => value instanceof Uint8Array || typeof value === 'string',
);
export const EXPORT_CONTENT_TYPES = { pdf: 'application/pdf', txt: 'text/plain' } as const;

/**
 * GET /export/capabilities: without PDF the dialog falls back to the browser's print dialog;
 * `requiresPlan` says whether a download needs a login and an active plan on this server (the
 * web app gates the download only when the server does).
 */
export const exportCapabilitiesResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  pdf: z.boolean(),
  requiresPlan: z.boolean(),
});
export type ExportCapabilities = z.infer<typeof exportCapabilitiesResponseSchema>;

/**
 * The print entry (apps/web/print.html) and whoever drives it: `window.__VITA_RENDER__(doc)`
 * renders the ResumeDocument, waits for fonts, images and pagination, sets `data-ready` on
 * <html> and resolves with this. The same answer comes back as a message for a `postMessage`
 * request from a page of the same origin (a window the web app opened on print.html).
 */
export const printResultSchema = z.object({
  /** A4 pages of the pagination, the page count of the PDF. */
  pages: z.number().int().positive(),
  /** The value `data-ready` was set to: one more for every render of the page. */
  renderId: z.number().int().positive(),
});
export type PrintResult = z.infer<typeof printResultSchema>;

export const PRINT_MESSAGE = { render: 'vita-print:render', rendered: 'vita-print:rendered' } as const;
