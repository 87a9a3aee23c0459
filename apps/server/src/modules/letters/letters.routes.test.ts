import { describe, expect, it } from 'vitest';
import { letters, resumes } from '../../db/schema';
import { newToken, post } from '../../test/test-app';
import { app, token, useAppAndToken } from '../../test/use-test-app';
import { call, registerUser } from '../auth/auth.test-support';

useAppAndToken();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function send(method: Method, url: string, body?: unknown, login?: string) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    headers: login ? { authorization: `Bearer ${login}` } : {},
  });
  return { status: res.statusCode, body: res.json() as { message: string; data: Record<string, unknown> } };
}

const draft = {
  recipient: {
    company: 'Stadtwerke Köln GmbH',
    contact: 'Frau Dr. Anna Berger',
    street: 'Hauptstraße 5',
    zip: '50667',
    city: 'Köln',
  },
  position: 'Sachbearbeiterin Buchhaltung',
  subject: 'Bewerbung als Sachbearbeiterin Buchhaltung',
  body: '<p>Ihre Anzeige hat mich überzeugt.</p>',
  place: 'Berlin',
  date: '2026-11-25',
};

async function createLetter(extra: Record<string, unknown> = {}, login?: string) {
  const res = await send('POST', '/letters', { resume_token: token, ...draft, ...extra }, login);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number } & Record<string, unknown>;
}

