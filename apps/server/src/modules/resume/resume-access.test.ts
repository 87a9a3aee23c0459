import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resumes, users } from '../../db/schema';
import { buildTestApp, newToken, post } from '../../test/test-app';

let app: FastifyInstance;
let token: string;
let ownerToken: string;
let strangerToken: string;

beforeEach(async () => {
  app = await buildTestApp();
  token = newToken();
  await post(app, '/resume/save-meta', {
    resume_token: token,
    meta_key: 'summary',
    meta_value: { data: '<p>Geheim</p>' },
  });
  const [owner] = await app.db.insert(users).values({ email: 'owner@example.de' }).returning();
  const [stranger] = await app.db.insert(users).values({ email: 'fremd@example.de' }).returning();
  if (!owner || !stranger) throw new Error('users not created');
  await app.db.update(resumes).set({ ownerId: owner.id }).where(eq(resumes.token, token));
  ownerToken = await app.loginTokens.sign(owner);
  strangerToken = await app.loginTokens.sign(stranger);
});
afterEach(() => app.close());

const readSummary = (authorization?: string) =>
  post(
    app,
    '/resume/get-meta',
    { resume_token: token, meta_key: 'summary' },
    authorization ? { authorization } : {},
  );

describe('access to a resume that belongs to an account', () => {
  it('refuses the resume token alone with 403', async () => {
    const res = await readSummary();
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('Konto');
  });

  it('refuses another account’s login token', async () => {
    expect((await readSummary(`Bearer ${strangerToken}`)).status).toBe(403);
  });

  it('refuses a forged login token (401: the token itself is refused)', async () => {
    expect((await readSummary(`Bearer ${ownerToken.slice(0, -3)}abc`)).status).toBe(401);
  });

  it('lets the owner read and write', async () => {
    const res = await readSummary(`Bearer ${ownerToken}`);
    expect(res.status).toBe(200);
    expect(res.body.resume).toMatchObject({ meta_value: { data: '<p>Geheim</p>' } });
    const saved = await post(
      app,
      '/resume/save-meta',
      { resume_token: token, meta_key: 'summary', meta_value: { data: '<p>Neu</p>' } },
      { authorization: `Bearer ${ownerToken}` },
    );
    expect(saved.status).toBe(200);
  });

  it('refuses writes and deletes without the owner’s token and changes nothing', async () => {
    const write = await post(app, '/resume/save-meta', {
      resume_token: token,
      meta_key: 'summary',
      meta_value: { data: '<p>X</p>' },
    });
    expect(write.status).toBe(403);
    const del = await post(app, '/resume/delete-meta-section', { resume_token: token, meta_key: 'summary' });
    expect(del.status).toBe(403);
    expect((await readSummary(`Bearer ${ownerToken}`)).body.resume).toMatchObject({
      meta_value: { data: '<p>Geheim</p>' },
    });
  });

  it('refuses the snapshot, document and photo without the owner’s token', async () => {
    for (const url of [
      '/resume/get-resume-object',
      '/resume/document',
      '/resume/get-photo',
      '/resume/get-resume-style',
      '/resume/stored',
    ]) {
      expect((await post(app, url, { resume_token: token })).status, url).toBe(403);
    }
  });
});
