import {
  type ApplicationPart,
  type ApplicationPrintRequest,
  buildResumeDocument,
  type EnclosureLine,
  EXPORT_FORMAT,
  type LetterFields,
  letterFieldsSchema,
  letterPlaceholders,
  placeholderMessage,
  type ResumeDocument,
} from '@vita/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { letters } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { loadAttachmentFiles, loadAttachmentMeta } from '../attachments/attachments.service';
import type { DownloadPolicy } from '../export/download-policy';
import {
  type ExportDeps,
  exportResume,
  PDF_BUSY,
  PDF_UNAVAILABLE,
  pdfTimeoutMessage,
} from '../export/export.service';
import { PdfUnavailableError, PoolBusyError, RenderTimeoutError } from '../export/pdf-pool';
import { type Caller, type ResumeRow, resumeForRead } from '../resume/resume-access';
import { loadStoredParts } from '../resume/resume-parts';
import { bindMappe, type MappeDocument } from './bind-mappe';
import { MAPPE_BOOKMARKS, mappeFileName } from './mappe-name';
import type { PageRenderer } from './page-renderer';
import { type ResumeSizes, resumeSizeKey } from './resume-sizes';
import { compressedScan } from './scan-compression';

export type ApplicationDeps = ExportDeps & {
  mayDownload: DownloadPolicy;
  pages: PageRenderer;
  renderTimeoutMs: number;
  resumeSizes: ResumeSizes;
};

export type ApplicationInput = {
  resume_token: string;
  letter_id?: number | undefined;
  cover_page: boolean;
  attachment_ids: number[];
  attachment_index: boolean;
  parts: ApplicationPart[];
  /** Scans re-encoded smaller, for an e-mail that must stay under the size inboxes take. */
  compressScans?: boolean;
};

export const NOTHING_CHOSEN = 'Bitte wählen Sie mindestens ein Dokument für die Mappe aus.';
export const LETTER_NOT_FOUND = 'Dieses Anschreiben gibt es zu diesem Lebenslauf nicht.';

/** Which documents the request really binds: a part without content (no letter chosen, no Anlagen) is left out. */
type Plan = {
  resume: ResumeRow;
  doc: ResumeDocument;
  letter: LetterFields | null;
  parts: ApplicationPart[];
  fileName: string;
};

async function plan(deps: ApplicationDeps, input: ApplicationInput, caller: Caller): Promise<Plan> {
  const resume = await resumeForRead(deps.db, input.resume_token, caller);
  await deps.mayDownload(caller, resume);
  const letter = input.letter_id === undefined ? null : await loadLetter(deps.db, resume, input.letter_id);
  const present: Record<ApplicationPart, boolean> = {
    cover: input.cover_page,
    letter: letter !== null,
    resume: true,
    attachments: input.attachment_ids.length > 0 || input.attachment_index,
  };
  const parts = input.parts.filter((part) => present[part]);
  if (parts.length === 0) throw badRequest(NOTHING_CHOSEN);
  // A prompt like "[Eintrittstermin]" must never reach an employer: the letter is not printed with one.
  const placeholders = letter && parts.includes('letter') ? letterPlaceholders(letter) : [];
  if (placeholders.length > 0)
    throw new HttpError(422, placeholderMessage(placeholders), undefined, {
      code: 'letter_placeholders',
      placeholders,
    });
  const doc = buildResumeDocument(await loadStoredParts(deps.db, resume), { locale: 'de' });
  const fileName = mappeFileName(parts, doc.personal, letter?.recipient.company ?? '', doc.locale);
  return { resume, doc, letter, parts, fileName };
}

async function loadLetter(db: Db, resume: ResumeRow, id: number): Promise<LetterFields> {
  const [row] = await db
    .select()
    .from(letters)
    .where(and(eq(letters.id, id), eq(letters.resumeId, resume.id)));
  if (!row) throw notFound(LETTER_NOT_FOUND);
  return letterFieldsSchema.parse(row.content);
}

const enclosureLines = (rows: { title: string; documentDate: string }[]): EnclosureLine[] =>
  rows.map((row) => ({ title: row.title, document_date: row.documentDate }));

