import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { shareLinks } from '../../db/schema';
import { newToken, saveMeta } from '../../test/test-app';
import { app, clock, rebuildTestApp, useTestApp } from '../../test/use-test-app';
import { request } from '../applications-tracker/tracker.test-support';
import { registerUser } from '../auth/auth.test-support';
import { builtWebApp } from '../export/print-entry.test-support';
import { MAX_FAILED_TRIES } from './share-page.service';
import { pageLocaleOf } from './share-page-texts';

useTestApp();

type Link = { id: number; url: string; views: number; downloads: number; last_viewed_at: string | null };

async function createLink(
  account: { token: string; resumeToken: string },
  fields: Record<string, unknown> = {},
) {
  const res = await request(app, 'POST', '/share-links', {
    token: account.token,
    body: { resume_token: account.resumeToken, label: 'Nordwind Logistik', ...fields },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as unknown as Link;
}

const open = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const postPassword = (url: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ password }).toString(),
  });

/** An account whose resume has a heading no other test uses. */
async function accountWithCv(email?: string) {
  const resumeToken = newToken();
  const saved = await saveMeta(app, resumeToken, 'heading', {
    fname: 'Jorinde',
    lname: 'Quandt',
    email: 'jorinde.quandt@example.de',
    location: 'Bremerhaven-Lehe',
  });
  expect(saved.status).toBe(200);
  const account = await registerUser(app, { resume_token: resumeToken, ...(email ? { email } : {}) });
  return { ...account, resumeToken };
}

describe('share links of a resume (/share-links)', () => {
  it('creates a link with a 128-bit slug, lists it and revokes it', async () => {
    const lena = await accountWithCv();
    const link = await createLink(lena, { expires_at: '2026-04-30', allow_download: true });
    expect(link).toMatchObject({
      label: 'Nordwind Logistik',
      expires_at: '2026-04-30T23:59:59.999Z',
      allow_download: true,
      has_password: false,
      views: 0,
      downloads: 0,
      last_viewed_at: null,
      revoked_at: null,
    });
    const slug = link.url.replace(/^\/s\//, '');
    expect(slug).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(slug, 'base64url').length).toBeGreaterThanOrEqual(16);
    const other = await createLink(lena);
    expect(other.url).not.toBe(link.url);

    const list = await request(app, 'GET', `/share-links?resume_token=${lena.resumeToken}`, {
      token: lena.token,
    });
    expect(list.status).toBe(200);
    expect((list.body.data as unknown as Link[]).map((l) => l.id).sort()).toEqual([link.id, other.id].sort());

    const revoked = await request(app, 'DELETE', `/share-links/${link.id}`, { token: lena.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ revoked_at: '2026-03-02T09:00:00.000Z' });
    const gone = await open(link.url);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('Dieser Link ist nicht mehr gültig');
  });

  it('answers 404 to another account and 401 without login', async () => {
    const lena = await accountWithCv();
    const link = await createLink(lena);
    const mara = await accountWithCv('mara@example.de');
    expect((await request(app, 'DELETE', `/share-links/${link.id}`, { token: mara.token })).status).toBe(404);
    const list = await request(app, 'GET', `/share-links?resume_token=${lena.resumeToken}`, {
      token: mara.token,
    });
    expect(list.status).toBe(400);
    const foreign = await request(app, 'POST', '/share-links', {
      token: mara.token,
      body: { resume_token: lena.resumeToken, label: 'Fremd' },
    });
    expect(foreign.status).toBe(400);
    expect((await request(app, 'GET', `/share-links?resume_token=${lena.resumeToken}`)).status).toBe(401);
  });

  it('refuses an empty label', async () => {
    const lena = await accountWithCv();
    const res = await request(app, 'POST', '/share-links', {
      token: lena.token,
      body: { resume_token: lena.resumeToken, label: '  ' },
    });
    expect(res.status).toBe(400);
  });
});

