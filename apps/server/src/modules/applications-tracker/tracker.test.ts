import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { testConfig, testDatabase } from '../../test/test-app';
import { app, clock, useTestApp } from '../../test/use-test-app';
import { mailsTo } from '../billing/billing.test-support';
import { accountWithResume, createApplication, request } from './tracker.test-support';

useTestApp();

const DAY = 24 * 60 * 60_000;

describe('the Bewerbungsmanager API (/applications)', () => {
  it('creates, lists newest first, reads, changes and deletes an application', async () => {
    const lena = await accountWithResume(app);
    const first = await createApplication(app, lena, {
      job_ad_text: 'Wir suchen eine Pflegefachkraft (m/w/d) mit Erfahrung in der Intensivpflege.',
      job_ad_url: 'www.klinikum-koeln.de/jobs/123',
      contact_name: 'Frau Dr. Anna Berger',
      contact_email: ' Anna.Berger@Klinikum.de ',
      follow_up_at: '2026-03-16',
    });
    expect(first).toMatchObject({
      company: 'Klinikum Köln',
      position: 'Pflegefachkraft',
      status: 'saved',
      job_ad_url: 'https://www.klinikum-koeln.de/jobs/123',
      contact_email: 'anna.berger@klinikum.de',
      resume_token: lena.resumeToken,
      letter_id: null,
      frozen: null,
      sent_at: null,
      sent_to: null,
      follow_up_due: false,
      history: [{ status: 'saved', changed_at: '2026-03-02T09:00:00.000Z' }],
    });
    clock.advance(60_000);
    const second = await createApplication(app, lena, {
      company: 'Bäckerei Schäfer',
      position: 'Verkäuferin',
    });

    const list = await request(app, 'GET', '/applications', { token: lena.token });
    expect(list.status).toBe(200);
    expect((list.body.data as { id: number }[]).map((a) => a.id)).toEqual([second.id, first.id]);

    const changed = await request(app, 'PUT', `/applications/${first.id}`, {
      token: lena.token,
      body: { notes: 'Nach Schichtmodell fragen.' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      notes: 'Nach Schichtmodell fragen.',
      company: 'Klinikum Köln',
    });

    const deleted = await request(app, 'DELETE', `/applications/${first.id}`, { token: lena.token });
    expect(deleted.status).toBe(200);
    expect((await request(app, 'GET', `/applications/${first.id}`, { token: lena.token })).status).toBe(404);
  });

  it('keeps every status change with its date in the history', async () => {
    const lena = await accountWithResume(app);
    const { id } = await createApplication(app, lena, { status: 'applied', applied_at: '2026-03-02' });
    for (const status of ['acknowledged', 'interview', 'interview', 'offer']) {
      clock.advance(DAY);
      const res = await request(app, 'PUT', `/applications/${id}`, { token: lena.token, body: { status } });
      expect(res.status).toBe(200);
    }
    const res = await request(app, 'GET', `/applications/${id}`, { token: lena.token });
    expect(res.body.data).toMatchObject({
      status: 'offer',
      history: [
        { status: 'applied', changed_at: '2026-03-02T09:00:00.000Z' },
        { status: 'acknowledged', changed_at: '2026-03-03T09:00:00.000Z' },
        { status: 'interview', changed_at: '2026-03-04T09:00:00.000Z' },
        { status: 'offer', changed_at: '2026-03-06T09:00:00.000Z' },
      ],
    });
  });

  it('answers anyone but the owner with 404, and callers without login with 401', async () => {
    const lena = await accountWithResume(app);
    const max = await accountWithResume(app);
    const { id } = await createApplication(app, lena);
    for (const [method, url, body] of [
      ['GET', `/applications/${id}`, undefined],
      ['PUT', `/applications/${id}`, { status: 'rejected' }],
      ['DELETE', `/applications/${id}`, undefined],
      ['POST', `/applications/${id}/freeze`, {}],
      ['GET', `/applications/${id}/sent.pdf`, undefined],
    ] as const) {
      const res = await request(app, method, url, { token: max.token, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe('Diese Bewerbung gibt es nicht (oder sie gehört nicht zu Ihnen).');
      expect((await request(app, method, url, { body })).status).toBe(401);
    }
    expect((await request(app, 'GET', '/applications', { token: max.token })).body.data).toEqual([]);
    expect((await request(app, 'GET', '/applications')).status).toBe(401);
    const still = await request(app, 'GET', `/applications/${id}`, { token: lena.token });
    expect(still.body.data).toMatchObject({ status: 'saved', history: [{ status: 'saved' }] });
  });

  it('refuses another account’s resume or letter with a clear message', async () => {
    const lena = await accountWithResume(app);
    const max = await accountWithResume(app);
    const letter = await request(app, 'POST', '/letters', {
      token: max.token,
      body: { resume_token: max.resumeToken, recipient: { company: 'Max GmbH' } },
    });
    const maxLetter = (letter.body.data as { id: number }).id;
    const foreignResume = await request(app, 'POST', '/applications', {
      token: lena.token,
      body: { resume_token: max.resumeToken, company: 'Firma', position: 'Stelle' },
    });
    expect(foreignResume.status).toBe(400);
    expect(foreignResume.body.errors).toEqual({
      resume_token:
        'Diesen Lebenslauf gibt es in Ihrem Konto nicht. Bitte wählen Sie einen Ihrer Lebensläufe.',
    });
    const foreignLetter = await request(app, 'POST', '/applications', {
      token: lena.token,
      body: { resume_token: lena.resumeToken, company: 'Firma', position: 'Stelle', letter_id: maxLetter },
    });
    expect(foreignLetter.status).toBe(400);
    expect(foreignLetter.body.errors?.letter_id).toContain('gehört nicht zum gewählten Lebenslauf');
    const { id } = await createApplication(app, lena);
    const put = await request(app, 'PUT', `/applications/${id}`, {
      token: lena.token,
      body: { letter_id: maxLetter },
    });
    expect(put.status).toBe(400);
    expect((await request(app, 'GET', '/applications', { token: lena.token })).body.data).toHaveLength(1);
  });

  it.each([
    ['company', { company: '' }, 'company', 'Die Firma ist ein Pflichtfeld.'],
    ['position', { position: 'x'.repeat(151) }, 'position', 'Die Position: höchstens 150 Zeichen.'],
    [
      'job_ad_url',
      { job_ad_url: 'javascript:alert(1)' },
      'job_ad_url',
      'Bitte geben Sie eine gültige Webadresse ein',
    ],
    [
      'contact_email',
      { contact_email: 'anna@' },
      'contact_email',
      'Bitte geben Sie eine gültige E-Mail-Adresse der Kontaktperson ein.',
    ],
    [
      'applied_at',
      { applied_at: '2026-02-30' },
      'applied_at',
      'Beworben am: bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.',
    ],
    [
      'follow_up_at',
      { follow_up_at: '16.03.2026' },
      'follow_up_at',
      'Nachfassen am: bitte ein gültiges Datum',
    ],
    ['status', { status: 'hired' }, 'status', 'Unbekannter Status.'],
    ['notes', { notes: 'x'.repeat(5001) }, 'notes', 'Notizen: höchstens 5000 Zeichen.'],
  ])('refuses a bad %s with a German message and stores nothing', async (_, fields, field, message) => {
    const lena = await accountWithResume(app);
    const res = await request(app, 'POST', '/applications', {
      token: lena.token,
      body: { resume_token: lena.resumeToken, company: 'Firma', position: 'Stelle', ...fields },
    });
    expect(res.status).toBe(400);
    expect(Object.entries(res.body.errors ?? {}).find(([key]) => key.endsWith(field))?.[1]).toContain(
      message,
    );
    expect((await request(app, 'GET', '/applications', { token: lena.token })).body.data).toEqual([]);
    const { id } = await createApplication(app, lena);
    const put = await request(app, 'PUT', `/applications/${id}`, { token: lena.token, body: fields });
    expect(put.status).toBe(400);
    const kept = await request(app, 'GET', `/applications/${id}`, { token: lena.token });
    expect(kept.body.data).toMatchObject({
      company: 'Klinikum Köln',
      position: 'Pflegefachkraft',
      status: 'saved',
    });
  });
});

const followUps = async (email: string) =>
  (await mailsTo(app, email)).filter((mail) => mail.subject.startsWith('Nachfassen bei'));

describe('the follow-up reminder', () => {
  it('mails the owner once on the follow-up day and marks it due on the board', async () => {
    const lena = await accountWithResume(app);
    const { id } = await createApplication(app, lena, { status: 'applied', follow_up_at: '2026-03-04' });
    clock.advance(DAY);
    expect(await app.followUps.run()).toBe(0);
    clock.advance(DAY);
    expect(await app.followUps.run()).toBe(1);
    expect(await app.followUps.run()).toBe(0);
    clock.advance(DAY);
    expect(await app.followUps.run()).toBe(0);
    const mails = await followUps(lena.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Nachfassen bei Klinikum Köln: Pflegefachkraft']);
    expect(mails[0]?.text).toContain('heute (04.03.2026) wollten Sie bei Klinikum Köln nachfassen');
    const res = await request(app, 'GET', `/applications/${id}`, { token: lena.token });
    expect(res.body.data).toMatchObject({
      follow_up_due: true,
      follow_up_mailed_at: '2026-03-04T09:00:00.000Z',
    });
    // A new day re-arms it once more; a closed application is neither due nor mailed.
    await request(app, 'PUT', `/applications/${id}`, {
      token: lena.token,
      body: { follow_up_at: '2026-03-05' },
    });
    expect(await app.followUps.run()).toBe(1);
    const other = await createApplication(app, lena, { status: 'rejected', follow_up_at: '2026-03-01' });
    expect(await app.followUps.run()).toBe(0);
    const closed = await request(app, 'GET', `/applications/${other.id}`, { token: lena.token });
    expect(closed.body.data).toMatchObject({ follow_up_due: false });
  });

  it('is mailed exactly once when two instances run the job at the same moment', async () => {
    const accounts = [await accountWithResume(app), await accountWithResume(app)];
    for (const account of accounts)
      for (const company of ['Firma A', 'Firma B', 'Firma C'])
        await createApplication(app, account, { company, follow_up_at: '2026-03-02' });
    const second = await createApplication(app, accounts[0] as (typeof accounts)[0], {
      follow_up_at: '2026-03-03',
    });
    const other = await createApp(testConfig(), {
      database: await testDatabase(),
      logger: false,
      now: clock.now,
    });
    const [a, b] = await Promise.all([app.followUps.run(), other.followUps.run()]);
    const [c, d] = await Promise.all([app.followUps.run(), other.followUps.run()]);
    await other.close();
    expect([a + b, c + d]).toEqual([6, 0]);
    for (const account of accounts) {
      const subjects = (await followUps(account.email)).map((mail) => mail.subject).sort();
      expect(subjects).toEqual([
        'Nachfassen bei Firma A: Pflegefachkraft',
        'Nachfassen bei Firma B: Pflegefachkraft',
        'Nachfassen bei Firma C: Pflegefachkraft',
      ]);
    }
    expect(second.follow_up_due).toBe(false);
  });
});
