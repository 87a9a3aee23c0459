import { sampleResumeParts } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { builtWebApp } from './print-entry.test-support';
import { storeResume } from './sample-resume.test-support';

// Real Chromium, started as a server with the default settings starts it (PDF_WARM on).
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp({
    webDistDir: builtWebApp(),
    pdfPoolSize: 2,
    pdfWarmOnStart: true,
    exportRequiresPlan: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  token = await storeResume(app, { parts: sampleResumeParts });
}, 120_000);
afterAll(() => app?.close());

async function untilIdleTabs(count: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (app.pdfPool.snapshot().idle < count) {
    if (Date.now() > deadline) throw new Error(`no ${count} ready tabs within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('PDF warm-up at start', () => {
  it('holds ready tabs on the print entry before the first export, and the export uses one', async () => {
    // The warm-up runs in the background after listening; the tabs it opens are idle once the
    // print entry, its hyphenation patterns and its default fonts have loaded and each has printed
    // the sample (the first print of a tab is the slow one).
    // The rest of the start-up work waits for `afterStartWarmUp()`: it settles only once both
    // tabs have printed.
    await app.pdfPool.afterStartWarmUp();
    expect(app.pdfPool.stats.warmUpPrints).toBe(2);
    await untilIdleTabs(2, 60_000);
    expect(app.pdfPool.stats.launches).toBe(1);
    expect(app.pdfPool.stats.pagesOpened).toBe(2);
    expect(app.pdfPool.stats.warmUpPrints).toBe(2);

    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/resume/export',
      payload: { resume_token: token, format: 1 },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(Number(res.headers['x-page-count'])).toBeGreaterThanOrEqual(1);
    // No Chromium started and no tab opened for it: the warmed one printed it.
    expect(app.pdfPool.stats.launches).toBe(1);
    expect(app.pdfPool.stats.pagesOpened).toBe(2);
  }, 90_000);
});
