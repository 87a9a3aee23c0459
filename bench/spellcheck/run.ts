/**
 * Spell-check benchmark: Hunspell (hunspell-asm, WebAssembly) in its worker thread, as the server
 * uses it (`checkTexts`, the service behind POST /api/v1/spellcheck), on every text of the
 * two-page sample resume in German. Prints one table:
 *   cold start       a new worker: WebAssembly module, both dictionaries and our word list loaded
 *   first check      the first check of the resume after the start (suggestions searched)
 *   warm check       later checks of the same resume (suggestions from the cache): words/s
 *   suggestions      one search for a typical typo, uncached
 *   memory           the process's RSS before and after the start, and the worker's memory outside
 *                    the JS heap (Hunspell's WebAssembly memory) after the start and after the runs
 * The sample is written correctly: what it flags is listed below the table (false alarms).
 *
 * Environment: BENCH_DURATION seconds of warm checks (5), BENCH_COLD_STARTS (3).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkTexts, SpellChecker, spellWords } from '@vita/server/spellcheck';
import { SPELLCHECK_LIMITS, spellcheckText, twoPageSampleParts } from '@vita/shared';
import { RESULTS_DIR } from '../lib/server';
import { formatTable, percentile } from '../web/lib/table';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 3);
const TYPOS = [
  'Erfarung',
  'Projecktmanagement',
  'Verantwortungsbewustsein',
  'Kundenberatunk',
  'Teamfähigkiet',
];

/** Every rich text of the resume (skills, summary, descriptions, extra and custom sections). */
function resumeTexts(): { id: string; html: string }[] {
  const texts: { id: string; html: string }[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (value.trimStart().startsWith('<')) texts.push({ id: key, html: value });
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${key}.${i}`);
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, key === '' ? k : `${key}.${k}`);
    }
  };
  walk(twoPageSampleParts, '');
  return texts;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0);

async function main() {
  const texts = resumeTexts();
  const words = texts.reduce((sum, t) => sum + spellWords(spellcheckText(t.html)).length, 0);
  const batches: (typeof texts)[] = [];
  for (let i = 0; i < texts.length; i += SPELLCHECK_LIMITS.maxTexts) {
    batches.push(texts.slice(i, i + SPELLCHECK_LIMITS.maxTexts));
  }
  const checkResume = async (checker: SpellChecker) => {
    let flagged: string[] = [];
    for (const batch of batches) {
      const { results } = await checkTexts(checker, { lang: 'de', texts: batch });
      flagged = flagged.concat(results.flatMap((r) => r.misspellings.map((m) => `${r.id}: ${m.word}`)));
    }
    return flagged;
  };

  const rssBefore = process.memoryUsage().rss;
  const starts: number[] = [];
  for (let i = 0; i < COLD_STARTS - 1; i++) {
    const checker = new SpellChecker();
    const started = performance.now();
    await checker.start();
    starts.push(performance.now() - started);
    await checker.close();
  }
  const checker = new SpellChecker();
  let started = performance.now();
  await checker.start();
  starts.push(performance.now() - started);
  const rssAfterStart = process.memoryUsage().rss;
  const memoryAfterStart = await checker.memory();

  started = performance.now();
  const flagged = await checkResume(checker);
  const firstCheckMs = performance.now() - started;

  const warm: number[] = [];
  const until = performance.now() + DURATION_S * 1000;
  while (performance.now() < until) {
    const t = performance.now();
    await checkResume(checker);
    warm.push(performance.now() - t);
  }
  const warmTotalS = warm.reduce((a, b) => a + b, 0) / 1000;

  const suggestMs: number[] = [];
  for (const typo of TYPOS) {
    const t = performance.now();
    await checker.suggest('de', typo, 60_000);
    suggestMs.push(performance.now() - t);
  }
  const memoryAfterRuns = await checker.memory();
  await checker.close();

  const rows: string[][] = [
    ['sample resume', `${texts.length} texts, ${words} words`, ''],
    [
      'cold start (worker, WASM, de + en, word list)',
      `${ms(percentile(starts, 50))} ms median`,
      `${starts.length} starts, max ${ms(Math.max(...starts))} ms`,
    ],
    ['first check of the resume', `${ms(firstCheckMs)} ms`, `${flagged.length} flagged`],
    [
      'warm check of the resume',
      `${ms(percentile(warm, 50))} ms median`,
      `p95 ${ms(percentile(warm, 95))} ms, ${warm.length} runs`,
    ],
    [
      'warm throughput',
      `${Math.round((words * warm.length) / warmTotalS).toLocaleString('en-US')} words/s`,
      'one worker, one request at a time',
    ],
    [
      'suggestions for one typo (uncached)',
      `${ms(percentile(suggestMs, 50))} ms median`,
      `max ${ms(Math.max(...suggestMs))} ms (${TYPOS.join(', ')})`,
    ],
    [
      'process RSS before / after the start',
      `${mb(rssBefore)} / ${mb(rssAfterStart)} MB`,
      `+${mb(rssAfterStart - rssBefore)} MB`,
    ],
    [
      'worker memory outside the JS heap (WASM)',
      `${mb(memoryAfterStart.externalBytes)} MB`,
      `after the runs ${mb(memoryAfterRuns.externalBytes)} MB`,
    ],
    [
      'worker JS heap',
      `${mb(memoryAfterStart.heapUsedBytes)} MB`,
      `after the runs ${mb(memoryAfterRuns.heapUsedBytes)} MB`,
    ],
  ];
  console.log(formatTable(['spell check (German, two-page sample)', 'value', 'note'], rows));
  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `spellcheck-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        texts: texts.length,
        words,
        starts,
        firstCheckMs,
        warm,
        suggestMs,
        flagged,
        rssBefore,
        rssAfterStart,
        memoryAfterStart,
        memoryAfterRuns,
      },
      null,
      2,
    ),
  );

  // Names, places and lower-case English words are flagged by design: listed, not a failure.
  if (flagged.length > 0)
    console.log(`\nFlagged in the (correctly written) sample:\n  ${flagged.join('\n  ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
