/**
 * Zeugnis decoder accuracy: grades our hand-written Arbeitszeugnisse
 * (apps/server/src/modules/zeugnis/fixtures) and compares each with the expert's grade. Prints a
 * table per text and the share within ±0.5 on the tuning set and on the held-out set (never tuned
 * against), then the time of one analysis.
 *
 * Environment: BENCH_RUNS latency runs (200).
 */
import { performance } from 'node:perf_hooks';
import { scoreCases } from '../../apps/server/src/modules/zeugnis/evaluate';
import { HELD_OUT_CASES } from '../../apps/server/src/modules/zeugnis/fixtures/held-out';
import { TUNING_CASES } from '../../apps/server/src/modules/zeugnis/fixtures/tuning';
import { analyzeZeugnis } from '../../apps/server/src/modules/zeugnis/rules/analyze';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const show = (grade: number | null) => (grade === null ? 'einfach' : grade.toFixed(1));
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

const summary: string[] = [];
for (const [label, cases] of [
  ['tuning', TUNING_CASES],
  ['held-out', HELD_OUT_CASES],
] as const) {
  const { results, share } = scoreCases(cases);
  console.log(`\n### ${label} set (${cases.length} texts)\n`);
  console.log('| text | expected | got | within ±0.5 |');
  console.log('|---|---:|---:|:---:|');
  for (const r of results)
    console.log(`| ${r.name} | ${show(r.expected)} | ${show(r.got)} | ${r.within ? '✓' : '✗'} |`);
  summary.push(
    `${label}: ${results.filter((r) => r.within).length}/${cases.length} within ±0.5 (${percent(share)})`,
  );
}
console.log(`\n${summary.join('\n')}`);

const longest = [...TUNING_CASES, ...HELD_OUT_CASES].map((c) => c.text).join('\n\n');
analyzeZeugnis(longest);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  analyzeZeugnis(longest);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
console.log(
  `\nAnalysis of all ${longest.length} characters at once, ${runs} runs: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
);
