import { describe, expect, it } from 'vitest';
import { extraSections } from '../../db/schema';
import { newToken, post, saveMeta, testDatabase } from '../../test/test-app';
import { app, token, useAppAndToken } from '../../test/use-test-app';

useAppAndToken();

const extra = (url: string, meta_sub_key: string, meta_value: unknown, resume_token = token) =>
  post(app, url, {
    resume_token,
    resume_template_id: 2,
    meta_key: 'extra_section',
    meta_sub_key,
    meta_value,
  });

describe('extra sections', () => {
  it.each(['Accomplishment', 'Certification', 'Affiliation', 'additionalInformation', 'hobbiesInformation'])(
    'adds, edits and deletes %s',
    async (subKey) => {
      const added = await extra('/resume/add-extra-section', subKey, {
        data: '<ul><li>Erster Eintrag</li></ul>',
      });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({
        meta_sub_key: subKey,
        meta_value: { data: '<ul><li>Erster Eintrag</li></ul>' },
      });
      const id = added.body.id as number;
      const edited = await extra(`/resume/edit-extra-section/${id}`, subKey, { data: '<p>Geändert</p>' });
      expect(edited.body).toMatchObject({ id, meta_value: { data: '<p>Geändert</p>' } });
      const deleted = await post(app, `/resume/delete-extra-section/${id}`, {
        resume_token: token,
        resume_template_id: 2,
        meta_key: 'extra_section',
      });
      expect(deleted.status).toBe(200);
      const again = await post(app, `/resume/delete-extra-section/${id}`, {
        resume_token: token,
        meta_key: 'extra_section',
      });
      expect(again.status).toBe(404);
    },
  );

  it('edits by sub key on the path without an id', async () => {
    await extra('/resume/add-extra-section', 'hobbiesInformation', { data: '<p>Lesen</p>' });
    const res = await extra('/resume/edit-extra-section', 'hobbiesInformation', {
      data: '<ol><li>Wandern</li></ol>',
    });
    expect(res.body).toMatchObject({ meta_value: { data: '<ol><li>Wandern</li></ol>' } });
  });

  it('refuses an empty rich-text section with the spec message idea', async () => {
    const res = await extra('/resume/add-extra-section', 'Certification', { data: '<p> </p>' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Dieser Abschnitt darf nicht leer sein.');
  });

  it('keeps one section per sub key: adding again updates the same id', async () => {
    const first = await extra('/resume/add-extra-section', 'Accomplishment', { data: '<p>A</p>' });
    const second = await extra('/resume/add-extra-section', 'Accomplishment', { data: '<p>B</p>' });
    expect(second.body.id).toBe(first.body.id);
  });

  it('refuses to edit a section to a sub key the resume already has, and changes nothing', async () => {
    const kept = await extra('/resume/add-extra-section', 'Accomplishment', { data: '<p>Preis</p>' });
    const other = await extra('/resume/add-extra-section', 'Affiliation', { data: '<p>Verein</p>' });
    const res = await extra(`/resume/edit-extra-section/${other.body.id}`, 'Accomplishment', {
      data: '<p>Überschrieben</p>',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Diesen Abschnitt gibt es in diesem Lebenslauf schon. Bitte bearbeiten Sie den vorhandenen Abschnitt.',
    );
    const { db } = await testDatabase();
    const rows = await db
      .select({ id: extraSections.id, subKey: extraSections.metaSubKey, value: extraSections.metaValue })
      .from(extraSections)
      .orderBy(extraSections.id);
    expect(rows).toEqual([
      { id: kept.body.id, subKey: 'Accomplishment', value: { data: '<p>Preis</p>' } },
      { id: other.body.id, subKey: 'Affiliation', value: { data: '<p>Verein</p>' } },
    ]);
  });

  it('stores web links and needs at least one', async () => {
    const ok = await extra('/resume/add-extra-section', 'WebLinks', {
      link1: 'https://lena.dev',
      link2: '',
      link3: '',
    });
    expect(ok.body).toMatchObject({ meta_value: { link1: 'https://lena.dev' } });
    const empty = await extra('/resume/add-extra-section', 'WebLinks', { link1: '', link2: ' ', link3: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Eingabe');
  });

  it('answers 404 when editing another resume’s section id', async () => {
    const added = await extra('/resume/add-extra-section', 'Accomplishment', { data: '<p>A</p>' });
    const other = newToken();
    await extra('/resume/add-extra-section', 'Affiliation', { data: '<p>B</p>' }, other);
    const res = await extra(
      `/resume/edit-extra-section/${added.body.id}`,
      'Accomplishment',
      { data: '<p>C</p>' },
      other,
    );
    expect(res.status).toBe(404);
  });

  it('refuses an unknown meta_sub_key', async () => {
    const res = await extra('/resume/add-extra-section', 'Sport', { data: '<p>x</p>' });
    expect(res.status).toBe(400);
  });
});

describe('save-lang', () => {
  const value = {
    native: [{ nativeLang: 'Deutsch' }],
    languages: [{ language: 'Englisch', level: 'C1', value: 80 }],
  };

  it('stores languages and returns the id', async () => {
    const res = await post(app, '/resume/save-lang', {
      resume_token: token,
      resume_template_id: 1,
      meta_sub_key: 'Language',
      meta_key: 'extra_section',
      meta_value: value,
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.id).toBe('number');
    expect(res.body.meta_value).toEqual(value);
  });

  it('refuses a level value that is not a step of 20', async () => {
    const res = await post(app, '/resume/save-lang', {
      resume_token: token,
      meta_value: { native: [], languages: [{ language: 'Englisch', level: 'C1', value: 75 }] },
    });
    expect(res.status).toBe(400);
  });
});

describe('custom sections', () => {
  const add = (title: string) =>
    post(app, '/resume/add-custom-section', {
      resume_token: token,
      meta_key: 'custom_section',
      meta_value: { title, description: '<p>Text</p>' },
    });

  it('adds two and refuses a third with a clear message', async () => {
    expect((await add('Ehrenamt')).status).toBe(200);
    expect((await add('Projekte')).status).toBe(200);
    const third = await add('Publikationen');
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('Es sind nur 2 eigene Abschnitte erlaubt.');
    const list = await post(app, '/resume/custom-section-listing', {
      resume_token: token,
      meta_key: 'custom_section',
    });
    expect((list.body.data as { meta_value: { title: string } }[]).map((s) => s.meta_value.title)).toEqual([
      'Ehrenamt',
      'Projekte',
    ]);
  });

  it('refuses a third even when sent in parallel', async () => {
    const results = await Promise.all([add('A'), add('B'), add('C'), add('D')]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
  });

  it('gets, edits and deletes one by id', async () => {
    const id = (await add('Ehrenamt')).body.id as number;
    const got = await post(app, `/resume/custom-section/${id}`, {
      resume_token: token,
      meta_key: 'custom_section',
    });
    expect(got.body).toMatchObject({ id, meta_value: { title: 'Ehrenamt' } });
    const edited = await post(app, `/resume/edit-custom-section/${id}`, {
      resume_token: token,
      meta_key: 'custom_section',
      meta_value: { title: 'Ehrenamtliches Engagement', description: '<ul><li>Tafel e. V.</li></ul>' },
    });
    expect(edited.body).toMatchObject({ meta_value: { title: 'Ehrenamtliches Engagement' } });
    const deleted = await post(app, `/resume/delete-custom-section/${id}`, {
      resume_token: token,
      meta_key: 'custom_section',
    });
    expect(deleted.status).toBe(200);
    const gone = await post(app, `/resume/custom-section/${id}`, { resume_token: token });
    expect(gone.status).toBe(404);
  });

  it('refuses an empty title', async () => {
    const res = await add('   ');
    expect(res.status).toBe(400);
  });
});

describe('delete-resume-section', () => {
  it('empties a section by name or by final-page id', async () => {
    await saveMeta(app, token, 'skills', { data: '<ul><li>Excel</li></ul>' });
    await extra('/resume/add-extra-section', 'hobbiesInformation', { data: '<p>Lesen</p>' });
    expect(
      (await post(app, '/resume/delete-resume-section', { resume_token: token, section: 'skills' })).status,
    ).toBe(200);
    expect(
      (await post(app, '/resume/delete-resume-section', { resume_token: token, section: 15 })).body,
    ).toMatchObject({
      section: 'hobbies',
    });
    const doc = await post(app, '/resume/document', { resume_token: token });
    const keys = (doc.body.data as { sections: { key: string }[] }).sections.map((s) => s.key);
    expect(keys).not.toContain('skills');
    expect(keys).not.toContain('hobbies');
  });

  it('refuses an unknown section', async () => {
    await saveMeta(app, token, 'summary', { data: '<p>x</p>' });
    const res = await post(app, '/resume/delete-resume-section', { resume_token: token, section: 9 });
    expect(res.status).toBe(400);
  });
});
