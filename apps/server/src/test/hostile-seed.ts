import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerUser } from '../modules/auth/auth.test-support';
import type { Seed } from './hostile-bodies';
import { ALL_TABLES, newToken, post } from './test-app';

/**
 * What a request may rightly move: counters (a failed login still counts), and the short-lived
 * passkey challenges that a well-formed options request hands out.
 */
const MAY_CHANGE = new Set(['rate_limits', 'passkey_challenges']);

/** Every row of every table but the counters, as text: equal before and after means nothing changed. */
export async function snapshotTables(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = ALL_TABLES.split(',')
    .map((t) => t.trim())
    .filter((t) => !MAY_CHANGE.has(t));
  const snapshot: Record<string, string> = {};
  for (const table of tables) {
    const result = await app.db.execute(sql.raw(`SELECT * FROM ${table} ORDER BY 1`));
    snapshot[table] = JSON.stringify((result as unknown as { rows: unknown[] }).rows);
  }
  return snapshot;
}

async function ok(app: FastifyInstance, url: string, body: unknown, login: string) {
  const res = await post(app, url, body, { authorization: `Bearer ${login}` });
  if (res.status !== 200) throw new Error(`seed ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** An account with a resume that has something in every part the calls can touch. */
export async function seedAccount(app: FastifyInstance): Promise<Seed & { login: string }> {
  const resumeToken = newToken();
  const user = await registerUser(app, { resume_token: resumeToken, resume_name: 'Lebenslauf' });
  const login = user.token;
  const save = (meta_key: string, meta_value: unknown) =>
    ok(app, '/resume/save-meta', { resume_token: resumeToken, meta_key, meta_value }, login);
  await save('heading', { fname: 'Erika', lname: 'Muster', email: 'erika@example.de' });
  await save('education', { sname: 'Universität Köln' });
  await save('work-expr', { jobtitle: 'Köchin' });
  await save('skills', { data: '<ul><li>Kochen</li></ul>' });
  await save('signature', { text: 'Erika' });
  const custom = await ok(
    app,
    '/resume/add-custom-section',
    { resume_token: resumeToken, meta_key: 'custom_section', meta_value: { title: 'Ehrenamt' } },
    login,
  );
  const extra = await ok(
    app,
    '/resume/add-extra-section',
    {
      resume_token: resumeToken,
      meta_key: 'extra_section',
      meta_sub_key: 'WebLinks',
      meta_value: { link1: 'https://erika.example.de' },
    },
    login,
  );
  return {
    resumeToken,
    email: user.email,
    login,
    customSectionId: custom.id as number,
    extraSectionId: extra.id as number,
  };
}
