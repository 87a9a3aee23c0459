import {
  educationEntrySchema,
  metaResponseSchema,
  resumeObjectResponseSchema,
  summarySchema,
  workEntrySchema,
} from '@vita/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerOf } from '../../test/answer';
import { post } from '../../test/test-app';
import { app, token, useAppAndToken } from '../../test/use-test-app';

useAppAndToken();

const heading = {
  fname: 'Lena',
  lname: 'Schäfer',
  email: 'lena@example.de',
  street: 'Hauptstraße 5',
  location: 'Köln',
};
const degree = (sname: string) => ({ sname, sdegree: 'Abitur', studyStartYear: '2010', pointer: 1.7 });
const job = (jobtitle: string) => ({
  jobtitle,
  employer: 'Bäckerei Groß',
  startMonth: 'March',
  startYear: '2019',
  check: true,
});

const save = (meta_key: string, meta_value: unknown) =>
  post(app, '/resume/save-meta', { resume_token: token, resume_template_id: 1, meta_key, meta_value });
const read = (meta_key: string) => post(app, '/resume/get-meta', { resume_token: token, meta_key });

/** The stored value of a meta answer, read with the value's own contract. */
const storedValue = <S extends z.ZodType>(schema: S, res: { status: number; body: unknown }) =>
  schema.parse(answerOf(metaResponseSchema, res).resume.meta_value);
const degrees = z.array(educationEntrySchema);
const jobs = z.array(workEntrySchema);

