import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { letters, resumeMeta, resumes } from '../../db/schema';
import { app, useTestApp } from '../../test/use-test-app';
import { account, call, registerUser, useErikaAccount } from '../auth/auth.test-support';

useTestApp();
useErikaAccount();

const TOKEN = 'c'.repeat(32);

/** A resume of Erika's with a heading and one letter. */
async function erikasResume(name = 'Bewerbung Stadtwerke') {
  const saved = await call(app, 'POST', '/resume/save-local-resume', {
    token: account.token,
    body: {
      resume_token: TOKEN,
      resume_name: name,
      resume_json_data: { resume_name: name, templateId: '3' },
      login_token: account.token,
    },
  });
  expect(saved.status).toBe(200);
  const [row] = await app.db.select().from(resumes).where(eq(resumes.token, TOKEN));
  if (!row) throw new Error('no resume');
  await app.db
    .insert(resumeMeta)
    .values({ resumeId: row.id, metaKey: 'heading', metaValue: { fname: 'Erika' } });
  await app.db.insert(letters).values({ resumeId: row.id, content: { name: 'Anschreiben Stadtwerke' } });
  return row;
}

describe('POST /resume/rename (My Resume "Umbenennen")', () => {
  it('renames the owner’s resume, in the list and in its snapshot', async () => {
    await erikasResume();
    const res = await call(app, 'POST', '/resume/rename', {
      token: account.token,
      body: { resume_token: TOKEN, resume_name: '  Bewerbung Bäckerei Özdemir ' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ resume_token: TOKEN, resume_name: 'Bewerbung Bäckerei Özdemir' });
    const list = await call(app, 'GET', '/resume-listing', { token: account.token });
    expect((list.body.data as { resume_name: string }[]).map((r) => r.resume_name)).toEqual([
      'Bewerbung Bäckerei Özdemir',
    ]);
    const object = await call(app, 'POST', '/resume/get-resume-object', {
      token: account.token,
      body: { resume_token: TOKEN },
    });
    expect(object.body.data).toMatchObject({
      resume_json_data: { resume_name: 'Bewerbung Bäckerei Özdemir' },
    });
  });

  it('refuses an empty or too long name with a German message and keeps the old one', async () => {
    await erikasResume();
    for (const name of ['   ', 'x'.repeat(121)]) {
      const res = await call(app, 'POST', '/resume/rename', {
        token: account.token,
        body: { resume_token: TOKEN, resume_name: name },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/Bitte geben Sie einen Namen|höchstens 120 Zeichen/);
    }
    const [row] = await app.db.select().from(resumes).where(eq(resumes.token, TOKEN));
    expect(row?.name).toBe('Bewerbung Stadtwerke');
  });

  it('answers 404 for another account’s resume and 401 without a login, changing nothing', async () => {
    await erikasResume();
    const other = await registerUser(app);
    const body = { resume_token: TOKEN, resume_name: 'Fremd' };
    expect((await call(app, 'POST', '/resume/rename', { token: other.token, body })).status).toBe(404);
    expect((await call(app, 'POST', '/resume/rename', { body })).status).toBe(401);
    const [row] = await app.db.select().from(resumes).where(eq(resumes.token, TOKEN));
    expect(row?.name).toBe('Bewerbung Stadtwerke');
  });
});

describe('POST /resume/delete-resume (My Resume "Löschen")', () => {
  it('deletes the owner’s resume with its sections and letters', async () => {
    const row = await erikasResume();
    const res = await call(app, 'POST', '/resume/delete-resume', {
      token: account.token,
      body: { resume_token: TOKEN },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ resume_token: TOKEN });
    expect(await app.db.select().from(resumes).where(eq(resumes.token, TOKEN))).toEqual([]);
    expect(await app.db.select().from(resumeMeta).where(eq(resumeMeta.resumeId, row.id))).toEqual([]);
    expect(await app.db.select().from(letters).where(eq(letters.resumeId, row.id))).toEqual([]);
    const list = await call(app, 'GET', '/resume-listing', { token: account.token });
    expect(list.body.data).toEqual([]);
  });

  it('answers 404 for another account’s resume and 401 without a login; the resume stays', async () => {
    await erikasResume();
    const other = await registerUser(app);
    const body = { resume_token: TOKEN };
    expect((await call(app, 'POST', '/resume/delete-resume', { token: other.token, body })).status).toBe(404);
    expect((await call(app, 'POST', '/resume/delete-resume', { body })).status).toBe(401);
    expect(await app.db.select().from(resumes).where(eq(resumes.token, TOKEN))).toHaveLength(1);
  });
});
