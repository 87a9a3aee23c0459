import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicationStatusChanges,
  attachments,
  communicationPreferences,
  customSections,
  extraSections,
  outbox,
  photos,
  resumeMeta,
  resumes,
  socialIdentities,
  trackedApplications,
  users,
} from '../../db/schema';
import { postMultipart } from '../../test/multipart';
import { buildTestApp, newToken, post } from '../../test/test-app';
import { createApplication, request } from '../applications-tracker/tracker.test-support';
import { uploadAttachment } from '../attachments/attachments.test-support';
import { call, registerUser } from '../auth/auth.test-support';
import { type JwksServer, startJwksServer } from '../auth/jwks.test-support';

let app: FastifyInstance;
afterEach(() => app.close());

async function uploadPhoto(token: string) {
  const image = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#4080c0' } })
    .png()
    .toBuffer();
  const file = { field: 'photo', fileName: 'p.png', data: image, contentType: 'image/png' };
  const res = await postMultipart(app, '/resume/upload-photo', { resume_token: token }, file);
  expect(res.status).toBe(200);
}

async function uploadScan(token: string) {
  const scan = await sharp({ create: { width: 300, height: 420, channels: 3, background: '#f4f1ea' } })
    .jpeg()
    .toBuffer();
  const res = await uploadAttachment(app, { resume_token: token, title: 'Abiturzeugnis' }, scan, 'abi.jpg');
  expect(res.status).toBe(200);
}

/** An anonymous resume with every kind of stored part, built through the API. */
async function fullResume(): Promise<string> {
  const token = newToken();
  const calls: Array<[string, Record<string, unknown>]> = [
    [
      '/resume/save-meta',
      { meta_key: 'heading', meta_value: { fname: 'Lena', lname: 'Schäfer', email: 'lena@example.de' } },
    ],
    ['/resume/save-meta', { meta_key: 'education', meta_value: { sdegree: 'Bachelor', sname: 'Uni Köln' } }],
    [
      '/resume/save-meta',
      { meta_key: 'work-expr', meta_value: { jobtitle: 'Pflegerin', employer: 'Klinikum' } },
    ],
    [
      '/resume/save-meta',
      { meta_key: 'skills', meta_value: { data: '<ul><li>Empathie</li></ul>', recommended: [] } },
    ],
    ['/resume/save-meta', { meta_key: 'summary', meta_value: { data: '<p>Erfahren</p>' } }],
    [
      '/resume/create-signature',
      { meta_key: 'signature', text: 'Lena Schäfer', adjustment: 'left', color: 'black' },
    ],
    [
      '/resume/add-extra-section',
      {
        meta_key: 'extra_section',
        meta_sub_key: 'hobbiesInformation',
        meta_value: { data: '<p>Segeln</p>' },
      },
    ],
    [
      '/resume/add-custom-section',
      { meta_key: 'custom_section', meta_value: { title: 'Ehrenamt', description: '<p>Tafel</p>' } },
    ],
    ['/resume/resume-style', { template_id: 1, colour: 'brand' }],
    ['/resume/save-resume-object', { resume_name: 'Pflege', resume_json_data: { templateId: '1' } }],
  ];
  for (const [url, body] of calls) {
    const res = await post(app, url, { resume_token: token, ...body });
    expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
  }
  await uploadPhoto(token);
  await uploadScan(token);
  return token;
}

const counts = async () => ({
  users: (await app.db.select().from(users)).length,
  resumes: (await app.db.select().from(resumes)).length,
  resumeMeta: (await app.db.select().from(resumeMeta)).length,
  extraSections: (await app.db.select().from(extraSections)).length,
  customSections: (await app.db.select().from(customSections)).length,
  photos: (await app.db.select().from(photos)).length,
  attachments: (await app.db.select().from(attachments)).length,
  preferences: (await app.db.select().from(communicationPreferences)).length,
  outbox: (await app.db.select().from(outbox)).length,
  applications: (await app.db.select().from(trackedApplications)).length,
  statusChanges: (await app.db.select().from(applicationStatusChanges)).length,
});

/** An application in the Bewerbungsmanager that went to an interview, with a kept Mappe. */
async function trackedApplication(login: string, resumeToken: string, sentPdf: Buffer) {
  const { id } = await createApplication(app, { token: login, resumeToken }, { status: 'applied' });
  await request(app, 'PUT', `/applications/${id}`, { token: login, body: { status: 'interview' } });
  // The kept Mappe as freezing stores it (binding one needs Chromium: freeze.test.ts).
  await app.db
    .update(trackedApplications)
    .set({ frozenPdf: sentPdf, frozenAt: new Date() })
    .where(eq(trackedApplications.id, id));
  return id;
}
const SENT_PDF = Buffer.from('%PDF-1.7\nMappe wie versendet\n%%EOF\n');

