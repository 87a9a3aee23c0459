import { sampleResumeParts } from '@vita/shared';
import { readPdf, templateStyleBody } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, post } from '../../test/test-app';
import { pdfTimeoutMessage } from './export.service';
import { builtWebApp } from './print-entry.test-support';
import { storeResume } from './sample-resume.test-support';

const TIMEOUT_MS = 5_000;

// Real Chromium with a short render timeout; a print page that never becomes ready is played by
// font requests that are never answered (document.fonts.ready then never resolves). The resume is
// set in a face the pool's warm-up sample (Montserrat) never loaded, so the export must fetch it.
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp({
    webDistDir: builtWebApp(),
    pdfPoolSize: 1,
    pdfRenderTimeoutMs: TIMEOUT_MS,
    exportRequiresPlan: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  token = await storeResume(app, { parts: sampleResumeParts, photo: null });
  const styled = await post(app, '/resume/resume-style', {
    ...templateStyleBody(token, 'styleTempOne'),
    formatting: { fontStyle: 'Nunito Sans' },
  });
  expect(styled.status).toBe(200);
});
afterAll(() => app?.close());

const exportPdf = () =>
  app.inject({ method: 'POST', url: '/api/v1/resume/export', payload: { resume_token: token, format: 1 } });

describe('a render that takes too long', () => {
  it('is abandoned with 503 and a clear message, its page replaced, and the next export succeeds', async () => {
    await app.pdfPool.warm(1);
    const context = app.pdfPool.currentBrowser()?.contexts()[0];
    if (!context) throw new Error('the pool has no browser context');
    let stall = true;
    await context.route(/\.woff2?$/, (route) => (stall ? new Promise<void>(() => {}) : route.continue()));

    const stalled = await exportPdf();
    expect(stalled.statusCode).toBe(503);
    expect(stalled.json()).toEqual({ status: 503, message: pdfTimeoutMessage(TIMEOUT_MS) });
    expect(stalled.json().message).toContain('länger als 5 Sekunden');
    expect(app.pdfPool.stats.timeouts).toBe(1);
    expect(app.pdfPool.stats.pagesReplaced).toBe(1);

    stall = false;
    const next = await exportPdf();
    expect(next.statusCode).toBe(200);
    expect(readPdf(next.rawPayload).pages).toBe(Number(next.headers['x-page-count']));
    expect(app.pdfPool.stats.launches).toBe(1);
    expect(app.pdfPool.stats.pagesOpened).toBe(2);
  });
});
