import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from './test/fuzz-calls';
import { buildTestApp, newToken } from './test/test-app';

const POST_CALLS = [
  'save-meta',
  'get-meta',
  'update-meta-value',
  'delete-meta',
  'delete-meta-section',
  'delete-resume-section',
  'save-resume-object',
  'get-resume-object',
  'get-resume-style',
  'resume-style',
  'listings',
  'sub-category',
  'popular-sub-category',
  'add-extra-section',
  'edit-extra-section',
  'edit-extra-section/1',
  'delete-extra-section/1',
  'add-custom-section',
  'custom-section-listing',
  'custom-section/1',
  'edit-custom-section/1',
  'delete-custom-section/1',
  'save-lang',
  'upload-photo',
  'get-photo',
  'create-signature',
  'update-signature',
  'document',
].map((call) => `/api/v1/resume/${call}`);
const GET_CALLS = ['search-subcategory', 'search-language', 'degree', 'all-languages'].map(
  (c) => `/api/v1/resume/${c}`,
);

const hostile: unknown[] = [
  null,
  0,
  -1,
  1e308,
  '',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '\u0000\uffff',
  [],
  {},
  { $gt: '' },
  true,
  [1, [2, [3]]],
];

function payloadFor(rand: () => number, token: string): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const fields = [
    'resume_token',
    'meta_key',
    'meta_value',
    'meta_index',
    'meta_sub_key',
    'category_id',
    'sub_category_id',
    'section',
    'resume_json_data',
    'template_id',
    'formatting',
    'layout',
    '__proto__',
    'constructor',
  ];
  const values = [
    ...hostile,
    token,
    'heading',
    'education',
    'work-expr',
    'extra_section',
    'WebLinks',
    4,
    9,
    99,
  ];
  const body: Record<string, unknown> = {};
  const n = Math.floor(rand() * 6);
  for (let i = 0; i < n; i++)
    Object.defineProperty(body, pick(fields), {
      value: pick(values),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  return rand() < 0.15 ? pick(hostile) : body;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('malformed and hostile input', () => {
  it('never answers 5xx to 400 random payloads across every call', async () => {
    const rand = seededRandom(20261122);
    const token = newToken();
    const failures: string[] = [];
    for (let i = 0; i < 400; i++) {
      const useGet = rand() < 0.15;
      const url = useGet ? GET_CALLS[i % GET_CALLS.length] : POST_CALLS[i % POST_CALLS.length];
      const payload = payloadFor(rand, token);
      const res = useGet
        ? await app.inject({
            method: 'GET',
            url: `${url}?category_id=${encodeURIComponent(JSON.stringify(payload) ?? '')}&search=%00%ff`,
          })
        : await app.inject({
            method: 'POST',
            url: url as string,
            payload: rand() < 0.1 ? `${JSON.stringify(payload)}}` : JSON.stringify(payload),
            headers: { 'content-type': rand() < 0.05 ? 'text/plain' : 'application/json' },
          });
      if (res.statusCode >= 500)
        failures.push(`${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body}`);
      const body = res.json() as { status?: unknown; message?: unknown; stack?: unknown };
      expect(typeof body.message === 'string' || Array.isArray(body) || typeof body.status === 'number').toBe(
        true,
      );
      expect(res.body).not.toMatch(/\n\s+at /);
    }
    expect(failures).toEqual([]);
  });
});
