import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newToken, post } from '../../test/test-app';
import { registerUser } from '../auth/auth.test-support';
import { appWithRetailResume, translateToEnglish } from './retail-resume.test-support';

let app: FastifyInstance;
let german: string;
let english: string;

type Change = { section: string; kind: string; index: number; fields: string[]; title: string; name: string };
type Work = {
  jobtitle: string;
  employer: string;
  startYear: string;
  startMonth: string;
  workDescription: string;
};

const changes = async (resume_token: string, headers = {}) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/resume/translate/changes?resume_token=${resume_token}`,
    headers,
  });
  return {
    status: res.statusCode,
    data: res.json().data as { source_token: string | null; changed_at: string | null; changes: Change[] },
  };
};
const accept = (resume_token: string, headers = {}) =>
  post(app, '/resume/translate/changes', { resume_token }, headers);
const workOf = async (resume_token: string) =>
  (
    (await post(app, '/resume/get-meta', { resume_token, meta_key: 'work-expr' })).body as unknown as {
      resume: { meta_value: Work[] };
    }
  ).resume.meta_value;
const updateWork = async (resume_token: string, index: number, entry: Partial<Work>) => {
  const current = (await workOf(resume_token))[index];
  const res = await post(app, '/resume/update-meta-value', {
    resume_token,
    meta_key: 'work-expr',
    meta_index: index,
    meta_value: { ...current, ...entry },
  });
  expect(res.status).toBe(200);
};

beforeEach(async () => {
  ({ app, token: german } = await appWithRetailResume());
  english = await translateToEnglish(app, german);
});
afterEach(() => app.close());

const ENGLISH_BULLETS = '<ul><li><p>Advised customers in the womenswear department</p></li></ul>';

describe('changes of the German source in its English version', () => {
  it('lists nothing right after the translation', async () => {
    const { status, data } = await changes(english);
    expect(status).toBe(200);
    expect(data).toEqual({ source_token: german, changed_at: null, changes: [] });
  });

  it("shows a German job's new dates, and taking them over updates the dates and keeps the English bullets", async () => {
    await updateWork(english, 0, { workDescription: ENGLISH_BULLETS });
    await updateWork(german, 0, { startMonth: '04', startYear: '2018' });

    const { data } = await changes(english);
    expect(data.changes).toEqual([
      {
        section: 'work',
        kind: 'changed',
        index: 0,
        fields: ['startMonth', 'startYear'],
        title: 'Kauffrau im Einzelhandel',
        name: 'Kaufhof Dortmund',
      },
    ]);
    expect(Date.parse(data.changed_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const res = await accept(english);
    expect(res.status).toBe(200);
    expect((res.body.data as { taken_over: number }).taken_over).toBe(1);
    const [job] = await workOf(english);
    expect(job).toMatchObject({ startMonth: '04', startYear: '2018', employer: 'Kaufhof Dortmund' });
    expect(job?.jobtitle).toBe('Retail management assistant');
    expect(job?.workDescription).toBe(ENGLISH_BULLETS);
    expect((await changes(english)).data.changes).toEqual([]);
    // The German source is untouched.
    expect((await workOf(german))[0]?.workDescription).toContain('Beratung von Kundinnen');
  });

  it('takes a new German job over translated, in the source’s order, and marks its text to translate', async () => {
    await updateWork(english, 0, { workDescription: ENGLISH_BULLETS });
    const added = await post(app, '/resume/save-meta', {
      resume_token: german,
      resume_template_id: 1,
      meta_key: 'work-expr',
      meta_value: {
        jobtitle: 'Verkäuferin',
        employer: 'Modehaus Lenz',
        country: 'Bochum',
        startMonth: '01',
        startYear: '2015',
        endMonth: '08',
        endYear: '2016',
        workDescription: '<ul><li><p>Kasse und Warenannahme</p></li></ul>',
      },
    });
    expect(added.status).toBe(200);
    const { data } = await changes(english);
    expect(data.changes).toEqual([
      { section: 'work', kind: 'added', index: 2, fields: [], title: 'Verkäuferin', name: 'Modehaus Lenz' },
    ]);
    const res = await accept(english);
    expect(res.body.data).toEqual({ taken_over: 1, untranslated_count: 3 });
    const work = await workOf(english);
    expect(work.map((w) => w.employer)).toEqual(['Kaufhof Dortmund', 'REWE', 'Modehaus Lenz']);
    expect(work[0]?.workDescription).toBe(ENGLISH_BULLETS);
    expect(work[2]?.jobtitle).not.toBe('Verkäuferin');
    const doc = await post(app, '/resume/document', { resume_token: english });
    expect(JSON.stringify(doc.body.data)).toContain('Modehaus Lenz');
  });

  it('takes a removed German job out of the English version', async () => {
    await post(app, '/resume/delete-meta', { resume_token: german, meta_key: 'work-expr', meta_index: 1 });
    const { data } = await changes(english);
    expect(data.changes.map((c) => [c.kind, c.name])).toEqual([['removed', 'REWE']]);
    await accept(english);
    expect((await workOf(english)).map((w) => w.employer)).toEqual(['Kaufhof Dortmund']);
  });

  it('answers for a resume that is no translation with no source, and 409 on taking over', async () => {
    expect((await changes(german)).data).toEqual({ source_token: null, changed_at: null, changes: [] });
    const res = await accept(german);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('deutsche Fassung');
  });

  it('answers 404 for an unknown token and 403 for another account’s English version', async () => {
    expect((await changes(newToken())).status).toBe(404);
    expect((await accept(newToken())).status).toBe(404);
    const owner = await registerUser(app, { resume_token: german });
    const auth = { authorization: `Bearer ${owner.token}` };
    const owned = (
      (await post(app, '/resume/translate', { resume_token: german, target: 'en' }, auth)).body.data as {
        resume_token: string;
      }
    ).resume_token;
    expect((await changes(owned, auth)).status).toBe(200);
    const stranger = await registerUser(app, { email: 'fremd@example.de' });
    expect((await changes(owned, { authorization: `Bearer ${stranger.token}` })).status).toBe(403);
    expect((await accept(owned, { authorization: `Bearer ${stranger.token}` })).status).toBe(403);
  });
});
