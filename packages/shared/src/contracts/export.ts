import { z } from 'zod';
import { RESUME_NAME_MAX } from '../constants';
import { okResponse, resumeTokenSchema, safeString } from './common';

/**
 * The download dialog's values: 1 Adobe PDF (.pdf) and 2 plain text (.txt) from the spec (02 §2.5),
 * 3 Word (.docx) and 4 JSON Resume (.json) added for taking a resume to other tools.
 */
export const EXPORT_FORMAT = { pdf: 1, txt: 2, docx: 3, jsonResume: 4 } as const;
export type ExportFormat = (typeof EXPORT_FORMAT)[keyof typeof EXPORT_FORMAT];

/**
 * Formats that need no plan: the JSON Resume is the user's data in a structured, machine-readable
 * format, which Art. 20 DSGVO (data portability) gives them free of charge (Art. 12(5)).
 */
export const FREE_EXPORT_FORMATS: readonly ExportFormat[] = [EXPORT_FORMAT.jsonResume];

const FORMAT_MESSAGE = 'format muss 1 (PDF), 2 (TXT), 3 (DOCX) oder 4 (JSON Resume) sein.';
const FORMATS = Object.values(EXPORT_FORMAT);

/** A radio button's value arrives as a string ("1"); both spellings mean the same format. */
export const exportFormatSchema = z
  .union([z.number(), z.string()], { error: FORMAT_MESSAGE })
  .refine((value) => /^[1-4]$/.test(String(value)), { error: FORMAT_MESSAGE })
  .transform((value) => FORMATS.find((format) => format === Number(value)) ?? EXPORT_FORMAT.pdf);

/** POST /resume/export: the file itself, not JSON (errors are JSON as everywhere). */
export const exportRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  format: exportFormatSchema,
  /** The file name without extension; `Lebenslauf_Vorname_Nachname` when absent or blank. */
  resume_name: safeString()
    .max(RESUME_NAME_MAX, `Der Name darf höchstens ${RESUME_NAME_MAX} Zeichen lang sein.`)
    .optional(),
  /** Language of the section titles and labels; German by default. */
  locale: z.enum(['de', 'en'], { error: "locale muss 'de' oder 'en' sein." }).optional(),
});
export type ExportRequest = z.input<typeof exportRequestSchema>;

/** The answer of /resume/export is the file (PDF, text, DOCX or the JSON Resume document). */
export const exportFileSchema = z.custom<Uint8Array<ArrayBufferLike> | string>(
  (value) => value instanceof Uint8Array || typeof value === 'string',
);
export const EXPORT_CONTENT_TYPES = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jsonResume: 'application/json',
} as const;

/**
 * GET /export/capabilities: without PDF the dialog falls back to the browser's print dialog;
 * `requiresPlan` says whether a download needs a login and an active plan on this server (the
 * web app gates the download only when the server does); `freeFormats` are downloadable without
 * a plan even then.
 */
export const exportCapabilitiesResponseSchema = okResponse({
  pdf: z.boolean(),
  requiresPlan: z.boolean(),
  freeFormats: z.array(z.number().int()),
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

/**
 * A document as the server's PDF pool sends it to a print tab: its JSON with every image the tab
 * already holds named `vita-image:<hash>`, and the images it does not hold yet. The print entry's
 * `window.__VITA_DOCUMENT__(payload)` keeps the images (all of them forgotten first when `reset`)
 * and returns the document whole.
 */
export type TabDocument = { json: string; images: Record<string, string>; reset: boolean };
export const PRINT_IMAGE_REF = 'vita-image:';
