/**
 * Import accuracy, two measures. First the test set of bench/import/corpus (German CVs of many
 * looks written for the bench): precision and recall per field group, for the dev two thirds and
 * the held-out third separately. Then the ten German sample CVs (apps/server/src/modules/import/fixtures) uploaded to
 * the real server's POST /api/v1/import; per CV the fields read right, overall, and how many of
 * the wrong fields the review screen marks as uncertain ("Bitte prüfen"), and how many right ones
 * it marks needlessly. Target: ≥ 90 % overall, most wrong fields flagged, few right ones.
 */
import path from 'node:path';
import { measureAccuracy, percent } from '../../apps/server/src/modules/import/fixtures/accuracy';
import type { ImportDraft } from '../../packages/shared/src/contracts/import';
import { RESULTS_DIR, startServer } from '../lib/server';
import { corpusTable, measureCorpus } from './corpus/measure';

async function main() {
  const server = await startServer({
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' },
    logFile: path.join(RESULTS_DIR, 'import.server.log'),
    // A busy shared machine can take minutes to start the server under tsx.
    timeoutMs: 300_000,
  });
  try {
    const read = async (name: string, data: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), name);
      const res = await fetch(`${server.baseURL}/api/v1/import`, { method: 'POST', body: form });
      const body = (await res.json()) as { draft: ImportDraft; message: string };
      if (!res.ok) throw new Error(`${name}: ${res.status} ${body.message}`);
      return body.draft;
    };
    const dev = await measureCorpus('dev', read);
    const heldOut = await measureCorpus('held-out', read);
    console.log('Test set (bench/import/corpus): precision and recall per field group\n');
    console.log(`${corpusTable(dev, heldOut)}\n`);
    const summary = await measureAccuracy(read);
    console.log('CV                         layout           fields right   accuracy');
    for (const sample of summary.samples) {
      const right = sample.checks.filter((c) => c.right).length;
      console.log(
        `${sample.id.padEnd(27)}${sample.layout.padEnd(17)}${`${right}/${sample.checks.length}`.padStart(12)}${percent(right, sample.checks.length).toFixed(1).padStart(10)} %`,
      );
      for (const c of sample.checks.filter((check) => !check.right))
        console.log(
          `    wrong ${c.field}: expected "${c.expected}", read "${c.actual}"${c.flagged ? ' (flagged)' : ''}`,
        );
    }
    const overall = percent(summary.right, summary.total);
    console.log(
      `\noverall: ${summary.right}/${summary.total} fields = ${overall.toFixed(1)} % (target ≥ 90 %)`,
    );
    console.log(`wrong fields flagged: ${summary.wrongFlagged}/${summary.wrong} (target: most)`);
    console.log(`right fields flagged: ${summary.rightFlagged}/${summary.right} (target: few)`);
    if (overall < 90) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
