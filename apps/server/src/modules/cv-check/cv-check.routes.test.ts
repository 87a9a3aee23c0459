import { saveResumeParts } from '@vita/shared/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resumes, users } from '../../db/schema';
import { postMultipart } from '../../test/multipart';
import { buildTestApp, newToken, post } from '../../test/test-app';
import { buildCv } from './fixtures/build-cv';
import { CHECK_DAY } from './fixtures/tuning-cvs';

let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  app = await buildTestApp({}, { now: () => CHECK_DAY });
  token = newToken();
});
afterEach(() => app.close());

/** Stores a CV through the API, call by call as the wizard does. */
async function store(spec: Parameters<typeof buildCv>[0]) {
  await saveResumeParts(
    async (call, body) => {
      const res = await post(app, call, body);
      if (res.status !== 200) throw new Error(`${call}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    token,
    buildCv(spec),
  );
}

const PLANTED = {
  first: 'Erik',
  last: 'Hansen',
  work: [
    {
      title: 'Vertriebsleiter',
      employer: 'Hansen & Co',
      from: '01/2022',
      to: 'now',
      bullets: ['Aufbau eines Vertriebsteams mit acht Mitarbeitenden', 'Verantwortlichkiet für den Umsatz'],
    },
    { title: 'Verkäufer', employer: 'Bauhaus', from: '01/2014', to: '03/2021' },
  ],
  education: [
    { degree: 'Ausbildung Kaufmann im Einzelhandel', school: 'Bauhaus', from: '08/2011', to: '12/2013' },
  ],
  skills: ['Englischkenntnisse', 'Verhandlungsführung'],
  native: ['Deutsch'],
  signatureDate: '2026-09-01',
};

const check = (body: object, headers = {}) =>
  post(app, '/resume/check', { resume_token: token, ...body }, headers);

describe('POST /resume/check', () => {
  it('checks the stored CV: gap, language level, signature date and spelling, each linked to its step', async () => {
    await store(PLANTED);
    const res = await check({ pages: 1 });
    expect(res.status).toBe(200);
    const findings = res.body.findings as {
      rule: string;
      section: string;
      entry?: number;
      message: string;
    }[];
    expect(findings.map((f) => `${f.rule}:${f.section}:${f.entry ?? ''}`).sort()).toEqual([
      'gap:work:0',
      'language_level:skills:',
      'signature_date:signature:',
      'spelling:work:0',
    ]);
    expect(findings.find((f) => f.rule === 'spelling')?.message).toBe(
      'Mögliche Rechtschreibfehler: Verantwortlichkiet.',
    );
    expect(res.body.score).toBe(100 - 6 - 6 - 6 - 2);
    expect(res.body.message).toBe(res.body.explanation);
    expect(res.body.costs).toEqual({ high: 12, medium: 6, low: 2 });
    expect(res.body.pages).toEqual({ count: 1, estimated: false });
    expect(res.body.reading_order).toEqual(
      expect.arrayContaining(['Name', 'Kontakt', 'Berufserfahrung', 'Ausbildung', 'Kenntnisse']),
    );
  }, 30_000);

  it('answers in English when asked', async () => {
    await store(PLANTED);
    const res = await check({ lang: 'en' });
    expect(res.status).toBe(200);
    const gap = (res.body.findings as { rule: string; message: string }[]).find((f) => f.rule === 'gap');
    expect(gap?.message).toBe('A gap of 9 months (04/2021 – 12/2021) before “Vertriebsleiter, Hansen & Co”.');
    expect(res.body.explanation).toMatch(/^4 findings: /);
    expect(res.body.pages).toMatchObject({ estimated: true });
  }, 30_000);

  it('names a photo too small to print, and no photo of a good size', async () => {
    await store({ ...PLANTED, signatureDate: '2026-11-14' });
    const upload = (height: number) =>
      sharp({ create: { width: Math.round(height * 0.78), height, channels: 3, background: '#c08040' } })
        .jpeg()
        .toBuffer()
        .then((data) =>
          postMultipart(
            app,
            '/resume/upload-photo',
            { resume_token: token },
            {
              field: 'photo',
              fileName: 'foto.jpg',
              data,
              contentType: 'image/jpeg',
            },
          ),
        );
    expect((await upload(400)).status).toBe(200);
    const small = await check({});
    expect((small.body.findings as { rule: string }[]).map((f) => f.rule)).toContain('photo_small');
    expect((await upload(900)).status).toBe(200);
    const fine = await check({});
    expect((fine.body.findings as { rule: string }[]).map((f) => f.rule)).not.toContain('photo_small');
  }, 30_000);

  it('answers 404 for an unknown resume_token', async () => {
    const res = await post(app, '/resume/check', { resume_token: newToken() });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Zu diesem resume_token gibt es keinen Lebenslauf.');
  });

  it("refuses another account's resume with 403, and opens it for its owner", async () => {
    await store({ first: 'Erik', last: 'Hansen' });
    const [owner] = await app.db.insert(users).values({ email: 'owner@example.de' }).returning();
    const [stranger] = await app.db.insert(users).values({ email: 'fremd@example.de' }).returning();
    if (!owner || !stranger) throw new Error('users not created');
    await app.db.update(resumes).set({ ownerId: owner.id }).where(eq(resumes.token, token));
    const bearer = async (user: typeof owner) => ({
      authorization: `Bearer ${await app.loginTokens.sign(user)}`,
    });
    expect((await check({})).status).toBe(403);
    expect((await check({}, await bearer(stranger))).status).toBe(403);
    expect((await check({}, await bearer(owner))).status).toBe(200);
  }, 30_000);

  it.each([
    [{ resume_token: 'nope' }, 'resume_token ist ungültig (32 Hex-Zeichen erwartet).'],
    [{ lang: 'fr' }, "lang muss 'de' oder 'en' sein."],
    [{ pages: 0 }, 'pages muss mindestens 1 sein.'],
    [{ pages: 2.5 }, 'pages muss eine ganze Zahl sein.'],
    [{ pages: '2' }, 'pages muss eine Zahl sein.'],
  ])('refuses bad input %j with a German message', async (body, message) => {
    const res = await check(body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });
});