describe('POST /letters', () => {
  it('creates a letter with defaults and names it after the employer', async () => {
    const letter = await createLetter();
    expect(letter).toMatchObject({
      resume_token: token,
      name: 'Stadtwerke Köln GmbH',
      closing: 'Mit freundlichen Grüßen',
      date_style: 'numeric',
      show_enclosures: true,
      tighten: 0,
      recipient: draft.recipient,
    });
    expect(letter.id).toBeGreaterThan(0);
  });

  it('sanitises the body like the resume rich text', async () => {
    const letter = await createLetter({
      body: '<p onclick="x()">Guten Tag<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:x">Link</a>',
    });
    expect(letter.body).toBe('<p>Guten Tag</p>Link');
  });

  it('refuses hostile or malformed input with a German message and stores nothing', async () => {
    const cases: Array<Record<string, unknown>> = [
      { resume_token: 'nicht-hex' },
      { resume_token: token, date: '25.11.2026' },
      { resume_token: token, tighten: 9 },
      { resume_token: token, date_style: 'american' },
      { resume_token: token, recipient: { zip: '1'.repeat(50) } },
      { resume_token: token, body: 'x'.repeat(60_000) },
      { resume_token: token, subject: { $ne: '' } },
    ];
    for (const body of cases) {
      const res = await send('POST', '/letters', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toMatch(/[a-zäöüß]/i);
    }
    expect(await app.db.select().from(letters)).toHaveLength(0);
  });
});

describe('GET /letters and /letters/{id}', () => {
  it('lists the letters of the resume in the order they were made', async () => {
    const first = await createLetter();
    const second = await createLetter({ name: 'Zweite Stelle' });
    const list = await send('GET', `/letters?resume_token=${token}`);
    expect(list.status).toBe(200);
    expect((list.body.data as unknown as Array<{ id: number }>).map((l) => l.id)).toEqual([
      first.id,
      second.id,
    ]);
  });

  it('answers 404 in German for an unknown id, a wrong resume token or none', async () => {
    const letter = await createLetter();
    for (const url of [
      '/letters/999999',
      `/letters/${letter.id}?resume_token=${newToken()}`,
      `/letters/${letter.id}`,
    ]) {
      const res = await send('GET', url.includes('999999') ? `${url}?resume_token=${token}` : url);
      expect(res.status, url).toBe(404);
      expect(res.body.message).toContain('Anschreiben');
    }
    expect((await send('GET', `/letters/${letter.id}?resume_token=${token}`)).status).toBe(200);
  });

  it('refuses an id that is not a whole number', async () => {
    expect((await send('GET', `/letters/abc?resume_token=${token}`)).status).toBe(400);
    expect((await send('GET', `/letters/99999999999?resume_token=${token}`)).status).toBe(400);
  });
});

describe('PUT /letters/{id}', () => {
  it('changes only the fields sent and replaces a nested object whole', async () => {
    const letter = await createLetter();
    const res = await send('PUT', `/letters/${letter.id}?resume_token=${token}`, {
      subject: 'Neue Betreffzeile',
      recipient: { company: 'Bäckerei Groß' },
      body: '<p>Neu<script>x</script></p>',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      subject: 'Neue Betreffzeile',
      recipient: { company: 'Bäckerei Groß', contact: '', city: '' },
      body: '<p>Neu</p>',
      position: draft.position,
      place: 'Berlin',
    });
    const again = await send('GET', `/letters/${letter.id}?resume_token=${token}`);
    expect(again.body.data.subject).toBe('Neue Betreffzeile');
  });

  it('refuses bad values and keeps the letter as it was', async () => {
    const letter = await createLetter();
    const res = await send('PUT', `/letters/${letter.id}?resume_token=${token}`, {
      tighten: -1,
      subject: 'x',
    });
    expect(res.status).toBe(400);
    const again = await send('GET', `/letters/${letter.id}?resume_token=${token}`);
    expect(again.body.data).toMatchObject({ subject: draft.subject, tighten: 0 });
  });
});

describe('DELETE /letters/{id}', () => {
  it('removes the letter; a second delete is a 404', async () => {
    const letter = await createLetter();
    expect((await send('DELETE', `/letters/${letter.id}?resume_token=${token}`)).status).toBe(200);
    expect((await send('DELETE', `/letters/${letter.id}?resume_token=${token}`)).status).toBe(404);
    expect(await app.db.select().from(letters)).toHaveLength(0);
  });
});

describe('letters of an owned resume', () => {
  it('need the owner’s login; another account gets 404 and changes nothing', async () => {
    const owner = await registerUser(app, { resume_token: token });
    const stranger = await registerUser(app);
    const letter = await createLetter({}, owner.token);
    const url = `/letters/${letter.id}?resume_token=${token}`;
    expect((await send('GET', url)).status).toBe(404);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await send(
        method,
        url,
        method === 'PUT' ? { subject: 'gekapert' } : undefined,
        stranger.token,
      );
      expect(res.status, method).toBe(404);
      expect(res.body.message).toContain('Anschreiben');
    }
    expect((await send('GET', `/letters?resume_token=${token}`)).status).toBe(403);
    expect((await send('POST', '/letters', { resume_token: token }, stranger.token)).status).toBe(403);
    const mine = await send('GET', `/letters/${letter.id}`, undefined, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.subject).toBe(draft.subject);
  });

  it('are in the account’s GDPR export and gone after the account is erased', async () => {
    const owner = await registerUser(app, { resume_token: token });
    await createLetter({}, owner.token);
    const exported = await call(app, 'GET', '/account/export', { token: owner.token });
    expect(exported.status).toBe(200);
    const [resume] = (exported.body.data as { resumes: Array<{ letters: Array<Record<string, unknown>> }> })
      .resumes;
    expect(resume?.letters).toHaveLength(1);
    expect(resume?.letters[0]).toMatchObject({ subject: draft.subject, recipient: draft.recipient });

    const erased = await call(app, 'POST', '/account/delete', {
      token: owner.token,
      body: { password: owner.password },
    });
    expect(erased.status).toBe(200);
    expect(await app.db.select().from(resumes)).toHaveLength(0);
    expect(await app.db.select().from(letters)).toHaveLength(0);
  });
});

describe('resume deletion', () => {
  it('takes the resume’s letters with it', async () => {
    await createLetter();
    await post(app, '/resume/save-resume-object', { resume_token: token, resume_json_data: {} });
    await app.db.delete(resumes);
    expect(await app.db.select().from(letters)).toHaveLength(0);
  });
});
