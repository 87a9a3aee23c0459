import { beforeEach, describe, expect, it } from 'vitest';
import { newToken, post } from '../../test/test-app';
import { app, token, useAppAndToken } from '../../test/use-test-app';

useAppAndToken();

const older = {
  jobtitle: 'Verkäuferin',
  startMonth: 'August',
  startYear: '2019',
  endMonth: 'June',
  endYear: '2022',
};
const current = { jobtitle: 'Filialleiterin', startMonth: 'July', startYear: '2022', check: true };
const trainee = {
  jobtitle: 'Auszubildende',
  startMonth: 'August',
  startYear: '2016',
  endMonth: 'July',
  endYear: '2019',
};

const dates = (startYear: string, endYear: string) => ({
  startMonth: 'March',
  startYear,
  endMonth: 'May',
  endYear,
});

const save = (meta_key: string, meta_value: unknown) =>
  post(app, '/resume/save-meta', { resume_token: token, resume_template_id: 1, meta_key, meta_value });
const reorder = (meta_key: string, order: unknown) =>
  post(app, '/resume/reorder-meta', { resume_token: token, meta_key, order });
const titles = (body: Record<string, unknown>) =>
  (body.resume as { meta_value: { jobtitle: string }[] }).meta_value.map((j) => j.jobtitle);
const storedTitles = async () =>
  titles((await post(app, '/resume/get-meta', { resume_token: token, meta_key: 'work-expr' })).body);

describe('work and education lists: newest first', () => {
  it('stores the current job (07/2022 – Aktuell) above the 2019–2022 one saved before it', async () => {
    await save('work-expr', older);
    const saved = await save('work-expr', current);
    expect(titles(saved.body)).toEqual(['Filialleiterin', 'Verkäuferin']);
    await save('work-expr', trainee);
    expect(await storedTitles()).toEqual(['Filialleiterin', 'Verkäuferin', 'Auszubildende']);
  });

  it('stores a newer school above an older one', async () => {
    await save('education', { sname: 'Realschule', studyStartYear: '2008', studyEndYear: '2014' });
    const saved = await save('education', {
      sname: 'Berufskolleg',
      studyStartYear: '2014',
      studyEndYear: '2017',
    });
    const names = (saved.body.resume as { meta_value: { sname: string }[] }).meta_value.map((s) => s.sname);
    expect(names).toEqual(['Berufskolleg', 'Realschule']);
  });
});

describe('reorder-meta', () => {
  beforeEach(async () => {
    for (const job of [older, current, trainee]) await save('work-expr', job);
  });

  it('stores the order the user chose and returns the list', async () => {
    const moved = await reorder('work-expr', [1, 0, 2]);
    expect(moved.status).toBe(200);
    expect(titles(moved.body)).toEqual(['Verkäuferin', 'Filialleiterin', 'Auszubildende']);
    expect(await storedTitles()).toEqual(['Verkäuferin', 'Filialleiterin', 'Auszubildende']);
  });

  it('keeps a new entry in date order within a list ordered by hand', async () => {
    await reorder('work-expr', [2, 0, 1]);
    await save('work-expr', { jobtitle: 'Praktikum', ...dates('2015', '2015') });
    expect(await storedTitles()).toEqual(['Auszubildende', 'Filialleiterin', 'Verkäuferin', 'Praktikum']);
  });

  it.each([
    ['an index twice', [0, 0, 1], 400],
    ['an index past the end', [0, 1, 3], 400],
    ['a fraction', [0, 1.5, 2], 400],
    ['not a list', 'abc', 400],
  ])('refuses %s with a German message and changes nothing', async (_name, order, status) => {
    const refused = await reorder('work-expr', order);
    expect(refused.status).toBe(status);
    expect(JSON.stringify(refused.body)).toMatch(/order (muss|darf)|Reihenfolge muss/);
    expect(await storedTitles()).toEqual(['Filialleiterin', 'Verkäuferin', 'Auszubildende']);
  });

  it('answers 409 when the list has grown since the order was made, and changes nothing', async () => {
    const refused = await reorder('work-expr', [1, 0]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Die Liste hat sich inzwischen geändert/);
    expect(await storedTitles()).toEqual(['Filialleiterin', 'Verkäuferin', 'Auszubildende']);
  });

  it('refuses a key that is not a list', async () => {
    const refused = await reorder('heading', [0]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      'body.meta_key': "meta_key muss 'education' oder 'work-expr' sein.",
    });
  });

  it('needs the resume token of an existing resume', async () => {
    const other = await post(app, '/resume/reorder-meta', {
      resume_token: newToken(),
      meta_key: 'work-expr',
      order: [],
    });
    expect(other.status).toBe(404);
  });

  it('loses no entry when reorders and appends run at once', async () => {
    const answers = await Promise.all([
      reorder('work-expr', [2, 1, 0]),
      save('work-expr', { jobtitle: 'Neu 1', ...dates('2010', '2011') }),
      reorder('work-expr', [1, 2, 0]),
      save('work-expr', { jobtitle: 'Neu 2', ...dates('2012', '2013') }),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const stored = await storedTitles();
    expect([...stored].sort()).toEqual(
      ['Auszubildende', 'Filialleiterin', 'Neu 1', 'Neu 2', 'Verkäuferin'].sort(),
    );
  });
});
