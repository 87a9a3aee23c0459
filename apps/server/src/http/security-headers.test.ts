import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { builtWebApp } from '../modules/export/print-entry.test-support';
import { buildTestApp, testDatabase } from '../test/test-app';

let app: FastifyInstance | undefined;
// A fresh embedded database takes seconds on a busy machine: open it within the hook's time.
beforeAll(() => testDatabase());
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The page, an SPA route, the print entry the PDFs are printed from, and an API call. */
const SERVED = ['/', '/resume', '/print.html', '/api/v1/health'];

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('allows scripts only from this origin, never inline, on every page and call', async () => {
    app = await buildTestApp({ webDistDir: builtWebApp() });
    for (const url of SERVED) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(directive(csp, 'script-src'), url).toBe("script-src 'self'");
      expect(directive(csp, 'script-src-attr'), url).toBe("script-src-attr 'none'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(directive(csp, 'default-src'), url).toBe("default-src 'self'");
    }
  });

  it('is met by the built pages: no inline script, no event-handler attribute', () => {
    const dist = builtWebApp();
    for (const page of ['index.html', 'print.html']) {
      const html = readFileSync(path.join(dist, page), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const [, attributes = '', body = ''] of scripts) {
        expect(attributes, page).toMatch(/\bsrc="\/assets\//);
        expect(body.trim(), page).toBe('');
      }
      expect(html, page).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });

  it('does not upgrade requests on plain http', async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent on plain http, e.g. localhost', async () => {
    app = await buildTestApp({ webDistDir: builtWebApp(), publicUrl: 'https://lebenslauf.example' });
    for (const url of SERVED) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('is sent on every page and call to the public https address', async () => {
    app = await buildTestApp({ webDistDir: builtWebApp(), publicUrl: 'https://lebenslauf.example' });
    for (const url of SERVED) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'lebenslauf.example' } });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    const csp = String(
      (await app.inject({ method: 'GET', url: '/', headers: { host: 'lebenslauf.example' } })).headers[
        'content-security-policy'
      ],
    );
    expect(csp).toContain('upgrade-insecure-requests');
  });
});