describe('save-meta and get-meta', () => {
  it('stores the heading and returns it as resume.meta_value', async () => {
    const saved = await save('heading', heading);
    expect(saved.status).toBe(200);
    expect(saved.body.resume).toMatchObject({
      meta_key: 'heading',
      meta_value: { fname: 'Lena', lname: 'Schäfer' },
    });
    const got = await read('heading');
    expect(got.body.resume).toMatchObject({ meta_value: { email: 'lena@example.de', location: 'Köln' } });
  });

  it('replaces the heading on a second save', async () => {
    await save('heading', heading);
    await save('heading', { ...heading, fname: 'Jörg' });
    expect((await read('heading')).body.resume).toMatchObject({ meta_value: { fname: 'Jörg' } });
  });

  it('appends education entries and returns the whole list', async () => {
    await save('education', degree('Gymnasium Nord'));
    const second = await save('education', degree('Universität zu Köln'));
    const list = storedValue(degrees, second);
    expect(list.map((d) => d.sname)).toEqual(['Gymnasium Nord', 'Universität zu Köln']);
  });

  it('accepts workexpr as the other spelling of work-expr', async () => {
    await save('workexpr', job('Bäcker'));
    const got = await read('work-expr');
    expect(storedValue(jobs, got)).toHaveLength(1);
  });

  it('returns an empty list for list keys and null for others when nothing is stored', async () => {
    await save('heading', heading);
    expect((await read('education')).body.resume).toMatchObject({ meta_value: [] });
    expect((await read('summary')).body.resume).toMatchObject({ meta_value: null });
  });

  it('sanitises rich text with the allowlist', async () => {
    await save('summary', {
      data: '<p onclick="x()">Hallo <script>alert(1)</script><b>Welt</b><strong>!</strong></p>',
    });
    const value = storedValue(summarySchema, await read('summary'));
    expect(value.data).toBe('<p>Hallo Welt<strong>!</strong></p>');
  });

  it('refuses a heading with a too-long e-mail and names the field', async () => {
    const res = await save('heading', { ...heading, email: `${'a'.repeat(30)}@example.de` });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(['body.meta_value.email']);
    expect((await read('heading')).status).toBe(404);
  });

  it('refuses an unknown meta_key with a clear message', async () => {
    const res = await save('hobbies', { data: 'x' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain('meta_key');
  });

  it('answers 404 for get-meta with an unknown token', async () => {
    const res = await read('heading');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('resume_token');
  });

  it('refuses a malformed token', async () => {
    const res = await post(app, '/resume/get-meta', { resume_token: 'abc', meta_key: 'heading' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('body.resume_token');
  });
});

describe('save-meta checks the value by its meta_key', () => {
  const INVALID = 'Die Eingabe ist ungültig. Bitte prüfen Sie die markierten Felder.';
  const cases = [
    { key: 'heading', right: heading, wrong: { ...heading, fname: 42 }, field: 'fname' },
    {
      key: 'education',
      right: degree('Gymnasium'),
      wrong: { ...degree('Gymnasium'), pointer: 'gut' },
      field: 'pointer',
    },
    { key: 'work-expr', right: job('Koch'), wrong: { ...job('Koch'), check: 'ja' }, field: 'check' },
    {
      key: 'skills',
      right: { data: '<ul><li>Kochen</li></ul>' },
      wrong: { data: '<p>x</p>', recommended: 'Kochen' },
      field: 'recommended',
    },
    { key: 'summary', right: { data: '<p>Koch mit Herz</p>' }, wrong: { data: 42 }, field: 'data' },
    {
      key: 'signature',
      right: { text: 'Lena Schäfer' },
      wrong: { text: 'Lena Schäfer', textSize: 30 },
      field: 'textSize',
    },
  ];

  it.each(cases)('stores a right $key value', async ({ key, right }) => {
    const res = await save(key, right);
    expect(res.status).toBe(200);
    expect(answerOf(metaResponseSchema, res).resume.meta_key).toBe(key);
  });

  it.each(cases)(
    'refuses a wrong $key value with the field named, and keeps the stored one',
    async ({ key, right, wrong, field }) => {
      await save(key, right);
      const before = answerOf(metaResponseSchema, await read(key)).resume.meta_value;
      const res = await save(key, wrong);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(INVALID);
      expect(Object.keys(res.body.errors as object)).toEqual([`body.meta_value.${field}`]);
      expect(answerOf(metaResponseSchema, await read(key)).resume.meta_value).toEqual(before);
    },
  );

  it('refuses a job sent as an education entry', async () => {
    const res = await save('education', job('Koch'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(['body.meta_value.sname']);
    expect((await read('education')).status).toBe(404);
  });

  it('names the known keys for an unknown one', async () => {
    const res = await save('hobbies', { data: 'x' });
    expect(res.body.errors).toEqual({
      'body.meta_key':
        'meta_key muss einer von heading, education, work-expr, skills, summary, signature sein.',
    });
  });
});

describe('update-meta-value checks the entry by its meta_key', () => {
  it('refuses a wrong job and keeps the stored one', async () => {
    await save('work-expr', job('Koch'));
    const res = await post(app, '/resume/update-meta-value', {
      resume_token: token,
      meta_key: 'work-expr',
      meta_index: 0,
      meta_value: { ...job('Bäcker'), startYear: ['2019'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(['body.meta_value.startYear']);
    expect(storedValue(jobs, await read('work-expr')).map((j) => j.jobtitle)).toEqual(['Koch']);
  });
});

describe('update-meta-value, delete-meta and delete-meta-section', () => {
  beforeEach(async () => {
    await save('work-expr', job('Verkäufer'));
    await save('work-expr', job('Filialleiter'));
  });

  it('edits a job by meta_index', async () => {
    const res = await post(app, '/resume/update-meta-value', {
      resume_token: token,
      resume_template_id: 1,
      meta_key: 'work-expr',
      meta_index: 1,
      meta_value: job('Bezirksleiter'),
    });
    expect(res.status).toBe(200);
    const list = storedValue(jobs, res);
    expect(list.map((j) => j.jobtitle)).toEqual(['Verkäufer', 'Bezirksleiter']);
  });

  it('answers 404 for an index past the end and changes nothing', async () => {
    const res = await post(app, '/resume/update-meta-value', {
      resume_token: token,
      meta_key: 'work-expr',
      meta_index: 2,
      meta_value: job('X'),
    });
    expect(res.status).toBe(404);
    expect(storedValue(jobs, await read('work-expr'))).toHaveLength(2);
  });

  it('deletes one job by meta_index and returns the server list', async () => {
    const res = await post(app, '/resume/delete-meta', {
      resume_token: token,
      meta_key: 'work-expr',
      meta_index: 0,
    });
    const list = storedValue(jobs, res);
    expect(list.map((j) => j.jobtitle)).toEqual(['Filialleiter']);
  });

  it('deletes the whole section', async () => {
    const res = await post(app, '/resume/delete-meta-section', {
      resume_token: token,
      meta_key: 'work-expr',
    });
    expect(res.status).toBe(200);
    expect((await read('work-expr')).body.resume).toMatchObject({ meta_value: [] });
  });

  it('refuses update-meta-value for a key that is not a list', async () => {
    const res = await post(app, '/resume/update-meta-value', {
      resume_token: token,
      meta_key: 'heading',
      meta_index: 0,
      meta_value: heading,
    });
    expect(res.status).toBe(400);
  });
});

describe('resume strength', () => {
  it('is stored with the snapshot object after each scored save', async () => {
    await save('heading', heading);
    await save('education', degree('Gymnasium Nord'));
    await save('work-expr', job('Verkäufer'));
    const res = await post(app, '/resume/get-resume-object', { resume_token: token });
    // heading 18 (two of three address parts), education 20, work 20
    expect(answerOf(resumeObjectResponseSchema, res).data.resume_strength).toBe(58);
  });
});

describe('signature', () => {
  const record = {
    text: 'Lena Schäfer',
    adjustment: 'center',
    color: 'blue',
    addDateAndPlace: true,
    date: '2026-11-22',
    location: 'Köln',
  };

  it('creates and then updates a signature', async () => {
    const created = await post(app, '/resume/create-signature', {
      resume_token: token,
      meta_key: 'signature',
      ...record,
    });
    expect(created.status).toBe(200);
    const updated = await post(app, '/resume/update-signature', {
      resume_token: token,
      ...record,
      color: 'black',
    });
    expect(updated.body.resume).toMatchObject({ meta_value: { color: 'black', location: 'Köln' } });
    expect((await read('signature')).body.resume).toMatchObject({ meta_value: { text: 'Lena Schäfer' } });
  });

  it('refuses to update a signature that does not exist', async () => {
    await save('heading', heading);
    const res = await post(app, '/resume/update-signature', { resume_token: token, ...record });
    expect(res.status).toBe(404);
  });

  it('refuses a signature size outside the spec bounds', async () => {
    const res = await post(app, '/resume/create-signature', { resume_token: token, ...record, textSize: 30 });
    expect(res.status).toBe(400);
  });
});

describe('work and education date rules on the server (01 §5)', () => {
  const updateEntry = (meta_key: string, meta_value: unknown) =>
    post(app, '/resume/update-meta-value', { resume_token: token, meta_key, meta_index: 0, meta_value });

  it('refuses a work end before the start on save and on update, and stores nothing', async () => {
    const bad = { ...job('Koch'), check: false, endMonth: 'January', endYear: '2019' };
    const saved = await save('work-expr', bad);
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe('Das Enddatum darf nicht vor dem Startdatum liegen.');
    expect(saved.body.errors).toEqual({
      'meta_value.endYear': 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    });
    expect((await post(app, '/resume/get-meta', { resume_token: token, meta_key: 'work-expr' })).status).toBe(
      404,
    );
    await save('work-expr', job('Koch'));
    expect((await updateEntry('work-expr', bad)).status).toBe(400);
    expect((await read('work-expr')).body.resume).toMatchObject({
      meta_value: [{ check: true, endYear: '' }],
    });
  });

  it('refuses a work start in the future and an end date on the current job', async () => {
    const future = await save('work-expr', {
      ...job('Koch'),
      startYear: String(new Date().getFullYear() + 1),
    });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual({
      'meta_value.startYear': 'Das Startdatum darf nicht nach dem heutigen Datum liegen.',
    });
    const current = await save('work-expr', { ...job('Koch'), endMonth: 'May', endYear: '2020' });
    expect(current.status).toBe(400);
    expect(current.body.errors).toHaveProperty('meta_value.endYear');
  });

  it('refuses an education end before the start and a year the form does not offer', async () => {
    const before = await save('education', { ...degree('Gymnasium'), studyEndYear: '2009' });
    expect(before.status).toBe(400);
    expect(before.body.errors).toEqual({
      'meta_value.studyEndYear': 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    });
    const beyond = await save('education', { ...degree('Gymnasium'), studyStartYear: '2040' });
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe('Dieses Jahr steht nicht zur Auswahl.');
    await save('education', degree('Gymnasium'));
    expect((await updateEntry('education', { ...degree('Gymnasium'), studyEndYear: '2001' })).status).toBe(
      400,
    );
  });

  it('stores drafts without dates and a degree that ends in the future', async () => {
    expect((await save('work-expr', { jobtitle: 'Koch' })).status).toBe(200);
    expect((await save('education', { ...degree('Universität'), studyEndYear: '2030' })).status).toBe(200);
  });
});
