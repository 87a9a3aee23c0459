import { sampleResumeParts } from '@vita/shared';
import { readPdf, squeeze } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { builtWebApp } from './print-entry.test-support';
import { storeResume } from './sample-resume.test-support';

// Real Chromium; one app for this file, whose browser the tests take down on purpose.
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp({ webDistDir: builtWebApp(), pdfPoolSize: 2, exportRequiresPlan: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  token = await storeResume(app, { parts: sampleResumeParts });
});
afterAll(() => app?.close());

async function exportPdf() {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/resume/export',
    payload: { resume_token: token, format: 1 },
  });
  return { status: res.statusCode, body: res.rawPayload, pages: Number(res.headers['x-page-count']) };
}

function expectResumePdf(result: Awaited<ReturnType<typeof exportPdf>>) {
  expect(result.status, result.status === 200 ? '' : result.body.toString()).toBe(200);
  const pdf = readPdf(result.body);
  expect(pdf.pages).toBe(result.pages);
  expect(squeeze(pdf.text)).toContain(squeeze('Senior-Produktdesignerin'));
}

describe('PDF pool', () => {
  it('starts Chromium at the first export, not before', async () => {
    expect(app.pdfPool.currentBrowser()).toBeNull();
    expectResumePdf(await exportPdf());
    expect(app.pdfPool.currentBrowser()?.isConnected()).toBe(true);
    expect(app.pdfPool.stats.launches).toBe(1);
  });

  it('serves more exports at once than it has pages: the others wait for a free page', async () => {
    const opened = app.pdfPool.stats.pagesOpened;
    const results = await Promise.all(Array.from({ length: 5 }, () => exportPdf()));
    for (const result of results) expectResumePdf(result);
    expect(app.pdfPool.stats.pagesOpened).toBeLessThanOrEqual(2);
    expect(app.pdfPool.stats.pagesOpened).toBeGreaterThanOrEqual(opened);
    expect(app.pdfPool.stats.launches).toBe(1);
  });

  it('starts Chromium again when it went away, and the next export succeeds', async () => {
    const browser = app.pdfPool.currentBrowser();
    expect(browser).not.toBeNull();
    await browser?.close();
    expect(browser?.isConnected()).toBe(false);
    expectResumePdf(await exportPdf());
    expect(app.pdfPool.stats.launches).toBe(2);
    expect(app.pdfPool.currentBrowser()).not.toBe(browser);
  });

  it('gives an export under way when Chromium dies its PDF from a new Chromium', async () => {
    const browser = app.pdfPool.currentBrowser();
    const launches = app.pdfPool.stats.launches;
    const pending = exportPdf();
    await browser?.close();
    expectResumePdf(await pending);
    expect(app.pdfPool.stats.launches).toBe(launches + 1);
  });

  it('closes Chromium when the app closes', async () => {
    expectResumePdf(await exportPdf());
    const browser = app.pdfPool.currentBrowser();
    expect(browser?.isConnected()).toBe(true);
    await app.close();
    expect(browser?.isConnected()).toBe(false);
    expect(app.pdfPool.available()).toBe(false);
  });
});
