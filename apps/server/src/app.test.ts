import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newToken, testDatabase } from './test/test-app';

let app: FastifyInstance;
// A fresh embedded database takes seconds on a busy machine: open it within the hook's time.
beforeAll(() => testDatabase());
afterEach(() => app?.close());

describe('the HTTP shell', () => {
  it('answers the health check with the database kind', async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('sends security headers', async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'Nicht gefunden: GET /api/v1/nope' });
  });

  it('answers broken JSON with 400 and no stack trace', async () => {
    app = await buildTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/resume/get-meta',
      payload: '{"resume_token": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: 'Die Anfrage enthält kein gültiges JSON.' });
  });

  it('answers a body over the limit with 413', async () => {
    app = await buildTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/resume/save-meta',
      payload: JSON.stringify({
        resume_token: newToken(),
        meta_key: 'summary',
        meta_value: { data: 'x'.repeat(7_000_000) },
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Die Anfrage ist zu groß.');
  });

  it('limits the request rate per IP with a German 429', async () => {
    app = await buildTestApp({ rateLimitMax: 3 });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await app.inject({ method: 'GET', url: '/api/v1/resume/degree' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await app.inject({ method: 'GET', url: '/api/v1/resume/degree' });
    expect(res.json().message).toContain('Zu viele Anfragen');
  });

  it('serves the SPA and falls back to index.html for client routes', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vita-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="de"><div id="root"></div></html>',
    );
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    app = await buildTestApp({ webDistDir: dist });
    const page = await app.inject({ method: 'GET', url: '/Work-summary' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/api/v1/x' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/gone-1234.js' })).statusCode).toBe(404);
  });

  it("states the payment mode in every page's HTML, so no page asks for it first", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vita-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html>\n<html lang="de"><div id="root"></div></html>',
    );
    app = await buildTestApp({ webDistDir: dist });
    for (const url of ['/', '/final-resume?id=abc', '/customer']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<html data-payment-mode="test" lang="de"><div id="root">');
    }
  });
});
