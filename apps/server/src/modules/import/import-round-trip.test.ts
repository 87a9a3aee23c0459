import {
  type EducationEntry,
  type ImportDraft,
  monthValue,
  parseMonth,
  TEMPLATES,
  twoPageSampleParts,
  type WorkEntry,
} from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { builtWebApp } from '../export/print-entry.test-support';
import { chooseTemplate, storeResume } from '../export/sample-resume.test-support';
import { uploadForImport } from './upload.test-support';

/**
 * Vita's own PDF of every template, read back by the importer: name, e-mail, phone, every job
 * title, employer, school and date must come back as they went in.
 */
let app: FastifyInstance;
let token = '';
const parts = twoPageSampleParts;
const results: { template: string; right: number; total: number; wrong: string[] }[] = [];

beforeAll(async () => {
  app = await buildTestApp({ webDistDir: builtWebApp(), exportRequiresPlan: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  token = await storeResume(app, { parts });
  await app.pdfPool.warm(1);
}, 300_000);
afterAll(async () => {
  const right = results.reduce((sum, r) => sum + r.right, 0);
  const total = results.reduce((sum, r) => sum + r.total, 0);
  for (const r of results)
    console.log(
      `${r.template.padEnd(20)} ${r.right}/${r.total}${r.wrong.length ? `  wrong: ${r.wrong.join('; ')}` : ''}`,
    );
  if (total > 0)
    console.log(
      `round trip Vita PDF → import: ${right}/${total} fields = ${((right / total) * 100).toFixed(1)} %`,
    );
  await app?.close();
});

const month = (value: string) => monthValue(parseMonth(value) ?? 0) ?? '';
const workDates = (w: Pick<WorkEntry, 'startMonth' | 'startYear' | 'endMonth' | 'endYear' | 'check'>) =>
  `${month(w.startMonth)} ${w.startYear} – ${w.check ? 'aktuell' : `${month(w.endMonth)} ${w.endYear}`}`;
const schoolDates = (
  e: Pick<
    EducationEntry,
    'studyStartMonth' | 'studyStartYear' | 'studyEndMonth' | 'studyEndYear' | 'gMonth' | 'gYear' | 'check'
  >,
) =>
  `${month(e.studyStartMonth)} ${e.studyStartYear} – ${e.check ? 'aktuell' : `${month(e.studyEndMonth || e.gMonth)} ${e.studyEndYear || e.gYear}`}`;

/** The fields the round trip promises, as pairs of (what went in, what came back). */
function compare(draft: ImportDraft): [string, string, string][] {
  const h = parts.heading;
  const got = draft.parts;
  const pairs: [string, string, string][] = [
    ['fname', h?.fname ?? '', got.heading?.fname ?? ''],
    ['lname', h?.lname ?? '', got.heading?.lname ?? ''],
    ['email', h?.email ?? '', got.heading?.email ?? ''],
    ['phone', h?.phone ?? '', got.heading?.phone ?? ''],
  ];
  parts.work.forEach((w, i) => {
    const back = got.work[i];
    pairs.push([`work ${i} title`, w.jobtitle, back?.jobtitle ?? '']);
    pairs.push([`work ${i} employer`, w.employer, back?.employer ?? '']);
    pairs.push([`work ${i} dates`, workDates(w), back ? workDates(back) : '']);
  });
  parts.education.forEach((e, i) => {
    const back = got.education[i];
    pairs.push([`school ${i}`, e.sname, back?.sname ?? '']);
    pairs.push([`school ${i} dates`, schoolDates(e), back ? schoolDates(back) : '']);
  });
  return pairs;
}

/** Exports the stored resume in `format`, imports the file and records the fields that differ. */
async function exportAndImport(label: string, format: 1 | 3, fileName: string): Promise<string[]> {
  const file = await app.inject({
    method: 'POST',
    url: '/api/v1/resume/export',
    payload: { resume_token: token, format },
  });
  expect(file.statusCode).toBe(200);
  const res = await uploadForImport(app, fileName, file.rawPayload);
  expect(res.status, res.body.message).toBe(200);
  const pairs = compare(res.body.draft as ImportDraft);
  const wrong = pairs.filter(([, a, b]) => a !== b).map(([field, a, b]) => `${field}: "${a}" → "${b}"`);
  results.push({ template: label, right: pairs.length - wrong.length, total: pairs.length, wrong });
  return wrong;
}

describe('Vita PDF → import round trip', () => {
  for (const { styleName } of TEMPLATES) {
    it(`${styleName}: name, e-mail, phone, jobs, employers, schools and dates come back unchanged`, async () => {
      await chooseTemplate(app, token, styleName);
      expect(await exportAndImport(styleName, 1, 'lebenslauf.pdf')).toEqual([]);
    }, 60_000);
  }

  it('Vita Word file (DOCX): the same fields come back unchanged', async () => {
    expect(await exportAndImport('docx', 3, 'lebenslauf.docx')).toEqual([]);
  }, 60_000);
});
