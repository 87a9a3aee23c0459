import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { buildTestApp } from '../../test/test-app';
import { ParsePool } from './parse-pool';
import { uploadForImport } from './upload.test-support';

const pdf = readFileSync(path.join(import.meta.dirname, 'fixtures', 'files', 'europass.pdf'));

/** A Word file that takes mammoth seconds to read: thousands of paragraphs. */
async function bigWordFile(): Promise<Buffer> {
  const lines = Array.from(
    { length: 3000 },
    (_, i) => new Paragraph(`Zeile ${i}: Verantwortung für Projekte und Kunden in der Region`),
  );
  const children = [new Paragraph('Max Mustermann'), ...lines];
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

describe('reading uploads in worker threads', () => {
  it('answers /health while a big Word file is being read in a worker', async () => {
    const data = await bigWordFile();
    const order: string[] = [];
    const upload = uploadForImport(app, 'gross.docx', data).then((res) => {
      order.push('import');
      return res;
    });
    const health = app.inject({ method: 'GET', url: '/api/v1/health' }).then((res) => {
      order.push('health');
      return res;
    });
    const [imported, healthy] = await Promise.all([upload, health]);
    expect(healthy.statusCode).toBe(200);
    expect(imported.status, imported.body.message).toBe(200);
    expect(order).toEqual(['health', 'import']);
  }, 120_000);

  it('gives up a file that takes too long with a German 422 and stops its worker', async () => {
    const pool = new ParsePool({ size: 1, timeoutMs: 1, maxWaiting: 1 });
    const error = await pool.read('pdf', pdf).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(422);
    expect((error as HttpError).message).toMatch(/nicht in angemessener Zeit lesen/);
    await pool.close();
  }, 60_000);

  it('answers 503 when more uploads wait than the pool takes, and reads the others', async () => {
    const pool = new ParsePool({ size: 1, timeoutMs: 30_000, maxWaiting: 0 });
    const first = pool.read('pdf', pdf);
    const second = await pool.read('pdf', pdf).catch((e: unknown) => e);
    expect((second as HttpError).statusCode).toBe(503);
    expect((second as HttpError).message).toMatch(/versuchen Sie es in einer Minute/);
    expect((await first).draft.parts.heading?.lname).not.toBe('');
    await pool.close();
  }, 60_000);
});
