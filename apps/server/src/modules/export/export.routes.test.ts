import { sampleResumeParts, toPlainText } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, get, newToken, post } from '../../test/test-app';
import { registerUser } from '../auth/auth.test-support';
import { buy, subscribedUser, testCardToken } from '../billing/billing.test-support';
import { DOWNLOAD_NEEDS_LOGIN, DOWNLOAD_NEEDS_PLAN } from './download-policy';
import { PDF_UNAVAILABLE } from './export.service';
import { builtWebApp } from './print-entry.test-support';
import { storeResume } from './sample-resume.test-support';

let app: FastifyInstance;
afterEach(() => app.close());

function exportCall(payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/v1/resume/export', payload, headers });
}

describe('TXT download (format 2)', () => {
  beforeEach(async () => {
    app = await buildTestApp({ exportRequiresPlan: false });
  });

  it('sends the plain text of the stored resume as a UTF-8 attachment named after the person', async () => {
    const token = await storeResume(app, { photo: null });
    const doc = (await post(app, '/resume/document', { resume_token: token })).body.data;
    const res = await exportCall({ resume_token: token, format: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf_Lena_Schaefer.txt"; filename*=UTF-8''Lebenslauf_Lena_Sch%C3%A4fer.txt`,
    );
    expect(res.body).toBe(toPlainText(doc as Parameters<typeof toPlainText>[0]));
    expect(res.body).toContain('Werkstudentin UX-Design');
    expect(res.body).toContain('Agentur Weißblau');
    expect(res.body.startsWith('Lena Schäfer\n')).toBe(true);
  });

  it('takes the resume name from the dialog as the file name, umlauts included', async () => {
    const token = await storeResume(app, { parts: sampleResumeParts, photo: null });
    const res = await exportCall({
      resume_token: token,
      format: '2',
      resume_name: 'Bewerbung Bäckerei Müßig',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Bewerbung Baeckerei Muessig.txt"; filename*=UTF-8''Bewerbung%20B%C3%A4ckerei%20M%C3%BC%C3%9Fig.txt`,
    );
  });

  it('writes section titles and labels in English for locale en', async () => {
    const token = await storeResume(app, { parts: sampleResumeParts, photo: null });
    const res = await exportCall({ resume_token: token, format: 2, locale: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Work experience\n===============');
    expect(res.body).not.toContain('Berufserfahrung');
  });
});

describe('who may download', () => {
  beforeEach(async () => {
    app = await buildTestApp();
  });

  it('asks a visitor to log in (401) and a customer without a plan to take one (402)', async () => {
    const token = await storeResume(app, { parts: sampleResumeParts, photo: null });
    const visitor = await exportCall({ resume_token: token, format: 2 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ status: 401, message: DOWNLOAD_NEEDS_LOGIN });
    const customer = await registerUser(app);
    const withoutPlan = await exportCall(
      { resume_token: token, format: 1 },
      { authorization: `Bearer ${customer.token}` },
    );
    expect(withoutPlan.statusCode).toBe(402);
    expect(withoutPlan.json()).toEqual({ status: 402, message: DOWNLOAD_NEEDS_PLAN });
  });

  it('refuses an owned resume without its owner login token (403) and sends it to the subscribed owner', async () => {
    const token = await storeResume(app, { parts: sampleResumeParts, photo: null });
    const owner = await registerUser(app, { resume_token: token });
    expect((await buy(app, owner.token, await testCardToken(app))).status).toBe(200);
    const anonymous = await exportCall({ resume_token: token, format: 2 });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().message).toMatch(/gehört zu einem Konto/);
    const stranger = await subscribedUser(app);
    expect(
      (await exportCall({ resume_token: token, format: 2 }, { authorization: `Bearer ${stranger.token}` }))
        .statusCode,
    ).toBe(403);
    const own = await exportCall(
      { resume_token: token, format: 2 },
      { authorization: `Bearer ${owner.token}` },
    );
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Senior-Produktdesignerin');
  });

  it('answers 404 for a resume token nobody has saved under', async () => {
    const res = await exportCall({ resume_token: newToken(), format: 2 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Zu diesem resume_token gibt es keinen Lebenslauf.');
  });
});

describe('bad input', () => {
  beforeEach(async () => {
    app = await buildTestApp();
  });

  it.each([
    ['format 5', { format: 5 }, 'body.format'],
    ['format "pdf"', { format: 'pdf' }, 'body.format'],
    ['no format', {}, 'body.format'],
    ['locale fr', { format: 1, locale: 'fr' }, 'body.locale'],
    ['a resume name of 121 characters', { format: 2, resume_name: 'x'.repeat(121) }, 'body.resume_name'],
  ])('answers 400 for %s, naming the field', async (_, fields, field) => {
    const res = await exportCall({ resume_token: newToken(), ...fields });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Die Eingabe ist ungültig. Bitte prüfen Sie die markierten Felder.');
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('answers 400 for a malformed resume token', async () => {
    const res = await exportCall({ resume_token: '../../etc/passwd', format: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['body.resume_token']).toMatch(/32 Hex-Zeichen/);
  });
});

describe('PDF without Chromium', () => {
  beforeEach(async () => {
    app = await buildTestApp({
      webDistDir: builtWebApp(),
      chromiumPath: '/nonexistent/chromium',
      exportRequiresPlan: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('reports pdf: false and answers a PDF request with 503 and the print-dialog advice', async () => {
    const capabilities = await get(app, '/export/capabilities');
    expect(capabilities).toEqual({
      status: 200,
      body: { status: 200, message: 'OK', pdf: false, requiresPlan: false, freeFormats: [4] },
    });
    const token = await storeResume(app, { parts: sampleResumeParts, photo: null });
    const res = await exportCall({ resume_token: token, format: 1 });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 503, message: PDF_UNAVAILABLE });
  });
});

describe('PDF without the print entry', () => {
  beforeEach(async () => {
    app = await buildTestApp({ webDistDir: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('reports pdf: false when the web app (and so the print entry) is not built', async () => {
    expect((await get(app, '/export/capabilities')).body.pdf).toBe(false);
  });

  it('reports that downloads need a login and a plan, as the server is set up by default', async () => {
    expect((await get(app, '/export/capabilities')).body.requiresPlan).toBe(true);
  });
});
