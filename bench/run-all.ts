/**
 * `npm run bench`: every benchmark in turn (start-up, API, web, spell check, PDF), each in its own process so
 * one's load does not skew the other. Exits 1 when any of them missed its bar or failed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const BENCHES = [
  'startup/run.ts',
  'api/run.ts',
  'web/run.ts',
  'spellcheck/run.ts',
  'pdf/run.ts',
  'pagination/run.ts',
];

let failed = false;
for (const bench of BENCHES) {
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, bench)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
