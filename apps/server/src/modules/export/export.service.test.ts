import { EXPORT_FORMAT, type ResumeDocument, sampleResumeParts } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { buildTestApp } from '../../test/test-app';
import type { Caller, ResumeRow } from '../resume/resume-access';
import type { DownloadPolicy } from './download-policy';
import { mayDownload } from './download-policy';
import { DOWNLOAD_NOT_ALLOWED, exportResume, pdfTimeoutMessage } from './export.service';
import { type PdfRenderer, RenderTimeoutError } from './pdf-pool';
import { storeResume } from './sample-resume.test-support';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await buildTestApp();
  token = await storeResume(app, { parts: sampleResumeParts, photo: null });
});
afterEach(() => app.close());

const anonymous: Caller = { userId: null };

/** A renderer that records what it was asked to render. */
function fakePdf(render: (doc: ResumeDocument) => Promise<{ pdf: Buffer; pages: number }>) {
  const rendered: ResumeDocument[] = [];
  const renderer: PdfRenderer = {
    available: () => true,
    render: (doc) => {
      rendered.push(doc);
      return render(doc);
    },
  };
  return { renderer, rendered };
}

describe('download policy', () => {
  it('lets everyone who may read a resume download it, until billing replaces it', () => {
    expect(mayDownload(anonymous, {} as ResumeRow)).toBe(true);
  });

  it('is consulted with the caller and the resume, and a refusal is a 403 before anything renders', async () => {
    const asked: [Caller, ResumeRow][] = [];
    const refuse: DownloadPolicy = (caller, resume) => {
      asked.push([caller, resume]);
      return false;
    };
    const pdf = fakePdf(async () => ({ pdf: Buffer.from('%PDF-'), pages: 1 }));
    const attempt = exportResume(
      { db: app.db, pdf: pdf.renderer, mayDownload: refuse },
      { resume_token: token, format: EXPORT_FORMAT.pdf },
      anonymous,
      15_000,
    );
    await expect(attempt).rejects.toEqual(new HttpError(403, DOWNLOAD_NOT_ALLOWED));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.[0]).toBe(anonymous);
    expect(asked[0]?.[1].token).toBe(token);
    expect(pdf.rendered).toEqual([]);
  });
});

describe('PDF export service', () => {
  it('renders the document built from what the server holds, in the requested language', async () => {
    const pdf = fakePdf(async () => ({ pdf: Buffer.from('%PDF-1.4'), pages: 2 }));
    const file = await exportResume(
      { db: app.db, pdf: pdf.renderer, mayDownload },
      { resume_token: token, format: EXPORT_FORMAT.pdf, locale: 'en' },
      anonymous,
      15_000,
    );
    expect(file).toMatchObject({
      contentType: 'application/pdf',
      fileName: 'Lebenslauf_Lena_Schäfer.pdf',
      pages: 2,
    });
    expect(pdf.rendered[0]?.personal.fullName).toBe('Lena Schäfer');
    expect(pdf.rendered[0]?.locale).toBe('en');
    expect(pdf.rendered[0]?.sections.map((s) => s.title)).toContain('Work experience');
  });

  it('turns a render timeout into 503 with the limit in seconds', async () => {
    const pdf = fakePdf(() => Promise.reject(new RenderTimeoutError('slow')));
    const attempt = exportResume(
      { db: app.db, pdf: pdf.renderer, mayDownload },
      { resume_token: token, format: EXPORT_FORMAT.pdf },
      anonymous,
      15_000,
    );
    await expect(attempt).rejects.toEqual(new HttpError(503, pdfTimeoutMessage(15_000)));
    expect(pdfTimeoutMessage(15_000)).toContain('länger als 15 Sekunden');
  });
});
