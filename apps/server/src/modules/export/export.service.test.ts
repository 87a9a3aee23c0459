import { EXPORT_FORMAT, type ResumeDocument, sampleResumeParts } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { buildTestApp } from '../../test/test-app';
import { call, DAY, registerUser, subscribedUser, testClock } from '../billing/billing.test-support';
import type { Caller, ResumeRow } from '../resume/resume-access';
import {
  createDownloadPolicy,
  DOWNLOAD_NEEDS_LOGIN,
  DOWNLOAD_NEEDS_PLAN,
  type DownloadPolicy,
} from './download-policy';
import { exportResume, pdfTimeoutMessage } from './export.service';
import { type PdfRenderer, RenderTimeoutError } from './pdf-pool';
import { storeResume } from './sample-resume.test-support';

let app: FastifyInstance;
let token: string;
const clock = testClock(new Date('2026-03-02T09:00:00Z'));
beforeEach(async () => {
  app = await buildTestApp({}, { now: clock.now });
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

const allowAll: DownloadPolicy = async () => {};

describe('download policy (02 §6)', () => {
  const policy = (requiresPlan = true) => createDownloadPolicy({ db: app.db, now: clock.now, requiresPlan });
  const resume = {} as ResumeRow;

  it('asks a visitor to log in (401)', async () => {
    await expect(policy()(anonymous, resume)).rejects.toEqual(new HttpError(401, DOWNLOAD_NEEDS_LOGIN));
  });

  it('sends a customer without a plan to the plan (402)', async () => {
    const account = await registerUser(app);
    await expect(policy()({ userId: account.user.id }, resume)).rejects.toEqual(
      new HttpError(402, DOWNLOAD_NEEDS_PLAN),
    );
  });

  it('lets a customer in the trial download, and no longer once a cancelled trial has ended', async () => {
    const account = await subscribedUser(app);
    const caller = { userId: account.user.id };
    await expect(policy()(caller, resume)).resolves.toBeUndefined();
    const cancelled = await call(app, 'POST', '/cancel-subscription', {
      token: account.token,
      body: { subscription_id: account.publicId },
    });
    expect(cancelled.status).toBe(200);
    await expect(policy()(caller, resume)).resolves.toBeUndefined();
    clock.advance(8 * DAY);
    try {
      await expect(policy()(caller, resume)).rejects.toEqual(new HttpError(402, DOWNLOAD_NEEDS_PLAN));
    } finally {
      clock.advance(-8 * DAY);
    }
  });

  it('lets everyone who may read download when the plan is switched off (test set-ups only)', async () => {
    await expect(policy(false)(anonymous, resume)).resolves.toBeUndefined();
  });

  it('is consulted with the caller and the resume, and a refusal stops before anything renders', async () => {
    const asked: [Caller, ResumeRow][] = [];
    const refuse: DownloadPolicy = async (caller, row) => {
      asked.push([caller, row]);
      throw new HttpError(401, DOWNLOAD_NEEDS_LOGIN);
    };
    const pdf = fakePdf(async () => ({ pdf: Buffer.from('%PDF-'), pages: 1 }));
    const attempt = exportResume(
      { db: app.db, pdf: pdf.renderer, mayDownload: refuse },
      { resume_token: token, format: EXPORT_FORMAT.pdf },
      anonymous,
      15_000,
    );
    await expect(attempt).rejects.toEqual(new HttpError(401, DOWNLOAD_NEEDS_LOGIN));
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
      { db: app.db, pdf: pdf.renderer, mayDownload: allowAll },
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
      { db: app.db, pdf: pdf.renderer, mayDownload: allowAll },
      { resume_token: token, format: EXPORT_FORMAT.pdf },
      anonymous,
      15_000,
    );
    await expect(attempt).rejects.toEqual(new HttpError(503, pdfTimeoutMessage(15_000)));
    expect(pdfTimeoutMessage(15_000)).toContain('länger als 15 Sekunden');
  });
});
