import { typicalSampleParts } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, newToken, post } from '../../test/test-app';
import { registerUser } from '../auth/auth.test-support';
import { storeResume } from '../export/sample-resume.test-support';

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof registerUser>>;
let token: string;
let auth: { authorization: string };

beforeEach(async () => {
  app = await buildTestApp();
  token = await storeResume(app, { parts: typicalSampleParts });
  owner = await registerUser(app, { resume_token: token });
  auth = { authorization: `Bearer ${owner.token}` };
});
afterEach(() => app.close());

const duplicate = (resume_token: string, headers = auth) =>
  post(app, '/resume/duplicate', { resume_token }, headers);

/** The document without server ids of sections, which differ between copy and original by design. */
async function documentOf(resume_token: string) {
  const res = await post(app, '/resume/document', { resume_token }, auth);
  expect(res.status).toBe(200);
  const doc = res.body.data as {
    name: string;
    personal: { firstName: string };
    sections: { sourceId: number | null }[];
  };
  return {
    ...doc,
    sections: doc.sections.map((s) => ({ ...s, sourceId: s.sourceId === null ? null : 'id' })),
  };
}

async function customSectionIds(resume_token: string): Promise<number[]> {
  const res = await post(app, '/resume/custom-section-listing', { resume_token }, auth);
  return (res.body.data as { id: number }[]).map((s) => s.id);
}

describe('POST /resume/duplicate', () => {
  it('copies every section, the style and the photo under a new token and "(Kopie)" name', async () => {
    const res = await duplicate(token);
    expect(res.status).toBe(200);
    const copy = res.body.data as { resume_token: string; resume_name: string };
    expect(copy.resume_name).toBe('Lebenslauf Julia Becker (Kopie)');
    expect(copy.resume_token).toMatch(/^[a-f0-9]{32}$/);
    expect(copy.resume_token).not.toBe(token);
    const copied = await documentOf(copy.resume_token);
    expect(copied.name).toBe('Lebenslauf Julia Becker (Kopie)');
    expect({ ...copied, name: '' }).toEqual({ ...(await documentOf(token)), name: '' });
    const photo = async (t: string) => (await post(app, '/resume/get-photo', { resume_token: t }, auth)).body;
    expect((await photo(copy.resume_token)).base64_img).toMatch(/^data:image\//);
    expect((await photo(copy.resume_token)).base64_img).toBe((await photo(token)).base64_img);
  });

  it('puts the copy in the same account, beside the original', async () => {
    const copy = (await duplicate(token)).body.data as { resume_token: string };
    const list = await app.inject({ method: 'GET', url: '/api/v1/resume-listing', headers: auth });
    const tokens = (list.json().data as { resume_token: string }[]).map((r) => r.resume_token);
    expect(tokens.sort()).toEqual([token, copy.resume_token].sort());
  });

  it('makes an independent copy: editing the copy leaves the original unchanged', async () => {
    const copy = (await duplicate(token)).body.data as { resume_token: string };
    const before = await documentOf(token);
    const saved = await post(
      app,
      '/resume/save-meta',
      {
        resume_token: copy.resume_token,
        meta_key: 'heading',
        meta_value: { ...typicalSampleParts.heading, fname: 'Jana' },
      },
      auth,
    );
    expect(saved.status).toBe(200);
    const first = (await customSectionIds(copy.resume_token))[0];
    const deleted = await post(
      app,
      `/resume/delete-custom-section/${first}`,
      { resume_token: copy.resume_token },
      auth,
    );
    expect(deleted.status).toBe(200);
    expect(await documentOf(token)).toEqual(before);
    expect((await documentOf(copy.resume_token)).personal.firstName).toBe('Jana');
  });

  it('numbers further copies instead of stacking "(Kopie)"', async () => {
    const first = (await duplicate(token)).body.data as { resume_token: string };
    expect(((await duplicate(token)).body.data as { resume_name: string }).resume_name).toBe(
      'Lebenslauf Julia Becker (Kopie 2)',
    );
    expect(((await duplicate(first.resume_token)).body.data as { resume_name: string }).resume_name).toBe(
      'Lebenslauf Julia Becker (Kopie 3)',
    );
  });

  it("gives the copy's snapshot its own token, name and section ids", async () => {
    const originalId = (await customSectionIds(token))[0];
    const snapshot = {
      resume_token: token,
      resume_name: 'Lebenslauf Julia Becker',
      custom_section_one: JSON.stringify({ id: originalId, title: 'Ehrenamt', description: '' }),
    };
    await post(app, '/resume/save-resume-object', { resume_token: token, resume_json_data: snapshot }, auth);
    const copy = (await duplicate(token)).body.data as { resume_token: string };
    const stored = (await post(app, '/resume/get-resume-object', { resume_token: copy.resume_token }, auth))
      .body.data as { resume_json_data: Record<string, string> };
    expect(stored.resume_json_data.resume_token).toBe(copy.resume_token);
    expect(stored.resume_json_data.resume_name).toBe('Lebenslauf Julia Becker (Kopie)');
    expect(JSON.parse(stored.resume_json_data.custom_section_one ?? '{}').id).toBe(
      (await customSectionIds(copy.resume_token))[0],
    );
  });

  it("refuses another account's resume (403) and copies nothing", async () => {
    const stranger = await registerUser(app);
    const res = await duplicate(token, { authorization: `Bearer ${stranger.token}` });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/gehört zu einem Konto/);
    const anonymous = await post(app, '/resume/duplicate', { resume_token: token });
    expect(anonymous.status).toBe(403);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/resume-listing',
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(list.json().data).toEqual([]);
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    expect((await duplicate(newToken())).status).toBe(404);
    const bad = await duplicate('../etc/passwd');
    expect(bad.status).toBe(400);
    expect((bad.body.errors as Record<string, string>)['body.resume_token']).toMatch(/32 Hex-Zeichen/);
  });
});
