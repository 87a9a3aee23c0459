/**
 * Job-title search benchmark, in process: builds the catalogue (timed), then runs the ranking
 * table of apps/server (every Ausbildungsberuf typed in one gender form, and queries as people
 * type them: typos, hyphens, word order, abbreviations, former names, job-ad titles) through
 * `searchSubCategories`, the function behind GET /resume/search-subcategory. Prints the ranking
 * accuracy (expected title first) and the search time per query, p50/p95/max, for the table's
 * queries and for every prefix of them from 2 characters on (what the Position field sends while
 * someone types). Target: p95 ≤ 10 ms. Exits 1 when a ranking query fails or p95 is over target.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CATEGORY } from '@vita/shared/constants';
import {
  preloadCatalogue,
  searchSubCategories,
} from '../../apps/server/src/modules/catalogue/catalogue.service';
import { TYPED_FORMS } from '../../apps/server/src/modules/catalogue/title-ranking/typed-forms';
import { TYPED_VARIANTS } from '../../apps/server/src/modules/catalogue/title-ranking/variants';
import { RESULTS_DIR } from '../lib/server';
import { formatTable, percentile } from '../web/lib/table';

const TARGET_P95_MS = 10;
const MIN_QUERY_LENGTH = 2;

const buildStarted = performance.now();
preloadCatalogue();
const buildMs = performance.now() - buildStarted;

const groups: [string, readonly (readonly [string, string])[]][] = [
  ['Ausbildungsberufe, one form typed', TYPED_FORMS.map((form) => [form, form] as const)],
  ['typed as people type', TYPED_VARIANTS],
];

/**
 * Wall time and this process's CPU time: on a shared, busy machine the wall time includes the
 * time the process waited for a core; the CPU time is what the search itself costs.
 */
function timed(query: string): { ms: number; cpuMs: number; first: string | undefined } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const [first] = searchSubCategories(CATEGORY.skills, query);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, first: first?.title };
}

// Warm-up: the first searches pay for the JIT.
for (const [, cases] of groups) for (const [query] of cases.slice(0, 50)) timed(query);

const accuracyRows: string[][] = [];
const failures: string[] = [];
const fullTimes: number[] = [];
const fullCpu: number[] = [];
for (const [name, cases] of groups) {
  let right = 0;
  for (const [query, expected] of cases) {
    const { ms, cpuMs, first } = timed(query);
    fullTimes.push(ms);
    fullCpu.push(cpuMs);
    if (first === expected) right += 1;
    else failures.push(`"${query}": expected "${expected}", got "${first ?? '–'}"`);
  }
  accuracyRows.push([
    name,
    String(cases.length),
    String(right),
    `${((100 * right) / cases.length).toFixed(1)} %`,
  ]);
}

const prefixTimes: number[] = [];
const prefixCpu: number[] = [];
for (const [, cases] of groups) {
  for (const [query] of cases) {
    for (let length = MIN_QUERY_LENGTH; length <= query.length; length += 3) {
      const { ms, cpuMs } = timed(query.slice(0, length));
      prefixTimes.push(ms);
      prefixCpu.push(cpuMs);
    }
  }
}

const ms = (value: number) => value.toFixed(2);
const timeRow = (name: string, times: readonly number[]) => [
  name,
  String(times.length),
  ms(percentile(times, 50)),
  ms(percentile(times, 95)),
  ms(Math.max(...times)),
];

console.log(`Catalogue build (ESCO extract, title table, search index): ${buildMs.toFixed(0)} ms\n`);
console.log(formatTable(['ranking table', 'queries', 'first right', 'accuracy'], accuracyRows));
console.log('');
console.log(
  formatTable(
    ['search time (ms)', 'searches', 'p50', 'p95', 'max'],
    [
      timeRow('whole queries, wall', fullTimes),
      timeRow('whole queries, CPU', fullCpu),
      timeRow('prefixes as typed, wall', prefixTimes),
      timeRow('prefixes as typed, CPU', prefixCpu),
    ],
  ),
);
if (failures.length > 0) console.log(`\nRanking failures:\n${failures.join('\n')}`);

const p95 = percentile([...fullTimes, ...prefixTimes], 95);
const cpuP95 = percentile([...fullCpu, ...prefixCpu], 95);
const [load] = (await import('node:os')).loadavg();
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(
  path.join(RESULTS_DIR, 'titles.json'),
  JSON.stringify({ buildMs, accuracy: accuracyRows, p95, cpuP95, load, failures }, null, 2),
);
console.log(
  `\np95 over all searches: ${ms(p95)} ms wall, ${ms(cpuP95)} ms CPU (target ≤ ${TARGET_P95_MS} ms; ` +
    `load average ${load?.toFixed(1)} on ${(await import('node:os')).cpus().length} cores)`,
);
process.exitCode = failures.length > 0 || cpuP95 > TARGET_P95_MS ? 1 : 0;
