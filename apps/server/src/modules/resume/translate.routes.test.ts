import type { ResumeDocument } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newToken, post } from '../../test/test-app';
import { registerUser } from '../auth/auth.test-support';
import { appWithRetailResume } from './retail-resume.test-support';

let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  ({ app, token } = await appWithRetailResume());
});
afterEach(() => app.close());

const translate = (resume_token: string, headers = {}, target: unknown = 'en') =>
  post(app, '/resume/translate', { resume_token, target }, headers);
const documentOf = async (resume_token: string, headers = {}) =>
  (await post(app, '/resume/document', { resume_token }, headers)).body.data as ResumeDocument;

describe('POST /resume/translate', () => {
  it('makes a new English resume linked to its source and counts the fields left to translate', async () => {
    const res = await translate(token);
    expect(res.status).toBe(200);
    const data = res.body.data as {
      resume_token: string;
      source_token: string;
      untranslated_count: number;
      untranslated: string[];
    };
    expect(data.source_token).toBe(token);
    expect(data.resume_token).toMatch(/^[a-f0-9]{32}$/);
    expect(data.resume_token).not.toBe(token);
    expect(data.untranslated).toEqual(['work.0.workDescription', 'summary']);
    expect(data.untranslated_count).toBe(2);

    const english = await documentOf(data.resume_token);
    expect(english.locale).toBe('en');
    expect(english.name).toBe('Lebenslauf Ayşe Kaya (English)');
    const titles = english.sections.map((s) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['Work experience', 'Education', 'Skills', 'Languages']));
    const work = english.sections.find((s) => s.key === 'work');
    expect(JSON.stringify(work)).toContain('Retail management assistant');
    // The source stays German and unchanged.
    const german = await documentOf(token);
    expect(german.locale).toBe('de');
    expect(JSON.stringify(german.sections)).toContain('Kauffrau im Einzelhandel');
  });

  it("prints the English version in English even when the download asks for German (the document's own language wins)", async () => {
    const english = (await translate(token)).body.data as { resume_token: string };
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/resume/export',
      payload: { resume_token: english.resume_token, format: 2, locale: 'de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Work experience');
    expect(res.body).not.toContain('Berufserfahrung');
  });

  it('puts the English version in the same account, listed with its language', async () => {
    const owner = await registerUser(app, { resume_token: token });
    const auth = { authorization: `Bearer ${owner.token}` };
    const english = (await translate(token, auth)).body.data as { resume_token: string };
    const list = await app.inject({ method: 'GET', url: '/api/v1/resume-listing', headers: auth });
    const rows = list.json().data as { resume_token: string; document_language?: string | null }[];
    expect(rows.map((r) => r.resume_token).sort()).toEqual([token, english.resume_token].sort());
    expect(rows.find((r) => r.resume_token === english.resume_token)?.document_language).toBe('en');
    expect(rows.find((r) => r.resume_token === token)?.document_language).toBeNull();
    // Owned like the source: the resume token alone does not open it.
    expect((await post(app, '/resume/document', { resume_token: english.resume_token })).status).toBe(403);
  });

  it('answers 404 for an unknown token, 403 for another account’s resume, 400 for an unknown target', async () => {
    expect((await translate(newToken())).status).toBe(404);
    const owner = await registerUser(app, { resume_token: token });
    const stranger = await registerUser(app, { email: 'fremd@example.de' });
    expect((await translate(token, { authorization: `Bearer ${stranger.token}` })).status).toBe(403);
    const wrongTarget = await translate(token, { authorization: `Bearer ${owner.token}` }, 'fr');
    expect(wrongTarget.status).toBe(400);
    expect(JSON.stringify(wrongTarget.body)).toContain('Englische');
  });
});
