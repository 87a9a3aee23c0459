import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resumes } from '../../db/schema';
import { newToken, post } from '../../test/test-app';
import { registerUser } from '../auth/auth.test-support';
import { appWithRetailResume, translateToEnglish } from './retail-resume.test-support';
import { retailPersona } from './translate/personas.test-support';

let app: FastifyInstance;
let german: string;
let english: string;

beforeEach(async () => {
  ({ app, token: german } = await appWithRetailResume());
  english = await translateToEnglish(app, german);
});
afterEach(() => app.close());

type Field = { key: string; rich: boolean; german: string | null; english: string };

const listFields = async (token: string, headers = {}) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/resume/translate/fields?resume_token=${token}`,
    headers,
  });
  return {
    status: res.statusCode,
    body: res.json() as { data: { fields: Field[]; source_token: string | null } },
  };
};
const saveField = async (payload: Record<string, unknown>, headers = {}) => {
  const res = await app.inject({ method: 'PUT', url: '/api/v1/resume/translate/fields', payload, headers });
  return {
    status: res.statusCode,
    body: res.json() as {
      message: string;
      data: { value: string; untranslated: string[]; untranslated_count: number };
    },
  };
};
const untranslatedOf = async (token: string) => {
  const [row] = await app.db.select().from(resumes).where(eq(resumes.token, token));
  return row?.untranslated;
};
const summaryOf = async (token: string) =>
  (
    (await post(app, '/resume/get-meta', { resume_token: token, meta_key: 'summary' })).body.resume as {
      meta_value: { data: string };
    }
  ).meta_value.data;

describe('GET /resume/translate/fields', () => {
  it('lists each field still to translate with the German text beside the English one', async () => {
    const res = await listFields(english);
    expect(res.status).toBe(200);
    expect(res.body.data.source_token).toBe(german);
    expect(res.body.data.fields.map((f) => f.key)).toEqual(['work.0.workDescription', 'summary']);
    const summary = res.body.data.fields.find((f) => f.key === 'summary');
    expect(summary).toEqual({
      key: 'summary',
      rich: true,
      german: '<p>Engagierte Verkäuferin mit Freude am Kundenkontakt.</p>',
      english: '<p>Engagierte Verkäuferin mit Freude am Kundenkontakt.</p>',
    });
  });

  it('shows no German text once the source is deleted', async () => {
    await app.db.delete(resumes).where(eq(resumes.token, german));
    const res = await listFields(english);
    expect(res.status).toBe(200);
    expect(res.body.data.source_token).toBeNull();
    expect(res.body.data.fields.every((f) => f.german === null)).toBe(true);
    expect(res.body.data.fields.find((f) => f.key === 'summary')?.english).toContain('Engagierte');
  });

  it('answers 404 for an unknown token and 403 for another account’s English version', async () => {
    expect((await listFields(newToken())).status).toBe(404);
    await registerUser(app, { resume_token: english });
    const stranger = await registerUser(app, { email: 'fremd@example.de' });
    expect((await listFields(english)).status).toBe(403);
    expect((await listFields(english, { authorization: `Bearer ${stranger.token}` })).status).toBe(403);
  });
});

describe('PUT /resume/translate/fields', () => {
  it('stores the English text sanitised, takes the marker off and keeps the other keys of the record', async () => {
    await app.db
      .update(resumes)
      .set({
        untranslated: { fields: ['work.0.workDescription', 'summary'], source: { synced: '2025-01-01' } },
      })
      .where(eq(resumes.token, english));
    const res = await saveField({
      resume_token: english,
      key: 'summary',
      value: '<p>Committed sales assistant.</p><script>alert(1)</script>',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.value).toBe('<p>Committed sales assistant.</p>');
    expect(res.body.data.untranslated).toEqual(['work.0.workDescription']);
    expect(res.body.data.untranslated_count).toBe(1);
    expect(await summaryOf(english)).toBe('<p>Committed sales assistant.</p>');
    expect(await summaryOf(german)).toContain('Engagierte');
    expect(await untranslatedOf(english)).toEqual({
      fields: ['work.0.workDescription'],
      source: { synced: '2025-01-01' },
    });
    const listed = await listFields(english);
    expect(listed.body.data.fields.map((f) => f.key)).toEqual(['work.0.workDescription']);
  });

  it('stores a work description in its entry and leaves the entry’s other fields as they were', async () => {
    const res = await saveField({
      resume_token: english,
      key: 'work.0.workDescription',
      value: '<ul><li><p>Advising customers</p></li></ul>',
    });
    expect(res.status).toBe(200);
    const work = (await post(app, '/resume/get-meta', { resume_token: english, meta_key: 'work-expr' })).body
      .resume as { meta_value: { workDescription: string; jobtitle: string; employer: string }[] };
    expect(work.meta_value[0]?.workDescription).toBe('<ul><li><p>Advising customers</p></li></ul>');
    expect(work.meta_value[0]?.jobtitle).toBe('Retail management assistant');
    expect(work.meta_value[0]?.employer).toBe(retailPersona.work[0]?.employer);
  });

  it('marks a field as translated without changing it when no value is sent', async () => {
    const res = await saveField({ resume_token: english, key: 'summary' });
    expect(res.status).toBe(200);
    expect(res.body.data.untranslated).toEqual(['work.0.workDescription']);
    expect(res.body.data.value).toContain('Engagierte');
    expect(await summaryOf(english)).toContain('Engagierte');
  });

  it('answers 400 for a key that names no field and keeps the markers', async () => {
    for (const key of ['heading', 'work.0.employer', 'work.5.workDescription', 'extra.Certification']) {
      const res = await saveField({ resume_token: english, key, value: 'x' });
      expect(res.status, key).toBe(400);
    }
    expect((await untranslatedOf(english)) as unknown).toMatchObject({
      fields: ['work.0.workDescription', 'summary'],
    });
  });

  it('refuses a value the save schemas refuse, and stores nothing', async () => {
    const res = await saveField({
      resume_token: english,
      key: 'work.0.workDescription',
      value: 'x'.repeat(50_001),
    });
    expect(res.status).toBe(400);
    expect((await untranslatedOf(english)) as unknown).toMatchObject({
      fields: ['work.0.workDescription', 'summary'],
    });
  });

  it('answers 404 for an unknown token and 403 for another account’s English version', async () => {
    expect((await saveField({ resume_token: newToken(), key: 'summary', value: '<p>x</p>' })).status).toBe(
      404,
    );
    const owner = await registerUser(app, { resume_token: english });
    const stranger = await registerUser(app, { email: 'fremd@example.de' });
    const refused = await saveField(
      { resume_token: english, key: 'summary', value: '<p>x</p>' },
      { authorization: `Bearer ${stranger.token}` },
    );
    expect(refused.status).toBe(403);
    const allowed = await saveField(
      { resume_token: english, key: 'summary', value: '<p>Sales assistant.</p>' },
      { authorization: `Bearer ${owner.token}` },
    );
    expect(allowed.status).toBe(200);
  });
});
