import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resumes } from '../../db/schema';
import { post } from '../../test/test-app';
import { registerUser } from '../auth/auth.test-support';
import { findResume } from './resume-access';
import { refreshStrength } from './resume-parts';
import { appWithRetailResume } from './retail-resume.test-support';

let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  ({ app, token } = await appWithRetailResume());
});
afterEach(() => app.close());

async function rowOf(resumeToken: string) {
  const row = await findResume(app.db, resumeToken);
  if (!row) throw new Error(`no resume ${resumeToken}`);
  return row;
}

async function translated(headers = {}) {
  const res = await post(app, '/resume/translate', { resume_token: token, target: 'en' }, headers);
  expect(res.status).toBe(200);
  const data = res.body.data as { resume_token: string; resume_strength: number };
  expect(data.resume_strength).toBe((await rowOf(data.resume_token)).strength);
  return data.resume_token;
}

describe('strength of an English version', () => {
  it('scores lower than its German source until the fields are marked translated', async () => {
    const german = await rowOf(token);
    const englishToken = await translated();
    const english = await rowOf(englishToken);
    // The persona's description and summary are still German: 5 points off work and summary.
    expect(english.strength).toBe(german.strength - 10);
    expect(english.sectionStrength).toMatchObject({ work: 15, summary: 15 });

    // Other keys beside `fields` are left alone and do not count.
    await app.db
      .update(resumes)
      .set({ untranslated: { fields: ['summary'], reviewed: ['work.0.workDescription'] } })
      .where(eq(resumes.id, english.id));
    expect(await refreshStrength(app.db, english)).toBe(german.strength - 5);

    await app.db
      .update(resumes)
      .set({ untranslated: { fields: [] } })
      .where(eq(resumes.id, english.id));
    expect(await refreshStrength(app.db, english)).toBe(german.strength);
    expect((await rowOf(englishToken)).sectionStrength).toEqual(german.sectionStrength);
  });

  it('rises when a field is translated in the side-by-side editor, also one marked as already English', async () => {
    const german = await rowOf(token);
    const englishToken = await translated();
    const put = (body: object) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/resume/translate/fields',
        payload: { resume_token: englishToken, ...body },
      });
    expect(
      (await put({ key: 'summary', value: '<p>Retail professional with eight years on the shop floor.</p>' }))
        .statusCode,
    ).toBe(200);
    expect((await rowOf(englishToken)).strength).toBe(german.strength - 5);
    expect((await put({ key: 'work.0.workDescription' })).statusCode).toBe(200);
    expect((await rowOf(englishToken)).strength).toBe(german.strength);
  });

  it('hands the fields still to translate to the browser with the stored resume and the listing', async () => {
    const owner = await registerUser(app, { resume_token: token });
    const auth = { authorization: `Bearer ${owner.token}` };
    const englishToken = await translated(auth);

    const stored = await post(app, '/resume/stored', { resume_token: englishToken }, auth);
    expect(stored.status).toBe(200);
    expect((stored.body.data as { untranslated: string[] }).untranslated).toEqual([
      'work.0.workDescription',
      'summary',
    ]);
    const source = await post(app, '/resume/stored', { resume_token: token }, auth);
    expect((source.body.data as { untranslated: string[] }).untranslated).toEqual([]);

    const list = await app.inject({ method: 'GET', url: '/api/v1/resume-listing', headers: auth });
    const rows = list.json().data as { resume_token: string; untranslated_count?: number }[];
    expect(rows.find((r) => r.resume_token === englishToken)?.untranslated_count).toBe(2);
    expect(rows.find((r) => r.resume_token === token)?.untranslated_count).toBe(0);
  });
});
