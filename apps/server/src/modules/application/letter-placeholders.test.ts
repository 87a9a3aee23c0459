import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newToken, post } from '../../test/test-app';

// No print entry: a refused letter never reaches Chromium, and a finished one fails later (503).
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp({ exportRequiresPlan: false });
  token = newToken();
  const saved = await post(app, '/resume/save-resume-object', {
    resume_token: token,
    resume_name: 'Sabine',
    resume_json_data: {},
  });
  expect(saved.status, saved.body.message).toBe(200);
}, 60_000);
afterAll(() => app?.close());

async function letterWith(body: string, subject = 'Bewerbung als Filialleitung (m/w/d)') {
  const res = await post(app, '/letters', {
    resume_token: token,
    recipient: { company: 'Drogeriemarkt Hansen GmbH' },
    subject,
    body,
  });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.data as { id: number }).id;
}

const exportWith = (letterId: number, parts: string[], url = '/application/export') =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: { resume_token: token, letter_id: letterId, parts },
  });

describe('a letter with placeholders is not printed', () => {
  it('refuses the letter alone and the Mappe with 422, naming each placeholder', async () => {
    const id = await letterWith(
      '<p>Beginnen kann ich zum [Eintrittstermin], besonders bei [Aufgabe aus der Anzeige].</p>',
    );
    for (const parts of [['letter'], ['cover', 'letter', 'resume']]) {
      for (const url of ['/application/export', '/application/preflight']) {
        const res = await exportWith(id, parts, url);
        expect(res.statusCode, `${url} ${res.body}`).toBe(422);
        const { message } = res.json() as { message: string };
        expect(message).toContain('„[Eintrittstermin]“');
        expect(message).toContain('„[Aufgabe aus der Anzeige]“');
      }
    }
  });

  it('refuses a placeholder in the subject too', async () => {
    const id = await letterWith('<p>Seit 2019 leite ich die Filiale.</p>', 'Bewerbung als [Position]');
    const res = await exportWith(id, ['letter']);
    expect(res.statusCode).toBe(422);
    expect((res.json() as { message: string }).message).toContain('„[Position]“');
  });

  it('lets a Mappe without the letter through, and a finished letter past the check', async () => {
    const id = await letterWith('<p>Beginnen kann ich zum [Eintrittstermin].</p>');
    const resumeOnly = await exportWith(id, ['resume'], '/application/preflight');
    expect(resumeOnly.statusCode).not.toBe(422);
    const done = await letterWith('<p>Beginnen kann ich zum 1. März 2027.</p>');
    expect((await exportWith(done, ['letter'], '/application/preflight')).statusCode).not.toBe(422);
  });
});
