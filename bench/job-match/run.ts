/**
 * Job-ad matching benchmark: extracts the requirements of our hand-labelled German job ads
 * (apps/server/src/modules/job-match/fixtures/ads) and compares them with the labels written down
 * by hand. Prints precision and recall per ad and overall, then the latency of one whole match
 * (extraction and CV check) for a 5,000-character ad against the two-page sample resume.
 *
 * Environment: BENCH_RUNS latency runs (200).
 */
import { performance } from 'node:perf_hooks';
import { buildResumeDocument, twoPageSampleParts } from '@vita/shared';
import { scoreAdSet } from '../../apps/server/src/modules/job-match/evaluate';
import { loadJobAds } from '../../apps/server/src/modules/job-match/fixtures/job-ads';
import { matchJobAd } from '../../apps/server/src/modules/job-match/job-match.service';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const ads = loadJobAds();
const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b).toFixed(2);

console.log('| ad | expected | extracted | precision | recall |');
console.log('|---|---:|---:|---:|---:|');
const total = scoreAdSet(ads);
for (const { name, score } of total.perAd) {
  console.log(
    `| ${name} | ${score.expected} | ${score.extracted} | ${ratio(score.truePositives, score.extracted)} | ${ratio(score.truePositives, score.expected)} |`,
  );
}
const { truePositives: found, extracted, expected } = total;
console.log(
  `| **overall (${ads.length} ads)** | ${expected} | ${extracted} | **${ratio(found, extracted)}** | **${ratio(found, expected)}** |`,
);

// A 5,000-character ad: our ads one after the other, cut at 5,000 characters.
const longAd = ads
  .map((ad) => ad.text)
  .join('\n\n')
  .slice(0, 5_000);
const doc = buildResumeDocument(twoPageSampleParts);
matchJobAd(doc, longAd);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  matchJobAd(doc, longAd);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
console.log(
  `\nWhole match of a ${longAd.length}-character ad, ${runs} runs: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (target ≤ 100 ms)`,
);
