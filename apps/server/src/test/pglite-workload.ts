import { randomBytes } from 'node:crypto';
import { twoPageSampleParts } from '@vita/shared/resume';
import { saveResumeParts } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';

export interface PgliteWorkload {
  /** Resumes stored with every part of the two-page sample. */
  resumes: number;
  /** Rounds of concurrent saves of a long summary and a large snapshot into those resumes. */
  rounds: number;
  /** Saves in flight at once in each round. */
  concurrency: number;
  /** Imported resumes (`/import/confirm` of the two-page sample). */
  imports: number;
}

/** The work the memory test and `scripts/pglite-memory.ts` give PGlite: the same for both. */
export const STANDARD_WORKLOAD: PgliteWorkload = { resumes: 8, rounds: 6, concurrency: 10, imports: 4 };

const filler = (words: number) =>
  Array.from({ length: words }, (_, i) => `Pflegeplanung${i % 97} Dokumentation`).join(' ');

/** A summary near its 50,000-character limit. */
const longSummary = { data: `<p>${filler(1500)}</p>` };

/** Twenty jobs with long descriptions (about 250 KB of JSON), for the imports. */
const largeWorkHistory = Array.from({ length: 20 }, (_, i) => ({
  jobtitle: `Pflegefachkraft ${i + 1}`,
  employer: 'Universitätsklinikum Köln',
  country: 'Köln',
  start_date: '01/2015',
  end_date: '12/2018',
  description: `<p>${filler(400)}</p>`,
}));

/** A browser snapshot as the wizard keeps it: the spec's localStorage keys as strings (about 900 KB). */
const largeSnapshot = {
  templateId: '3',
  FinalResume: JSON.stringify({ ...twoPageSampleParts, work: largeWorkHistory }),
  extra_section_array: JSON.stringify(Array.from({ length: 40 }, () => filler(600))),
};

async function call(app: FastifyInstance, url: string, body: object): Promise<Record<string, unknown>> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: body as Record<string, unknown>,
  });
  if (res.statusCode >= 300) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json() as Record<string, unknown>;
}

/** Drives the app's database through the API: stores, saves concurrently, imports. */
export async function runPgliteWorkload(app: FastifyInstance, workload: PgliteWorkload): Promise<void> {
  const tokens: string[] = [];
  for (let i = 0; i < workload.resumes; i += 1) {
    const token = randomBytes(16).toString('hex');
    await saveResumeParts((url, body) => call(app, url, body), token, twoPageSampleParts);
    tokens.push(token);
  }
  for (let round = 0; round < workload.rounds; round += 1) {
    await Promise.all(
      Array.from({ length: workload.concurrency }, (_, i) => {
        const resume_token = tokens[(round * workload.concurrency + i) % tokens.length] ?? '';
        return i % 2 === 0
          ? call(app, '/resume/save-meta', { resume_token, meta_key: 'summary', meta_value: longSummary })
          : call(app, '/resume/save-resume-object', {
              resume_token,
              resume_name: 'Lebenslauf',
              resume_json_data: largeSnapshot,
            });
      }),
    );
  }
  for (let i = 0; i < workload.imports; i += 1) {
    await call(app, '/import/confirm', {
      draft: { parts: { ...twoPageSampleParts, work: largeWorkHistory } },
    });
  }
}