describe('GET /account/export (GDPR Art. 15 and 20)', () => {
  beforeEach(async () => {
    app = await buildTestApp();
  });

  it('contains the profile, the preferences and every resume with all its parts', async () => {
    const first = await fullResume();
    const account = await registerUser(app, { email: 'lena@example.de', resume_token: first });
    const second = newToken();
    await call(app, 'POST', '/resume/save-local-resume', {
      token: account.token,
      body: { resume_token: second, resume_name: 'Zweiter', resume_json_data: { a: 'b' } },
    });
    await call(app, 'POST', '/communication-preferences', {
      token: account.token,
      body: { insider_tips: true, job_alerts: false, new_features: false, market_research: false },
    });
    await call(app, 'POST', '/forgot-password', { body: { email: 'lena@example.de' } });
    await trackedApplication(account.token, first, SENT_PDF);

    const res = await call(app, 'GET', '/account/export', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.body.data as Record<string, unknown> & { resumes: Array<Record<string, unknown>> };
    expect(data.profile).toMatchObject({ firstname: 'Erika', email: 'lena@example.de' });
    expect(data.communication_preferences).toMatchObject({ insider_tips: true });
    expect(data.mails).toEqual([
      expect.objectContaining({ subject: 'Ihr Code zum Zurücksetzen des Passworts' }),
    ]);
    expect(JSON.stringify(data)).not.toContain('argon2');
    expect(data.resumes.map((r) => r.resume_token)).toEqual([first, second]);
    const [full] = data.resumes;
    expect(full).toMatchObject({
      resume_name: 'Pflege',
      meta: {
        heading: { fname: 'Lena', lname: 'Schäfer' },
        education: [expect.objectContaining({ sdegree: 'Bachelor' })],
        'work-expr': [expect.objectContaining({ jobtitle: 'Pflegerin' })],
        skills: { data: '<ul><li>Empathie</li></ul>' },
        summary: { data: '<p>Erfahren</p>' },
        signature: expect.objectContaining({ text: 'Lena Schäfer' }),
      },
      extra_sections: [expect.objectContaining({ meta_sub_key: 'hobbiesInformation' })],
      custom_sections: [expect.objectContaining({ title: 'Ehrenamt' })],
      style: expect.objectContaining({ template_id: 1 }),
      resume_json_data: { templateId: '1' },
    });
    expect(full?.photo).toMatch(/^data:image\/jpeg;base64,/);
    expect(full?.attachments).toEqual([
      expect.objectContaining({ title: 'Abiturzeugnis', mime: 'image/jpeg', pages: 1 }),
    ]);
    const [scan] = (full?.attachments ?? []) as Array<{ data_base64: string }>;
    expect((await sharp(Buffer.from(scan?.data_base64 ?? '', 'base64')).metadata()).width).toBe(300);
    const [application] = data.applications as Array<Record<string, unknown> & { sent_pdf_base64: string }>;
    expect(application).toMatchObject({
      company: 'Klinikum Köln',
      position: 'Pflegefachkraft',
      status: 'interview',
      resume_token: first,
      history: [
        expect.objectContaining({ status: 'applied' }),
        expect.objectContaining({ status: 'interview' }),
      ],
    });
    expect(Buffer.from(application?.sent_pdf_base64 ?? '', 'base64').equals(SENT_PDF)).toBe(true);
  });
});

describe('POST /account/delete', () => {
  beforeEach(async () => {
    app = await buildTestApp();
  });

  it('refuses a wrong password and deletes nothing', async () => {
    const account = await registerUser(app, { resume_token: await fullResume() });
    const before = await counts();
    const res = await call(app, 'POST', '/account/delete', {
      token: account.token,
      body: { password: 'falsch' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('wrong_password');
    expect(await counts()).toEqual(before);
  });

  it('deletes the account, every resume with its parts and the mails, and keeps other accounts', async () => {
    const otherResume = await fullResume();
    const other = await registerUser(app, { resume_token: otherResume });
    const ownResume = await fullResume();
    const account = await registerUser(app, { email: 'lena@example.de', resume_token: ownResume });
    await trackedApplication(other.token, otherResume, SENT_PDF);
    await trackedApplication(account.token, ownResume, SENT_PDF);
    await trackedApplication(account.token, ownResume, SENT_PDF);
    await call(app, 'POST', '/communication-preferences', {
      token: account.token,
      body: { insider_tips: true, job_alerts: true, new_features: false, market_research: false },
    });
    await call(app, 'POST', '/forgot-password', { body: { email: 'lena@example.de' } });
    const res = await call(app, 'POST', '/account/delete', {
      token: account.token,
      body: { password: account.password },
    });
    expect(res.status).toBe(200);
    expect(await counts()).toEqual({
      users: 1,
      resumes: 1,
      resumeMeta: 6,
      extraSections: 1,
      customSections: 1,
      photos: 1,
      attachments: 1,
      preferences: 0,
      outbox: 0,
      applications: 1,
      statusChanges: 2,
    });
    expect((await call(app, 'GET', '/profile-info', { token: account.token })).status).toBe(401);
    expect((await call(app, 'GET', '/profile-info', { token: other.token })).status).toBe(200);
    const login = await call(app, 'POST', '/login', {
      body: { mode: 'web', email: 'lena@example.de', password: account.password },
    });
    expect(login.status).toBe(401);
  });
});

describe('deleting an account made by social login', () => {
  let jwks: JwksServer;
  beforeAll(async () => {
    jwks = await startJwksServer();
  });
  afterAll(() => jwks.close());

  it('asks for a confirmation instead of a password', async () => {
    app = await buildTestApp({ googleClientId: 'client', googleJwksUrl: jwks.url });
    const idToken = await jwks.sign({
      issuer: 'https://accounts.google.com',
      audience: 'client',
      subject: 'g-1',
      claims: { email: 'g@example.de', email_verified: true },
    });
    const login = await call(app, 'POST', '/login', {
      body: { mode: 'google', social_id: 'g-1', login_token: idToken },
    });
    const token = login.body.token as string;
    const unconfirmed = await call(app, 'POST', '/account/delete', { token, body: {} });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.code).toBe('confirmation_required');
    expect((await call(app, 'POST', '/account/delete', { token, body: { confirm: true } })).status).toBe(200);
    expect(await app.db.select().from(users)).toHaveLength(0);
    expect(await app.db.select().from(socialIdentities)).toHaveLength(0);
  });
});