describe('the public share page /s/<slug>', () => {
  it('shows the resume without script or cookie and counts the view', async () => {
    const lena = await accountWithCv();
    const link = await createLink(lena);
    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<title>Lebenslauf – Jorinde Quandt</title>');
    expect(page.body).toContain('<main lang="de">');
    expect(page.body).toContain('Bremerhaven-Lehe');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.body).not.toContain('/pdf');

    clock.advance(60_000);
    await open(link.url);
    const [row] = await app.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row).toMatchObject({ views: 2, lastViewedAt: new Date('2026-03-02T09:01:00Z') });
  });

  it('answers an unknown slug with a German 404 page and an expired link with 410', async () => {
    const lena = await accountWithCv();
    const unknown = await open('/s/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Diesen Link gibt es nicht');
    expect(unknown.headers['x-robots-tag']).toBe('noindex, nofollow');
    const link = await createLink(lena, { expires_at: '2026-03-03' });
    expect((await open(link.url)).statusCode).toBe(200);
    clock.advance(2 * 24 * 60 * 60_000);
    const expired = await open(link.url);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('nicht mehr gültig');
  });

  it('gives no PDF when downloads are not allowed', async () => {
    const lena = await accountWithCv();
    const link = await createLink(lena, { allow_download: false });
    expect((await open(`${link.url}/pdf`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${link.url}/pdf` })).statusCode).toBe(404);
    const allowed = await createLink(lena, { allow_download: true });
    expect((await open(allowed.url)).body).toContain(`action="${allowed.url}/pdf"`);
  });

  it('asks for the password, shows the page on the right one and locks after 10 wrong tries', async () => {
    const lena = await accountWithCv();
    const link = await createLink(lena, { password: 'Nordwind-2026', allow_download: true });
    expect(link).toMatchObject({ has_password: true });
    const [stored] = await app.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

    const form = await open(link.url);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('type="password"');
    expect(form.body).not.toContain('Bremerhaven-Lehe');
    expect((await open(`${link.url}/pdf`)).statusCode).toBe(200);
    expect((await open(`${link.url}/pdf`)).body).toContain('type="password"');

    const wrong = await postPassword(link.url, 'falsch');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Das Passwort ist nicht richtig.');
    const right = await postPassword(link.url, 'Nordwind-2026');
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('Bremerhaven-Lehe');
    expect(right.headers['set-cookie']).toBeUndefined();

    for (let i = 1; i < MAX_FAILED_TRIES; i += 1) await postPassword(link.url, 'falsch');
    const locked = await postPassword(link.url, 'Nordwind-2026');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('zu oft falsch');
    clock.advance(15 * 60_000);
    expect((await postPassword(link.url, 'Nordwind-2026')).statusCode).toBe(200);
    const [row] = await app.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row?.views).toBe(2);
  });
});

const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9,de;q=0.6' };

describe("the share page's own words follow Accept-Language", () => {
  it.each([
    [undefined, 'de'],
    ['', 'de'],
    ['de-DE,de;q=0.9', 'de'],
    ['en-US,en;q=0.9', 'en'],
    ['en-GB,en;q=0.9,de;q=0.6', 'en'],
    ['de;q=0.4,en;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.5,de;q=0.4', 'en'],
    ['fr-FR,fr;q=0.9', 'de'],
    ['en;q=0,de;q=0.1', 'de'],
    ['de,en', 'de'],
    ['EN-us', 'en'],
  ] as const)('reads %j as %s', (header, locale) => {
    expect(pageLocaleOf(header)).toBe(locale);
  });

  it('shows the page, the password form and the 404 and 410 pages in English; the CV stays as written', async () => {
    const lena = await accountWithCv();
    const link = await createLink(lena, { allow_download: true });
    const page = await open(link.url, ENGLISH);
    expect(page.statusCode).toBe(200);
    expect(page.headers.vary).toContain('Accept-Language');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<title>CV – Jorinde Quandt</title>');
    expect(page.body).toContain('Download as PDF');
    expect(page.body).toContain('<main lang="de">');
    expect(page.body).toContain('Bremerhaven-Lehe');
    expect(page.body).not.toContain('Als PDF herunterladen');
    const german = await open(link.url, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Als PDF herunterladen');

    const unknown = await open('/s/AAAAAAAAAAAAAAAAAAAAAA', ENGLISH);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This link does not exist');
    expect(unknown.headers.vary).toContain('Accept-Language');

    const guarded = await createLink(lena, { password: 'Nordwind-2026' });
    expect((await open(guarded.url, ENGLISH)).body).toContain('This CV is protected by a password.');
    const wrong = await postPassword(guarded.url, 'falsch', ENGLISH);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The password is not correct.');
    expect(wrong.body).not.toContain('Passwort');

    await request(app, 'DELETE', `/share-links/${link.id}`, { token: lena.token });
    const gone = await open(link.url, ENGLISH);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This link is no longer valid');
  });
});

describe('the share page in the template of the PDF', () => {
  /**
   * An app that serves the print entry, listening, with Chromium started (as PDF_WARM starts it
   * in production: a cold start takes longer than a visitor waits for the template).
   */
  async function printingApp() {
    await rebuildTestApp({ webDistDir: builtWebApp() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(app.pdfPool.available()).toBe(true);
    await app.pdfPool.warm(1);
  }

  it("holds the template's pages with the CV's text, its CSS inline and fonts from this server", async () => {
    await printingApp();
    const lena = await accountWithCv();
    const link = await createLink(lena, { allow_download: true });
    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('class="vt-document');
    expect(page.body).toMatch(/class="vt-page[^"]*"/);
    expect(page.body).toMatch(/<h1[^>]*>(?:<[^>]+>|[^<])*Jorinde/);
    expect(page.body).toContain('Bremerhaven-Lehe');
    expect(page.body).toContain('<main class="share-template" lang="de"');
    expect(page.body).toContain(`action="${link.url}/pdf"`);
    expect(page.body).toContain('@font-face');
    expect(page.body).toMatch(/url\("?\/assets\/[^)]+\.woff2/);
    expect(page.body).not.toMatch(/https?:\/\/(?!www\.w3\.org\/)/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toContain('@page');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("font-src 'self'");
    expect(csp).not.toContain('script-src');
    const [row] = await app.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row?.views).toBe(1);
  });

  it('serves a second view from the cache and renders again once the CV has changed', async () => {
    await printingApp();
    const renders = vi.spyOn(app.pdfPool, 'renderHtml');
    const lena = await accountWithCv();
    const link = await createLink(lena);
    expect((await open(link.url)).body).toContain('vt-page');
    expect(renders).toHaveBeenCalledTimes(1);
    const second = await open(link.url, ENGLISH);
    expect(second.body).toContain('vt-page');
    expect(second.body).toContain('Made with Vita.');
    expect(renders).toHaveBeenCalledTimes(1);

    const saved = await request(app, 'POST', '/resume/save-meta', {
      token: lena.token,
      body: {
        resume_token: lena.resumeToken,
        meta_key: 'heading',
        meta_value: { fname: 'Jorinde', lname: 'Quandt', location: 'Cuxhaven-Döse' },
      },
    });
    expect(saved.status, saved.body.message).toBe(200);
    const changed = await open(link.url);
    expect(renders).toHaveBeenCalledTimes(2);
    expect(changed.body).toContain('Cuxhaven-Döse');
    expect(changed.body).not.toContain('Bremerhaven-Lehe');
  });

  it('falls back to the plain page when the render fails, and again renders the template next time', async () => {
    await printingApp();
    const renders = vi.spyOn(app.pdfPool, 'renderHtml').mockRejectedValueOnce(new Error('Target crashed'));
    const lena = await accountWithCv();
    const link = await createLink(lena);
    const plain = await open(link.url);
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('<main lang="de">');
    expect(plain.body).toContain('Bremerhaven-Lehe');
    expect(plain.body).not.toContain('vt-page');
    const rendered = await open(link.url);
    expect(rendered.body).toContain('vt-page');
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('shows the plain page when there is no print entry (no Chromium started)', async () => {
    const lena = await accountWithCv();
    const link = await createLink(lena);
    expect(app.pdfPool.available()).toBe(false);
    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Jorinde Quandt</h1>');
    expect(page.body).not.toContain('vt-page');
    expect(app.pdfPool.currentBrowser()).toBeNull();
  });
});

describe('share links in the GDPR export and the account deletion', () => {
  it('exports the links without the password hash and deletes them with the account', async () => {
    const lena = await accountWithCv();
    await createLink(lena, { password: 'Nordwind-2026' });
    const exported = await request(app, 'GET', '/account/export', { token: lena.token });
    expect(exported.status).toBe(200);
    const text = JSON.stringify(exported.body);
    expect(text).not.toContain('argon2');
    const data = exported.body.data as unknown as { share_links: unknown[] };
    expect(data.share_links).toEqual([
      expect.objectContaining({ label: 'Nordwind Logistik', has_password: true, views: 0 }),
    ]);
    expect((await app.db.select().from(shareLinks)).length).toBe(1);
    const deleted = await request(app, 'POST', '/account/delete', {
      token: lena.token,
      body: { password: lena.password },
    });
    expect(deleted.status, deleted.body.message).toBe(200);
    expect((await app.db.select().from(shareLinks)).length).toBe(0);
  });
});
