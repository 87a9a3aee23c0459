import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cspOf, get, testDatabase } from '../../test/test-app';

let app: FastifyInstance;
beforeAll(() => testDatabase(), 120_000);
afterEach(() => app.close());

describe('social login: providers and the content security policy', () => {
  it('reports no provider and allows nothing from Google without GOOGLE_CLIENT_ID', async () => {
    app = await buildTestApp({ googleClientId: null, facebookAppId: null });
    expect((await get(app, '/auth/providers')).body).toMatchObject({
      data: { google: { enabled: false, client_id: null }, facebook: { enabled: false, app_id: null } },
    });
    const csp = await cspOf(app, '/auth/providers');
    expect(csp).not.toContain('google.com');
  });

  it('reports the client ids and allows Google Identity Services once GOOGLE_CLIENT_ID is set', async () => {
    app = await buildTestApp({
      googleClientId: 'vita-web.apps.googleusercontent.com',
      facebookAppId: '1234',
    });
    expect((await get(app, '/auth/providers')).body).toMatchObject({
      data: {
        google: { enabled: true, client_id: 'vita-web.apps.googleusercontent.com' },
        facebook: { enabled: true, app_id: '1234' },
      },
    });
    const csp = await cspOf(app, '/auth/providers');
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/');
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style");
    expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/");
    expect(csp).not.toContain('facebook');
  });
});
