import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { DataDirLockedError } from './db/lock';
import { postMultipart } from './test/multipart';
import { newToken, post, resetDatabase, testConfig, testDatabaseUrl } from './test/test-app';

const databaseUrl = testDatabaseUrl();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vita-data-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The app as `npm start` builds it: PGlite in DATA_DIR (or PostgreSQL when the tests run on it). */
const start = () => createApp(testConfig({ dataDir, persistDataDir: true, databaseUrl }), { logger: false });

// Each restart opens PGlite on disk (seconds on a loaded 2-core machine).
const RESTARTS_TIMEOUT = 180_000;

describe('persistence across a restart', () => {
  it(
    'reads back every kind of write after the server is restarted on the same data',
    async () => {
      if (databaseUrl) await resetDatabase();
      const token = newToken();
      let app: FastifyInstance = await start();
      const write = (url: string, body: Record<string, unknown>) =>
        post(app, url, { resume_token: token, ...body });
      await write('/resume/save-meta', {
        meta_key: 'heading',
        meta_value: { fname: 'Jürgen', lname: 'Weiß', email: 'j@example.de' },
      });
      await write('/resume/save-meta', {
        meta_key: 'education',
        meta_value: { sname: 'TU München', pointer: 2.3 },
      });
      await write('/resume/save-meta', { meta_key: 'work-expr', meta_value: { jobtitle: 'Erzieher' } });
      await write('/resume/update-meta-value', {
        meta_key: 'work-expr',
        meta_index: 0,
        meta_value: { jobtitle: 'Leiter Kita' },
      });
      await write('/resume/save-meta', {
        meta_key: 'skills',
        meta_value: { data: '<ul><li>Pädagogik</li></ul>' },
      });
      await write('/resume/create-signature', { text: 'Jürgen Weiß', location: 'München' });
      const extra = await write('/resume/add-extra-section', {
        meta_key: 'extra_section',
        meta_sub_key: 'Certification',
        meta_value: { data: '<p>Erste Hilfe</p>' },
      });
      await write('/resume/save-lang', {
        meta_value: { native: [{ nativeLang: 'Deutsch' }], languages: [] },
      });
      const custom = await write('/resume/add-custom-section', {
        meta_key: 'custom_section',
        meta_value: { title: 'Ehrenamt', description: '<p>THW</p>' },
      });
      await write('/resume/resume-style', {
        template_id: 9,
        colour: 'delight-mint',
        layout: { main: [1, 7], side: [2] },
      });
      await write('/resume/save-resume-object', {
        resume_name: 'Mein CV',
        resume_json_data: { isStudent: 'No' },
      });
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
        .png()
        .toBuffer();
      const file = { field: 'photo', fileName: 'p.png', data: png, contentType: null };
      await postMultipart(app, '/resume/upload-photo', { resume_token: token }, file);
      await app.close();

      app = await start();
      const read = (url: string, body: Record<string, unknown> = {}) =>
        post(app, url, { resume_token: token, ...body });
      expect((await read('/resume/get-meta', { meta_key: 'heading' })).body.resume).toMatchObject({
        meta_value: { fname: 'Jürgen', lname: 'Weiß' },
      });
      expect((await read('/resume/get-meta', { meta_key: 'education' })).body.resume).toMatchObject({
        meta_value: [{ sname: 'TU München', pointer: 2.3 }],
      });
      expect((await read('/resume/get-meta', { meta_key: 'work-expr' })).body.resume).toMatchObject({
        meta_value: [{ jobtitle: 'Leiter Kita' }],
      });
      expect((await read('/resume/get-meta', { meta_key: 'signature' })).body.resume).toMatchObject({
        meta_value: { location: 'München' },
      });
      expect((await read(`/resume/custom-section/${custom.body.id}`)).body).toMatchObject({
        meta_value: { title: 'Ehrenamt' },
      });
      expect((await read('/resume/get-resume-style')).body.data).toMatchObject({
        template_id: 9,
        colour: 'delight-mint',
      });
      expect((await read('/resume/get-resume-object')).body.data).toMatchObject({ resume_name: 'Mein CV' });
      expect(((await read('/resume/get-photo')).body.base64_img as string).length).toBeGreaterThan(100);
      const doc = (await read('/resume/document')).body.data as { sections: { key: string; id: number }[] };
      const keys = doc.sections.map((s) => s.key);
      expect(keys).toEqual(
        expect.arrayContaining(['work', 'education', 'skills', 'certifications', 'languages', 'customOne']),
      );
      const edited = await read(`/resume/edit-extra-section/${extra.body.id}`, {
        meta_key: 'extra_section',
        meta_sub_key: 'Certification',
        meta_value: { data: '<p>Ersthelfer</p>' },
      });
      expect(edited.status).toBe(200);

      // Deletes are kept across a restart too.
      await read(`/resume/edit-custom-section/${custom.body.id}`, {
        meta_key: 'custom_section',
        meta_value: { title: 'Ehrenamtliches Engagement', description: '' },
      });
      await read('/resume/save-meta', { meta_key: 'education', meta_value: { sname: 'Realschule Süd' } });
      await read('/resume/delete-meta', { meta_key: 'education', meta_index: 0 });
      await read('/resume/delete-meta-section', { meta_key: 'skills' });
      await read('/resume/delete-resume-section', { section: 'languages' });
      await read(`/resume/delete-extra-section/${extra.body.id}`, { meta_key: 'extra_section' });
      await app.close();

      app = await start();
      expect((await read('/resume/get-meta', { meta_key: 'education' })).body.resume).toMatchObject({
        meta_value: [{ sname: 'Realschule Süd' }],
      });
      expect((await read('/resume/get-meta', { meta_key: 'skills' })).body.resume).toMatchObject({
        meta_value: null,
      });
      const listing = await read('/resume/custom-section-listing', { meta_key: 'custom_section' });
      expect(listing.body.data).toMatchObject([{ meta_value: { title: 'Ehrenamtliches Engagement' } }]);
      const after = (await read('/resume/document')).body.data as { sections: { key: string }[] };
      const left = after.sections.map((s) => s.key);
      expect(left).not.toContain('languages');
      expect(left).not.toContain('certifications');
      expect(left).not.toContain('skills');
      await read(`/resume/delete-custom-section/${custom.body.id}`, { meta_key: 'custom_section' });
      await app.close();

      app = await start();
      const none = await read('/resume/custom-section-listing', { meta_key: 'custom_section' });
      expect(none.body.data).toEqual([]);
      await app.close();
    },
    RESTARTS_TIMEOUT,
  );

  it(
    'refuses to open the same DATA_DIR twice (PGlite has no lock between processes)',
    async () => {
      const lockDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vita-lock-'));
      const pglite = () =>
        createApp(testConfig({ dataDir: lockDir, persistDataDir: true }), { logger: false });
      const first = await pglite();
      await expect(pglite()).rejects.toBeInstanceOf(DataDirLockedError);
      await first.close();
      const again = await pglite();
      await again.close();
      fs.rmSync(lockDir, { recursive: true, force: true });
    },
    RESTARTS_TIMEOUT,
  );
});
