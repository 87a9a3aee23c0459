/**
 * What the final page waits on: one traced visit (Chromium's trace, as DevTools records it) after
 * one untraced warm-up visit, printed as a timeline in milliseconds after the navigation start:
 * each request sent (>) and finished (<), and each main-thread task of 8 ms or more with what it
 * spent its time on (script, layout, style). Ends with how busy the main thread was until ready.
 * Tracing slows the page a little: read the order and the gaps, take the times from bench:web.
 *
 *   npm run build && BENCH_TIMELINE_WAY=byId npm run bench:final-timeline -w @vita/bench
 *
 * BENCH_TIMELINE_WAY: local (the two-page sample in the local store, default) or byId (`?id=`).
 */
import path from 'node:path';
import { storeTwoPageSample } from '../lib/sample-resume';
import { RESULTS_DIR, startServer } from '../lib/server';
import { launchChromium } from './lib/browser';
import { type FinalPageWay, visitFinalPage } from './lib/final-page-ready';
import { samplePhotoDataUrl } from './lib/sample-photo';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; requestId?: string; documentLoaderURL?: string } };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
];
const LONG_TASK_MS = 8;
/** What a task's time went to, by the trace's event names. */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'module evaluation',
  'v8.compileModule': 'compile',
  'v8.compile': 'compile',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  ResourceReceivedData: 'receiving',
  HitTest: 'hit test',
  PrePaint: 'paint',
  TimerFire: 'timer',
  RunMicrotasks: 'microtasks',
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  ParseHTML: 'HTML',
  ParseAuthorStyleSheet: 'CSS',
  Paint: 'paint',
};

const fileOf = (url = '') => url.replace(/^.*\//, '').slice(0, 70);

function timeline(events: TraceEvent[], readyMs: number): string[] {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && /final-resume/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('the trace holds no navigation to /final-resume');
  const { pid, ts: start } = navigation;
  const main = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const at = (ts: number) => (ts - start) / 1000;
  const lines: [number, string][] = [];
  const requests = new Map<string, string>();
  for (const e of events) {
    const { requestId, url } = e.args?.data ?? {};
    if (!requestId) continue;
    if (e.name === 'ResourceSendRequest') {
      requests.set(requestId, fileOf(url));
      lines.push([at(e.ts), `  > ${fileOf(url)}`]);
    } else if (e.name === 'ResourceFinish' && requests.has(requestId)) {
      lines.push([at(e.ts), `  < ${requests.get(requestId)}`]);
    }
  }
  const onMain = events.filter((e) => e.pid === pid && e.tid === main?.tid && e.ph === 'X');
  let busy = 0;
  for (const task of onMain.filter((e) => e.name === 'RunTask')) {
    const end = task.ts + (task.dur ?? 0);
    if (at(task.ts) > readyMs) continue;
    busy += (task.dur ?? 0) / 1000;
    if ((task.dur ?? 0) / 1000 < LONG_TASK_MS) continue;
    const spent = new Map<string, number>();
    for (const e of onMain) {
      const kind = KINDS[e.name];
      if (kind && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
        spent.set(kind, (spent.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const parts = [...spent].filter(([, ms]) => ms >= 1).map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`);
    lines.push([at(task.ts), `task ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${parts.join(', ')}`]);
  }
  lines.sort((a, b) => a[0] - b[0]);
  return [
    ...lines
      .filter(([ms]) => ms >= 0 && ms <= readyMs)
      .map(([ms, text]) => `${ms.toFixed(0).padStart(6)}  ${text}`),
    `${readyMs.toFixed(0).padStart(6)}  ready`,
    `\nmain thread busy ${busy.toFixed(0)} ms of ${readyMs.toFixed(0)} ms (tasks of ${LONG_TASK_MS} ms and more listed)`,
  ];
}

async function main(): Promise<void> {
  const way = (process.env.BENCH_TIMELINE_WAY ?? 'local') as FinalPageWay;
  if (way !== 'local' && way !== 'byId') throw new Error('BENCH_TIMELINE_WAY is local or byId');
  const server = await startServer({
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' },
    logFile: path.join(RESULTS_DIR, 'final-timeline.server.log'),
  });
  const browser = await launchChromium();
  try {
    const { token } = await storeTwoPageSample(server.baseURL);
    const visit = {
      baseURL: server.baseURL,
      way,
      style: 'styleTempOne',
      photo: await samplePhotoDataUrl(),
      token,
    };
    await visitFinalPage(browser, visit);
    let trace: Buffer | undefined;
    const readyMs = await visitFinalPage(browser, visit, {
      before: (page) => browser.startTracing(page, { categories: CATEGORIES }),
      after: async () => {
        trace = await browser.stopTracing();
      },
    });
    if (!trace) throw new Error('no trace was recorded');
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    console.log(`Final page (${way}), one traced visit after a warm-up visit:\n`);
    console.log(timeline(traceEvents, readyMs).join('\n'));
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
