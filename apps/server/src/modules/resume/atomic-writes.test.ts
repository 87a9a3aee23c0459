import { describe, expect, it } from 'vitest';
import { post } from '../../test/test-app';
import { app, token, useAppAndToken } from '../../test/use-test-app';

// Runs on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set (test-app.ts): only
// PostgreSQL runs requests truly in parallel, so that run is the one that proves atomicity.
useAppAndToken();

const PARALLEL = 50;
const degree = (n: number) => ({ sname: `Schule ${n}`, studyStartYear: '2010' });
const job = (n: number) => ({
  jobtitle: `Stelle ${n}`,
  startMonth: 'March',
  startYear: '2019',
  check: true,
});

const saveMeta = (meta_key: string, meta_value: unknown) =>
  post(app, '/resume/save-meta', { resume_token: token, resume_template_id: 1, meta_key, meta_value });
const readList = async (meta_key: string) => {
  const got = await post(app, '/resume/get-meta', { resume_token: token, meta_key });
  return (got.body.resume as { meta_value: Record<string, unknown>[] }).meta_value;
};
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('parallel writes to one resume', () => {
  it('keeps all 50 education entries appended at once to a new resume', async () => {
    const answers = await times(PARALLEL, (i) => saveMeta('education', degree(i)));
    expect(answers.map((a) => a.status)).toEqual(Array(PARALLEL).fill(200));
    const names = (await readList('education')).map((entry) => entry.sname);
    expect(names).toHaveLength(PARALLEL);
    expect(new Set(names).size).toBe(PARALLEL);
  });

  it('keeps all 50 work entries appended at once to a list that already exists', async () => {
    await saveMeta('work-expr', job(-1));
    await times(PARALLEL, (i) => saveMeta('work-expr', job(i)));
    expect(await readList('work-expr')).toHaveLength(PARALLEL + 1);
  });

  it('loses no append while entries of the same list are edited and deleted', async () => {
    await times(10, (i) => saveMeta('education', degree(100 + i)));
    const edits = times(10, (i) =>
      post(app, '/resume/update-meta-value', {
        resume_token: token,
        meta_key: 'education',
        meta_index: 0,
        meta_value: degree(200 + i),
      }),
    );
    const deletes = times(5, () =>
      post(app, '/resume/delete-meta', { resume_token: token, meta_key: 'education', meta_index: 0 }),
    );
    const appends = times(20, (i) => saveMeta('education', degree(i)));
    const [edited, deleted, appended] = await Promise.all([edits, deletes, appends]);
    expect([...edited, ...deleted, ...appended].every((a) => a.status === 200)).toBe(true);
    const names = (await readList('education')).map((entry) => entry.sname);
    expect(names).toHaveLength(10 - 5 + 20);
    for (let i = 0; i < 20; i += 1) expect(names).toContain(`Schule ${i}`);
  });

  it('keeps the colour, the layout and the formatting when each is saved in parallel', async () => {
    const layout = { main: [1, 7, 3, 2], side: [] };
    const style = (change: object) =>
      post(app, '/resume/resume-style', { resume_token: token, template_id: 1, ...change });
    await style({});
    for (let round = 0; round < 10; round += 1) {
      const fontSize = 8 + (round % 6);
      await Promise.all([
        style({ colour: round % 2 ? 'plum' : 'petrol' }),
        style({ layout: { ...layout, main: round % 2 ? [...layout.main].reverse() : layout.main } }),
        style({ formatting: { fontSize } }),
      ]);
      const got = await post(app, '/resume/get-resume-style', { resume_token: token });
      expect(got.body.data).toMatchObject({
        colour: round % 2 ? 'plum' : 'petrol',
        layout: { main: round % 2 ? [...layout.main].reverse() : layout.main },
        formatting: { fontSize },
      });
    }
  });

  it('stores the strength of what was saved last, whatever order parallel saves finish in', async () => {
    await Promise.all([
      saveMeta('heading', { fname: 'Lena', lname: 'Schäfer', email: 'lena@example.de' }),
      saveMeta('summary', { data: '<p>Erfahrene Köchin mit zehn Jahren in der Gastronomie.</p>' }),
      saveMeta('skills', { data: '<ul><li>Kochen</li><li>Planen</li></ul>' }),
      ...Array.from({ length: 5 }, (_, i) => saveMeta('work-expr', job(i))),
      ...Array.from({ length: 5 }, (_, i) => saveMeta('education', degree(i))),
    ]);
    const object = await post(app, '/resume/get-resume-object', { resume_token: token });
    const stored = (object.body.data as { resume_strength: number }).resume_strength;
    // One more save recomputes the strength from everything stored: it must not change.
    await saveMeta('summary', { data: '<p>Erfahrene Köchin mit zehn Jahren in der Gastronomie.</p>' });
    const again = await post(app, '/resume/get-resume-object', { resume_token: token });
    expect((again.body.data as { resume_strength: number }).resume_strength).toBe(stored);
  });
});
