/**
 * Lebenslauf-Check benchmark: the whole check behind POST /api/v1/resume/check — Hunspell's
 * verdict on every text (its worker thread, as the server runs it), then every rule and the score —
 * for the one-page and the two-page sample resume, without the two database reads. Prints p50 and
 * p95 of the warm check (target ≤ 200 ms for a typical CV) and the first check after the start.
 *
 * Environment: BENCH_RUNS warm runs per resume (100).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { SpellChecker } from '@vita/server/spellcheck';
import { type StoredResumeParts, sampleResumeParts, twoPageSampleParts } from '@vita/shared';
import { checkResumeParts } from '../../apps/server/src/modules/cv-check/cv-check.service';
import { formatTable, percentile } from '../web/lib/table';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const TARGET_MS = 200;
const ms = (value: number) => value.toFixed(1);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  console.log(`load average before: ${load()} on ${os.cpus().length} cores`);
  const checker = new SpellChecker();
  const started = performance.now();
  await checker.start();
  const startMs = performance.now() - started;
  const options = { lang: 'de' as const, pages: null, now: new Date(), checker };
  const resumes: [string, StoredResumeParts][] = [
    ['one-page sample', sampleResumeParts],
    ['two-page sample', twoPageSampleParts],
  ];
  const rows: string[][] = [['Hunspell worker start', ms(startMs), '', '', '']];
  let met = true;
  for (const [name, parts] of resumes) {
    let t = performance.now();
    const first = await checkResumeParts(parts, 800, options);
    const firstMs = performance.now() - t;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      t = performance.now();
      await checkResumeParts(parts, 800, options);
      times.push(performance.now() - t);
    }
    const p95 = percentile(times, 95);
    met &&= p95 <= TARGET_MS;
    rows.push([
      name,
      ms(firstMs),
      ms(percentile(times, 50)),
      ms(p95),
      `${first.findings.length} findings, score ${first.score}`,
    ]);
  }
  await checker.close();
  console.log(formatTable(['CV check (German)', 'first ms', 'warm p50 ms', 'warm p95 ms', 'result'], rows));
  console.log(`\nBar: warm p95 ≤ ${TARGET_MS} ms: ${met ? 'met' : 'MISSED'} (${RUNS} runs each)`);
  console.log(`load average after: ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