/** The Mappe as one PDF, in the chosen order, with a bookmark per document. */
export async function exportApplication(deps: ApplicationDeps, input: ApplicationInput, caller: Caller) {
  const { resume, doc, letter, parts, fileName } = await plan(deps, input, caller);
  const files = await loadAttachmentFiles(deps.db, resume, input.attachment_ids);
  const enclosures = enclosureLines(files);
  const documents: MappeDocument[] = [];
  const bookmark = MAPPE_BOOKMARKS[doc.locale];
  // A rendered part downloaded alone is the base file, so it keeps its tags too.
  const alone = parts.length === 1;
  for (const part of parts) {
    if (part === 'resume') {
      const file = await exportResume(
        deps,
        { resume_token: input.resume_token, format: EXPORT_FORMAT.pdf },
        caller,
        deps.renderTimeoutMs,
      );
      const bytes = file.body as Buffer;
      deps.resumeSizes.remember(resumeSizeKey(resume), { bytes: bytes.length, pages: file.pages ?? 1 });
      documents.push({ bookmark: bookmark.resume, source: { kind: 'pdf', bytes }, keepTags: true });
    } else if (part === 'letter' && letter) {
      const pdf = await renderPage(deps, { kind: 'letter', resume: doc, letter, enclosures });
      documents.push({ bookmark: bookmark.letter, source: { kind: 'pdf', bytes: pdf }, keepTags: alone });
    } else if (part === 'cover') {
      const pdf = await renderPage(deps, { kind: 'cover', resume: doc, letter, enclosures });
      documents.push({ bookmark: bookmark.cover, source: { kind: 'pdf', bytes: pdf }, keepTags: alone });
    } else if (part === 'attachments') {
      if (input.attachment_index) {
        const pdf = await renderPage(deps, { kind: 'attachment-index', resume: doc, enclosures });
        documents.push({ bookmark: bookmark.index, source: { kind: 'pdf', bytes: pdf } });
      }
      for (const file of files) {
        const kind = file.mime === 'application/pdf' ? 'pdf' : 'jpeg';
        const bytes = kind === 'jpeg' && input.compressScans ? await compressedScan(file.data) : file.data;
        documents.push({ bookmark: bookmark.enclosure(file.title), source: { kind, bytes } });
      }
    }
  }
  const title = ['Bewerbung', doc.personal.firstName, doc.personal.lastName].filter(Boolean).join(' ');
  const bound = await bindMappe(documents, title);
  return { ...bound, fileName, parts, personal: doc.personal };
}

async function renderPage(deps: ApplicationDeps, request: ApplicationPrintRequest): Promise<Buffer> {
  try {
    return (await deps.pages.renderApplicationPage(request)).pdf;
  } catch (error) {
    if (error instanceof RenderTimeoutError)
      throw new HttpError(503, pdfTimeoutMessage(deps.renderTimeoutMs));
    if (error instanceof PoolBusyError) throw new HttpError(503, PDF_BUSY);
    if (error instanceof PdfUnavailableError) throw new HttpError(503, PDF_UNAVAILABLE);
    throw error;
  }
}

/** A scan's page: the JPEG plus the page's own objects. */
const SCAN_PAGE_OVERHEAD = 1_500;

/**
 * What the download would be, without binding it: the stored Anlagen's bytes and pages as they
 * are, the resume as last rendered (rendered once if it never was), and each one-page letter,
 * Deckblatt or Anlagenverzeichnis estimated as one resume page (the same fonts, the same design).
 */
export async function preflightApplication(deps: ApplicationDeps, input: ApplicationInput, caller: Caller) {
  const { resume, parts, fileName } = await plan(deps, input, caller);
  const chosen = await loadAttachmentMeta(deps.db, resume, input.attachment_ids);
  const resumeSize = await knownResumeSize(deps, input, resume, caller);
  const perPage = Math.round(resumeSize.bytes / Math.max(1, resumeSize.pages));
  let bytes = 0;
  let pages = 0;
  for (const part of parts) {
    if (part === 'resume') {
      bytes += resumeSize.bytes;
      pages += resumeSize.pages;
    } else if (part === 'letter' || part === 'cover') {
      bytes += perPage;
      pages += 1;
    } else {
      if (input.attachment_index) {
        bytes += perPage;
        pages += 1;
      }
      for (const row of chosen) {
        bytes += row.bytes + (row.mime === 'application/pdf' ? 0 : SCAN_PAGE_OVERHEAD);
        pages += row.pages;
      }
    }
  }
  return { bytes, pages, file_name: fileName };
}

async function knownResumeSize(
  deps: ApplicationDeps,
  input: ApplicationInput,
  resume: ResumeRow,
  caller: Caller,
) {
  const key = resumeSizeKey(resume);
  const known = deps.resumeSizes.get(key);
  if (known) return known;
  const file = await exportResume(
    deps,
    { resume_token: input.resume_token, format: EXPORT_FORMAT.pdf },
    caller,
    deps.renderTimeoutMs,
  );
  const size = { bytes: (file.body as Buffer).length, pages: file.pages ?? 1 };
  deps.resumeSizes.remember(key, size);
  return size;
}
