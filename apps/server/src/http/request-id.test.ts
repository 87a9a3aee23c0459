import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabase } from '../test/test-app';

let app: FastifyInstance | undefined;
// A fresh embedded database takes seconds on a busy machine: open it within the hook's time.
beforeAll(() => testDatabase());
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('gives every request a new id and returns it in X-Request-Id', async () => {
    app = await buildTestApp();
    const first = await app.inject({ method: 'GET', url: '/livez' });
    const second = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("keeps the proxy's X-Request-Id when it looks sane", async () => {
    app = await buildTestApp();
    const res = await app.inject({
      method: 'GET',
      url: '/livez',
      headers: { 'x-request-id': 'caddy-7f3a.91:b_2' },
    });
    expect(res.headers['x-request-id']).toBe('caddy-7f3a.91:b_2');
  });

  it('replaces an id that could forge log lines or flood them', async () => {
    app = await buildTestApp();
    for (const given of ['a b', 'x\\"}{"level":60', 'ä', 'x'.repeat(129), '']) {
      const res = await app.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id'], given).toMatch(UUID);
    }
  });
});
