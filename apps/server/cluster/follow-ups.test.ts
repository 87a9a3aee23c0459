import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  eventually,
  newAccount,
  newResumeToken,
  openDatabasePool,
  register,
  startPair,
} from './cluster-support';
import type { ServerProcess } from './spawn-server';

let a: ServerProcess;
let b: ServerProcess;
const database = openDatabasePool();
beforeAll(async () => {
  // The follow-up job runs on both, every 200 ms, as it would on two machines.
  [a, b] = await startPair({ FOLLOW_UP_INTERVAL_MS: '200' });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database.close();
});

/** An account with a resume of its own (claimed at registration) on one instance. */
async function applicant(server: ServerProcess) {
  const resumeToken = newResumeToken();
  const saved = await api(server, 'POST', '/resume/save-meta', {
    body: { resume_token: resumeToken, meta_key: 'heading', meta_value: { fname: 'Erika', lname: 'Muster' } },
  });
  expect(saved.status).toBe(200);
  const account = await register(server, Object.assign(newAccount(), { resume_token: resumeToken }));
  return { ...account, resumeToken };
}

describe('follow-up reminders on two instances', () => {
  it('mails each due follow-up exactly once while the job runs on both', async () => {
    const applicants = [await applicant(a), await applicant(b)];
    for (const [index, person] of applicants.entries())
      for (const company of ['Firma A', 'Firma B', 'Firma C']) {
        const created = await api(index === 0 ? a : b, 'POST', '/applications', {
          token: person.token,
          body: { resume_token: person.resumeToken, company, position: 'Koch', follow_up_at: '2020-01-15' },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(200);
      }
    const emails = applicants.map((person) => person.email);
    const reminders = () =>
      database.rows<{ to: string; subject: string; count: number }>(
        `select "to", subject, count(*)::int as count from outbox
          where purpose = 'application-follow-up' and "to" = any($1) group by "to", subject`,
        [emails],
      );
    await eventually(async () => expect(await reminders()).toHaveLength(6));
    // A few more runs of both jobs: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rows = await reminders();
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.count === 1)).toBe(true);
    expect(rows.map((row) => row.subject).sort()).toEqual(
      ['A', 'A', 'B', 'B', 'C', 'C'].map((letter) => `Nachfassen bei Firma ${letter}: Koch`),
    );
  });
});
