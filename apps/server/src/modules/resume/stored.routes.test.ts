import { REOPEN_META_KEYS } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { newToken, post } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import { storeResume } from '../export/sample-resume.test-support';

useTestApp();

const read = async (url: string, body: object) => {
  const res = await post(app, url, body);
  expect(res.status, `${url}: ${res.body.message}`).toBe(200);
  return res.body;
};

describe('POST /resume/stored (reopening a resume by link in one request)', () => {
  it('answers every part as its own read route does', async () => {
    const token = await storeResume(app);
    const body = { resume_token: token };
    const stored = (await read('/resume/stored', body)).data as Record<string, unknown>;
    expect(stored.object).toEqual((await read('/resume/get-resume-object', body)).data);
    expect(stored.style).toEqual((await read('/resume/get-resume-style', body)).data);
    expect(stored.document).toEqual((await read('/resume/document', body)).data);
    expect(stored.custom_sections).toEqual((await read('/resume/custom-section-listing', body)).data);
    expect((stored.custom_sections as unknown[]).length).toBeGreaterThan(0);
    expect(stored.photo).toBe((await read('/resume/get-photo', body)).base64_img);
    expect(stored.photo).toMatch(/^data:image\/jpeg;base64,/);
    for (const key of REOPEN_META_KEYS) {
      const meta = (await read('/resume/get-meta', { ...body, meta_key: key })).resume as {
        meta_value: unknown;
      };
      expect((stored.meta as Record<string, unknown>)[key], key).toEqual(meta.meta_value);
    }
  });

  it('answers a resume with nothing but a name with empty parts', async () => {
    const token = newToken();
    await read('/resume/save-resume-object', {
      resume_token: token,
      resume_name: 'Leer',
      resume_json_data: {},
      resume_strength: 0,
    });
    const stored = (await read('/resume/stored', { resume_token: token })).data;
    expect(stored).toMatchObject({
      object: { resume_name: 'Leer' },
      meta: { heading: null, education: [], 'work-expr': [], summary: null },
      custom_sections: [],
      photo: '',
    });
  });

  it('answers 404 in German for an unknown token and changes nothing', async () => {
    const res = await post(app, '/resume/stored', { resume_token: newToken() });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/keinen Lebenslauf/);
  });
});
