import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seed } from './test/hostile-bodies';
import { seedAccount, snapshotTables } from './test/hostile-seed';
import { buildTestApp, newToken, post } from './test/test-app';

let app: FastifyInstance;
let seed: Seed & { login: string };
let login: { authorization: string };
beforeAll(async () => {
  app = await buildTestApp();
  seed = await seedAccount(app);
  login = { authorization: `Bearer ${seed.login}` };
});
afterAll(() => app.close());

const UNSAFE = 'Der Text enthält unzulässige Zeichen.';

/** The calls that answered 500 to a NUL byte or a lone surrogate, each with the field it was in. */
function textCalls(): [string, (bad: string) => Record<string, unknown>, string][] {
  const T = seed.resumeToken;
  const section = { resume_token: T, meta_key: 'extra_section', meta_sub_key: 'WebLinks' };
  return [
    [
      '/resume/save-meta',
      (bad) => ({ resume_token: T, meta_key: 'heading', meta_value: { fname: bad } }),
      'body.meta_value.fname',
    ],
    [
      '/resume/save-meta',
      (bad) => ({ resume_token: T, meta_key: 'summary', meta_value: { data: `<p>${bad}</p>` } }),
      'body.meta_value.data',
    ],
    [
      '/register',
      (bad) => ({
        first_name: bad,
        last_name: 'M',
        email: `n${newToken().slice(0, 6)}@example.de`,
        password: 'geheim123',
      }),
      'body.first_name',
    ],
    [
      '/update-profile',
      (bad) => ({ first_name: bad, last_name: 'M', city: 'K', country: 'D', zip_code: '1', phone: '1' }),
      'body.first_name',
    ],
    [
      '/resume/save-resume-object',
      (bad) => ({ resume_token: T, resume_name: bad, resume_json_data: {} }),
      'body.resume_name',
    ],
    [
      '/resume/save-resume-object',
      (bad) => ({ resume_token: T, resume_json_data: { [bad]: 'x' } }),
      `body.resume_json_data.${'\u0000'}`,
    ],
    [
      '/resume/save-local-resume',
      (bad) => ({ resume_token: T, resume_json_data: { FinalResume: bad } }),
      'body.resume_json_data.FinalResume',
    ],
    [
      '/resume/add-extra-section',
      (bad) => ({ ...section, meta_value: { link1: `https://a.de/${bad}` } }),
      'body.meta_value.link1',
    ],
    [
      '/resume/edit-extra-section',
      (bad) => ({ ...section, meta_sub_key: 'hobbiesInformation', meta_value: { data: bad } }),
      'body.meta_value.data',
    ],
    [
      '/resume/save-lang',
      (bad) => ({ resume_token: T, meta_value: { native: [{ nativeLang: bad }], languages: [] } }),
      'body.meta_value.native.0.nativeLang',
    ],
    [
      '/resume/add-custom-section',
      (bad) => ({ resume_token: T, meta_key: 'custom_section', meta_value: { title: bad } }),
      'body.meta_value.title',
    ],
    [
      `/resume/edit-custom-section/${seed.customSectionId}`,
      (bad) => ({
        resume_token: T,
        meta_key: 'custom_section',
        meta_value: { title: 'T', description: bad },
      }),
      'body.meta_value.description',
    ],
    ['/resume/create-signature', (bad) => ({ resume_token: T, text: bad }), 'body.text'],
    ['/resume/export', (bad) => ({ resume_token: T, format: 2, resume_name: bad }), 'body.resume_name'],
  ];
}

