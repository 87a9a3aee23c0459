import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseBodies, baseQueries, type JsonValue, type Seed } from './test/hostile-bodies';
import {
  bodyMutations,
  type HostileRequest,
  pathIdAttacks,
  requestAttacks,
  urlAttacks,
} from './test/hostile-requests';
import { seedAccount, snapshotTables } from './test/hostile-seed';
import { buildTestApp, post } from './test/test-app';

let app: FastifyInstance;
let seed: Seed & { login: string };
beforeAll(async () => {
  app = await buildTestApp();
  seed = await seedAccount(app);
});
afterAll(() => app.close());

const json = { 'content-type': 'application/json' };

/**
 * The attacks on a POST request as a whole (7 MB bodies, broken JSON, bad multipart), built once:
 * they differ between routes only in the address. Built for each of the 70-odd POST routes they
 * took 40 s of a 50 s run on an idle machine, before a single request: the pdf.js that the CV
 * import loads replaces JSON.stringify with core-js's (for JSON.rawJSON, which Node 20 lacks),
 * and that needs 0.6 s for the 7 MB JSON body (the native one 15 ms). Loaded, many times that.
 */
function wholeRequestAttacks(): (url: string) => HostileRequest[] {
  const ROUTE = '/__route__';
  const attacks = requestAttacks(ROUTE, seed.resumeToken);
  for (const { kind, request } of attacks) {
    // What makes sharing them right: the address is used for nothing but the request's own.
    if (request.url !== ROUTE || String(request.payload ?? '').includes(ROUTE))
      throw new Error(`requestAttacks now puts the route into ${kind}: build it per route again`);
  }
  return (url) => attacks.map((attack) => ({ ...attack, request: { ...attack.request, url } }));
}

/** Every malformed request for every route the app has (HEAD twins aside). */
function hostileRequests(): HostileRequest[] {
  const bodies = baseBodies(seed);
  const requestAttacksOn = wholeRequestAttacks();
  const requests: HostileRequest[] = [];
  for (const route of app.routeTable.filter((r) => r.method !== 'HEAD')) {
    const key = `${route.method} ${route.url}`;
    const ids = pathIdAttacks(route.url);
    const url = route.url.replace(
      ':id',
      String(route.url.includes('extra') ? seed.extraSectionId : seed.customSectionId),
    );
    for (const { kind, url: badUrl } of ids) {
      const body = bodies[key]?.[0];
      requests.push({
        kind,
        expect: 'refused',
        request: {
          method: route.method as 'POST',
          url: badUrl,
          ...(route.method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}), headers: json }),
        },
      });
    }
    requests.push(...urlAttacks(route.method, url, baseQueries[key] ?? {}));
    if (route.method === 'GET') continue;
    requests.push(...requestAttacksOn(url));
    for (const body of bodies[key] ?? [{}]) {
      for (const { kind, payload } of bodyMutations(body as JsonValue, route.bodySchema)) {
        requests.push({ kind, expect: 'refused', request: { method: 'POST', url, payload, headers: json } });
      }
    }
  }
  return requests;
}

describe('hostile input on every route', () => {
  it('refuses over 1,000 malformed requests with 4xx, changes nothing and stays up', async () => {
    const before = await snapshotTables(app);
    const requests = hostileRequests();
    const failures: string[] = [];
    const perRoute = new Map<string, number>();
    for (const { kind, expect: expected, request } of requests) {
      const path = request.url.split('?')[0] as string;
      // "Überall abmelden" takes no input: any request to it with the login is a real sign-out
      // (sessions.test.ts covers that), so it is attacked without one; every other route with it.
      const login = path === '/api/v1/logout-all' ? {} : { authorization: `Bearer ${seed.login}` };
      const res = await app.inject({ ...request, headers: { ...login, ...request.headers } });
      perRoute.set(path, (perRoute.get(path) ?? 0) + 1);
      const refused = res.statusCode >= 400 && res.statusCode < 500;
      // The readiness probe's 503 is its honest answer here (the test app has no PDF pool), not a crash.
      const notReady = path === '/readyz' && res.statusCode === 503 && res.json().ready === false;
      const bad = (res.statusCode >= 500 && !notReady) || (expected === 'refused' && !refused);
      const body = res.body.slice(0, 300);
      if (bad)
        failures.push(
          `${kind} ${request.url} ${String(request.payload ?? '').slice(0, 160)} → ${res.statusCode} ${body}`,
        );
      // The public share pages (/s/<slug>) answer people, not the app: a German HTML page with a title.
      const page = String(res.headers['content-type']).startsWith('text/html');
      if (page && !(path.startsWith('/s/') && /<title>[^<]+<\/title>/.test(res.body)))
        failures.push(`${kind} ${request.url}: an HTML answer outside the share pages or without a title`);
      if (refused && !page && typeof (res.json() as { message?: unknown }).message !== 'string')
        failures.push(`${kind} ${request.url}: no message`);
      if (/\n\s+at /.test(res.body)) failures.push(`${kind} ${request.url}: stack trace`);
    }
    expect(failures.slice(0, 40)).toEqual([]);
    expect(requests.length).toBeGreaterThanOrEqual(1000);
    for (const route of app.routeTable.filter((r) => r.method !== 'HEAD')) {
      // An id anywhere in the path (/applications/:id/freeze) is any one path segment.
      const pattern = new RegExp(`^${route.url.replace(':id', '[^/]*')}`);
      const hits = [...perRoute].filter(([url]) => pattern.test(url)).reduce((sum, [, n]) => sum + n, 0);
      expect(hits, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(3);
    }
    expect(await snapshotTables(app)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const write = await post(
      app,
      '/resume/save-meta',
      { resume_token: seed.resumeToken, meta_key: 'summary', meta_value: { data: '<p>Noch da.</p>' } },
      { authorization: `Bearer ${seed.login}` },
    );
    expect(write.status).toBe(200);
    // About 7 s alone on two cores, up to 60 s seen beside other suites (load > 10): four times that.
  }, 240_000);
});
