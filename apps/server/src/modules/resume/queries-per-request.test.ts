import { resumeStrength, sectionStrengths } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { ALL_TABLES, newToken, post, testConfig, testDatabaseUrl } from '../../test/test-app';
import { registerUser } from '../auth/auth.test-support';
import { findResume } from './resume-access';
import { loadStoredParts } from './resume-parts';

/**
 * The SQL statements the hottest calls send, counted (never timed): a save while typing and the
 * read that follows it. Each statement is a round trip on PostgreSQL and a turn of PGlite's single
 * engine, so their number is what load cannot blur. Counted as Drizzle sends them (a transaction's
 * BEGIN and COMMIT are not among them). A save of a whole value is the resume by its token and
 * one statement that stores the value with its section's points; a read is one statement (the
 * resume joined with the part). A login token adds its revocation check (the token version).
 */
const SAVE_STATEMENTS = 2;
const READ_STATEMENTS = 1;
const statements: string[] = [];
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({
    databaseUrl: testDatabaseUrl(),
    pgliteDir: null,
    logQuery: (query) => statements.push(query),
  });
});
afterAll(() => database.close());

beforeEach(async () => {
  await database.exec(`TRUNCATE ${ALL_TABLES} RESTART IDENTITY CASCADE`);
  app = await createApp(testConfig(), { database, logger: false, strictResponses: true });
  return () => app.close();
});

const heading = { fname: 'Jonas', lname: 'Brandt', email: 'jonas.brandt@example.de', location: 'Kassel' };

async function counted(run: () => Promise<{ status: number }>): Promise<string[]> {
  statements.length = 0;
  const res = await run();
  expect(res.status).toBe(200);
  return [...statements];
}

describe('statements per request', () => {
  it.each([
    ['visitor', false],
    ['account', true],
  ])('save-meta and get-meta of a heading, %s', async (_who, withAccount) => {
    const token = newToken();
    const headers: Record<string, string> = {};
    if (withAccount) {
      const user = await registerUser(app, { resume_token: token, resume_name: 'Lebenslauf' });
      headers.authorization = `Bearer ${user.token}`;
    }
    const save = (value: object) =>
      post(
        app,
        '/resume/save-meta',
        { resume_token: token, resume_template_id: 1, meta_key: 'heading', meta_value: value },
        headers,
      );
    await save(heading);

    const saving = await counted(() => save({ ...heading, location: 'Kassel-Wilhelmshöhe' }));
    const reading = await counted(() =>
      post(app, '/resume/get-meta', { resume_token: token, meta_key: 'heading' }, headers),
    );
    const login = withAccount ? 1 : 0;
    expect(saving, saving.join('\n')).toHaveLength(SAVE_STATEMENTS + login);
    expect(reading, reading.join('\n')).toHaveLength(READ_STATEMENTS + login);
    // The resume is looked up by its token once per request, never twice.
    const byToken = (list: string[]) => list.filter((q) => /where "resumes"\."token"/.test(q));
    expect(byToken(saving)).toHaveLength(1);
    expect(byToken(reading)).toHaveLength(1);
  });
});

describe('points kept by the one-statement save', () => {
  it('keep the strength the full computation gives, save after save', async () => {
    const token = newToken();
    const save = (meta_key: string, meta_value: unknown) =>
      post(app, '/resume/save-meta', { resume_token: token, resume_template_id: 1, meta_key, meta_value });
    const rich = (text: string) => ({ data: text });
    const steps: [string, unknown][] = [
      ['heading', heading],
      ['skills', rich('<ul><li>Gabelstapler</li><li>SAP EWM</li></ul>')],
      ['summary', rich('<p>Fachkraft für Lagerlogistik mit acht Jahren Erfahrung im Wareneingang.</p>')],
      ['heading', { ...heading, location: '' }],
      [
        'work-expr',
        { jobtitle: 'Lagerist', employer: 'Nordhafen', startMonth: 'May', startYear: '2019', check: true },
      ],
      ['summary', rich('<p>Kurz.</p>')],
      ['skills', rich('<ul>' + '<li>Kommissionierung</li>'.repeat(6) + '</ul>')],
      ['heading', { ...heading, street: 'Am Kai 3', pincode: '34117' }],
      ['summary', rich('')],
    ];
    let fast = 0;
    for (const [key, value] of steps) {
      statements.length = 0;
      expect((await save(key, value)).status).toBe(200);
      if (statements.length === SAVE_STATEMENTS) fast += 1;
      const row = await findResume(database.db, token);
      if (!row) throw new Error('resume not stored');
      const parts = await loadStoredParts(database.db, row);
      expect({ total: row.strength, sections: row.sectionStrength }, `after ${key}`).toEqual({
        total: resumeStrength(parts),
        sections: sectionStrengths(parts),
      });
    }
    // Every whole value after the first save took the one-statement way.
    expect(fast).toBe(7);
  });
});