describe('text with a NUL byte or a lone surrogate', () => {
  it.each(['a\u0000b', '\ud800', 'x\udfffy'])(
    'is refused with a German 400 on every call that stores text (%j)',
    async (bad) => {
      const before = await snapshotTables(app);
      for (const [url, body, field] of textCalls()) {
        const res = await post(app, url, body(bad), login);
        expect([url, res.status]).toEqual([url, 400]);
        expect(res.body.message).toMatch(/unzulässige Zeichen/);
        const errors = res.body.errors as Record<string, string>;
        const expectedField = field.includes('\u0000') ? field.replace('\u0000', bad) : field;
        expect(errors[expectedField], `${url} ${JSON.stringify(errors)}`).toBe(UNSAFE);
      }
      expect(await snapshotTables(app)).toEqual(before);
    },
  );

  it('keeps a surrogate pair (an emoji) and umlauts', async () => {
    const res = await post(
      app,
      '/resume/save-meta',
      {
        resume_token: seed.resumeToken,
        meta_key: 'heading',
        meta_value: { fname: 'Jürgen 🙂', lname: 'Weiß' },
      },
      login,
    );
    expect(res.status).toBe(200);
    expect((res.body.resume as { meta_value: { fname: string } }).meta_value.fname).toBe('Jürgen 🙂');
  });

  it('is refused in a query string', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/resume/search-language?search=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { 'querystring.search': UNSAFE } });
  });
});

describe('ids', () => {
  it.each(['1e10', '-1', '1.5', '99999999999999999999', 'abc', '0', '0x10', '2147483648'])(
    'answers 400 to the path id %s',
    async (id) => {
      const res = await post(app, `/resume/custom-section/${id}`, { resume_token: seed.resumeToken }, login);
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty('params.id');
    },
  );

  it('still finds the largest id PostgreSQL can hold (404, not a 500)', async () => {
    const res = await post(
      app,
      '/resume/custom-section/2147483647',
      { resume_token: seed.resumeToken },
      login,
    );
    expect(res.status).toBe(404);
  });
});

describe('broken multipart bodies', () => {
  const photo = (contentType: string, payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload-photo',
      headers: { 'content-type': contentType },
      payload,
    });
  const field = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="resume_token"\r\n\r\n${seed.resumeToken}`;

  it('answers 400 in German when the boundary is missing', async () => {
    const res = await photo('multipart/form-data', `${field('b')}\r\n--b--\r\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/kein gültiges multipart\/form-data/);
  });

  it('answers 400 in German when the body ends in the middle of a part', async () => {
    const res = await photo(
      'multipart/form-data; boundary=b',
      `${field('b')}\r\n--b\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/multipart\/form-data|Foto|Bild/);
  });

  // busboy refuses a boundary over 256 characters with an error of its own ("The needle cannot
  // have a length bigger than 256"), which every upload route answered with 500.
  it.each(['/resume/upload-photo', '/attachments', '/import'])(
    'answers 400 in German to a boundary of 300 characters on %s',
    async (url) => {
      const boundary = 'b'.repeat(300);
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...login },
        payload: `${field(boundary)}\r\n--${boundary}--\r\n`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/kein gültiges multipart\/form-data.*Trennzeichen.*zu lang/);
    },
  );
});

describe('oversized and prototype-polluting bodies', () => {
  it('answers 413 to a 7 MB body', async () => {
    const res = await post(app, '/resume/save-meta', {
      resume_token: seed.resumeToken,
      x: 'x'.repeat(7 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Die Anfrage ist zu groß.');
  });

  it.each([
    '{"__proto__":{"polluted":true},"resume_token":"%T","meta_key":"heading","meta_value":{}}',
    '{"resume_token":"%T","meta_key":"heading","meta_value":{"constructor":{"prototype":{"polluted":true}}}}',
  ])('refuses %s with 400 and pollutes nothing', async (raw) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/resume/save-meta',
      headers: { 'content-type': 'application/json', ...login },
      payload: raw.replace('%T', seed.resumeToken),
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops a plain "prototype" key instead of storing it', async () => {
    const res = await post(
      app,
      '/resume/save-meta',
      {
        resume_token: seed.resumeToken,
        meta_key: 'heading',
        meta_value: { fname: 'Erika', prototype: { polluted: true } },
      },
      login,
    );
    expect(res.status).toBe(200);
    expect(res.body.resume).not.toHaveProperty('meta_value.prototype');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a body nested deeper than any resume with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/resume/save-meta',
      headers: { 'content-type': 'application/json' },
      payload: `{"meta_value":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Die Anfrage ist zu tief verschachtelt.');
  });
});
