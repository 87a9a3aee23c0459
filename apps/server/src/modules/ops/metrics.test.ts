import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newToken, testConfig, testDatabase } from '../../test/test-app';
import { builtWebApp } from '../export/print-entry.test-support';
import { storeResume } from '../export/sample-resume.test-support';

const apps: FastifyInstance[] = [];
// A fresh embedded database takes seconds on a busy machine: open it within the hook's time.
beforeAll(() => testDatabase());
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
async function start(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const app = await buildTestApp(overrides);
  apps.push(app);
  return app;
}

const scrape = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/metrics', headers });

/** The value of one sample line, e.g. `vita_renewal_runs_total{outcome="ok"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('counts requests by route pattern and status, never by raw URL', async () => {
    const app = await start();
    const token = newToken();
    const meta = await app.inject({
      method: 'POST',
      url: '/api/v1/resume/get-meta',
      payload: { resume_token: token },
    });
    await app.inject({ method: 'GET', url: `/api/v1/nothing/${token}` });
    const res = await scrape(app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(
      sample(
        text,
        `vita_http_request_duration_seconds_count{method="POST",route="/api/v1/resume/get-meta",status="${meta.statusCode}"}`,
      ),
    ).toBe(1);
    expect(text).toContain('route="(unmatched)",status="404"');
    expect(text).not.toContain(token);
    // The process's own metrics come along.
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('counts rate-limit rejections', async () => {
    const app = await start({ rateLimitMax: 1 });
    for (let i = 0; i < 3; i += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/v1/resume/get-meta',
        payload: { resume_token: newToken() },
      });
    }
    expect(
      sample((await scrape(app)).body, 'vita_rate_limit_rejections_total{route="/api/v1/resume/get-meta"}'),
    ).toBe(2);
  });

  it('counts renewal runs and their charges', async () => {
    const app = await start();
    await app.billing.runRenewals();
    await app.billing.runRenewals();
    const text = (await scrape(app)).body;
    expect(sample(text, 'vita_renewal_runs_total{outcome="ok"}')).toBe(2);
    expect(sample(text, 'vita_renewal_charges_total{result="renewed"}')).toBe(0);
    expect(sample(text, 'vita_renewal_charges_total{result="failed"}')).toBe(0);
  });

  it('times PDF renders and shows the pool', async () => {
    const app = await start({ webDistDir: builtWebApp(), exportRequiresPlan: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await storeResume(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/resume/export',
      payload: { resume_token: token, format: 1 },
    });
    expect(res.statusCode).toBe(200);
    const text = (await scrape(app)).body;
    expect(sample(text, 'vita_pdf_render_seconds_count{outcome="ok"}')).toBe(1);
    expect(sample(text, 'vita_pdf_pool_size')).toBe(2);
    expect(sample(text, 'vita_pdf_pool_open_tabs')).toBe(1);
    expect(sample(text, 'vita_pdf_browser_launches')).toBe(1);
  });

  it('keeps one registry per app: two apps in one process count apart', async () => {
    const first = await start();
    const second = await start();
    await first.inject({ method: 'GET', url: '/livez' });
    await first.inject({ method: 'GET', url: '/livez' });
    const series = 'vita_http_request_duration_seconds_count{method="GET",route="/livez",status="200"}';
    expect(sample((await scrape(first)).body, series)).toBe(2);
    expect(sample((await scrape(second)).body, series)).toBeUndefined();
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const app = await start({ metricsToken: 'metrics-token-0123456789' });
    const missing = await scrape(app);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toContain('Bearer-Token');
    expect((await scrape(app, { authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(401);
    expect((await scrape(app, { authorization: 'Bearer metrics-token-0123456789' })).statusCode).toBe(200);
  });

  it('is off in production without METRICS_TOKEN', async () => {
    const app = await start({ production: true, metricsToken: null });
    expect((await scrape(app)).statusCode).toBe(404);
    expect(testConfig().production).toBe(false);
  });
});
