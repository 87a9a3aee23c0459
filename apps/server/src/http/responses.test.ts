import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { apiErrorSchema } from '@vita/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app';
import { testConfig, testDatabase } from '../test/test-app';
import { registerErrorHandler } from './errors';
import { replies } from './responses';
import type { RouteEntry } from './route-table';
import { strictSerializerCompiler } from './serializer';

/** Every route the app adds, with its response map, from the app's own route table. */
async function routesOf(overrides: Parameters<typeof testConfig>[0]): Promise<readonly RouteEntry[]> {
  const app = await createApp(testConfig(overrides), { database: await testDatabase(), logger: false });
  const routes = app.routeTable;
  await app.close();
  return routes;
}

/** The parts of a zod schema that only work one way (parse): encoding through them throws. */
function oneWayParts(schema: z.core.$ZodType, at = ''): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (key: string) => def[key] as z.core.$ZodType;
  switch (def.type) {
    case 'transform':
      return [at || '(root)'];
    case 'pipe':
      return [...oneWayParts(inner('in'), at), ...oneWayParts(inner('out'), at)];
    case 'object':
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, value]) =>
        oneWayParts(value, `${at}.${key}`),
      );
    case 'array':
      return oneWayParts(inner('element'), `${at}[]`);
    case 'record':
      return oneWayParts(inner('valueType'), `${at}{}`);
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((option) => oneWayParts(option, at));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return oneWayParts(inner('innerType'), at);
    default:
      return [];
  }
}

const zodSchemasOf = (response: Record<string, unknown>): [string, z.core.$ZodType][] =>
  Object.entries(response).flatMap(([status, value]) => {
    if (value instanceof z.core.$ZodType) return [[status, value] as [string, z.core.$ZodType]];
    const content = (value as { content: Record<string, { schema: z.core.$ZodType }> }).content;
    return Object.entries(content).map(
      ([type, { schema }]) => [`${status} ${type}`, schema] as [string, z.core.$ZodType],
    );
  });

describe('response schemas', () => {
  let distDir: string;
  let routes: RouteEntry[];

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vita-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Vita</title>');
    fs.writeFileSync(path.join(distDir, 'assets', 'app.js'), 'export {};');
    // The test provider's routes in one app, Stripe's webhook (mounted only with Stripe) in another.
    routes = [
      ...(await routesOf({ webDistDir: distDir })),
      ...(await routesOf({
        stripe: {
          secretKey: 'sk_test_vita_secret',
          publishableKey: 'pk_test_vita_public',
          webhookSecret: 'whsec_vita',
          apiBase: 'http://127.0.0.1:9',
        },
      })),
    ];
  });
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it('are declared on every API route: a success status, and the error shape for 4xx and 5xx', () => {
    const api = routes.filter((route) => route.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(60);
    expect(api.map((route) => route.url)).toContain('/api/v1/stripe/webhook');
    const undeclared = api
      .filter(
        (route) =>
          !route.response ||
          !Object.keys(route.response).some((status) => /^2\d\d$/.test(status)) ||
          route.response['4xx'] !== apiErrorSchema ||
          route.response['5xx'] !== apiErrorSchema,
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('leave out only the built SPA files and the metrics text, which are not JSON', () => {
    const others = routes.filter((route) => !route.url.startsWith('/api/') && !route.response);
    // @fastify/static serves the built files (JS, CSS) through one wildcard route, `/` the page's
    // HTML. /metrics is Prometheus' text format, which no JSON schema describes.
    const files = new Set(['/*', '/', '/metrics']);
    expect(
      others.filter((route) => !files.has(route.url) || !['GET', 'HEAD'].includes(route.method)),
    ).toEqual([]);
    expect(others.length).toBeGreaterThan(0);
  });

  it('have no one-way parts (a transform cannot encode: every answer of its route would be a 500)', () => {
    const oneWay = routes.flatMap((route) =>
      zodSchemasOf(route.response ?? {}).flatMap(([status, schema]) =>
        oneWayParts(schema).map((part) => `${route.method} ${route.url} ${status} ${part}`),
      ),
    );
    expect(oneWay).toEqual([]);
  });
});

/** A bare Fastify with our error handler and the zod serializer, logging into `lines`. */
function contractApp(lines: string[], serializer = serializerCompiler) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializer);
  registerErrorHandler(app);
  const profile = z.object({ status: z.literal(200), message: z.string(), email: z.string() });
  app.get('/named', { schema: { response: replies(profile) } }, async () => ({
    status: 200,
    message: 'OK',
    email: 'lena@example.de',
    password_hash: '$argon2id$secret',
  }));
  app.get('/broken', { schema: { response: replies(profile) } }, async () => ({
    status: 200,
    message: 'OK',
    email: { note: 'geheim-wert' },
  }));
  return app;
}

describe('the zod serializer', () => {
  it('sends only the fields the contract names', async () => {
    const app = contractApp([]);
    const res = await app.inject({ method: 'GET', url: '/named' });
    expect(res.json()).toEqual({ status: 200, message: 'OK', email: 'lena@example.de' });
    await app.close();
  });

  it('fails a field the contract does not name in tests (strict), where production drops it', async () => {
    const lines: string[] = [];
    const app = contractApp(lines, strictSerializerCompiler);
    const res = await app.inject({ method: 'GET', url: '/named' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('argon2');
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ issues: [expect.objectContaining({ path: 'password_hash' })] }),
    );
    await app.close();
  });

  it('answers an answer that breaks its contract with a 500 and logs the route and field, not the value', async () => {
    const lines: string[] = [];
    const app = contractApp(lines);
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 500,
      message: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'response does not match its contract',
        route: 'GET /broken',
        issues: [expect.objectContaining({ path: 'email', code: 'invalid_type' })],
      }),
    );
    expect(lines.join('')).not.toContain('geheim-wert');
    await app.close();
  });
});
