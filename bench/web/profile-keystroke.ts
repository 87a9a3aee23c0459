/**
 * A CPU profile of typing on /resume (the built app, the real server, the machine's Chromium):
 * the two-page sample in the local store, 20 keys into the street field, profiled with the
 * DevTools protocol's Profiler. Prints the functions with the most self time and, per key, the
 * layout reads the page made (getBoundingClientRect, offset sizes, Range client rects). With
 * `trace` it also traces the same keys and prints the browser's own work per key: layouts and the
 * layout objects they visited, paints, and each kind's share of the main thread's busy time (the
 * tracing itself inflates `(program)` in the profile: compare profiles taken the same way).
 * `BENCH_WEB_BUILD=0` is implied: build apps/web first. The .cpuprofile goes to bench/results/.
 * Usage: `npx tsx bench/web/profile-keystroke.ts [classic|modern] [trace]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR, startServer } from '../lib/server';
import { launchChromium } from './lib/browser';
import { twoPageSampleStorage } from './lib/resume-storage';
import { samplePhotoDataUrl } from './lib/sample-photo';

const KEYS = 'Musterweg';
const style = process.argv[2] === 'modern' ? 'styleTempDBSix' : 'styleTempOne';
const trace = process.argv.includes('trace');

const COUNTER = `(() => {
  const counts = { rect: 0, offset: 0, client: 0, rangeRects: 0 };
  const wrap = (proto, name, key) => {
    const original = proto[name];
    proto[name] = function (...args) { counts[key] += 1; return original.apply(this, args); };
  };
  wrap(Element.prototype, 'getBoundingClientRect', 'rect');
  wrap(Range.prototype, 'getClientRects', 'rangeRects');
  for (const name of ['offsetHeight', 'offsetWidth']) {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
    Object.defineProperty(HTMLElement.prototype, name, {
      get() { counts.offset += 1; return descriptor.get.call(this); },
    });
  }
  for (const name of ['clientWidth', 'clientHeight']) {
    const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, name);
    Object.defineProperty(Element.prototype, name, {
      get() { counts.client += 1; return descriptor.get.call(this); },
    });
  }
  window.__layoutReads = counts;
})()`;

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  args?: { beginData?: { dirtyObjects?: number; totalObjects?: number } };
}

/** Per key: style recalculations, layouts and paints, as counts; the main thread's time by kind as shares. */
function printRenderingWork(trace: { traceEvents: TraceEvent[] }): void {
  const events = trace.traceEvents.filter((event) => event.ph === 'X');
  const main = events.find((event) => event.name === 'UpdateLayoutTree' || event.name === 'Layout')?.tid;
  const onMain = events.filter((event) => event.tid === main);
  const sum = (name: string, value: (event: TraceEvent) => number) =>
    onMain.filter((event) => event.name === name).reduce((total, event) => total + value(event), 0) /
    KEYS.length;
  console.log('rendering work per key:', {
    styleRecalcs: sum('UpdateLayoutTree', () => 1),
    layouts: sum('Layout', () => 1),
    layoutDirtyObjects: sum('Layout', (event) => event.args?.beginData?.dirtyObjects ?? 0),
    layoutTotalObjects: sum('Layout', (event) => event.args?.beginData?.totalObjects ?? 0),
    paints: sum('Paint', () => 1),
  });
  const kinds = [
    'EventDispatch',
    'FunctionCall',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
  ];
  const busy = onMain
    .filter((event) => event.name === 'RunTask')
    .reduce((total, event) => total + (event.dur ?? 0), 0);
  const shares = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      `${((100 * sum(kind, (event) => event.dur ?? 0) * KEYS.length) / busy).toFixed(1)} %`,
    ]),
  );
  console.log('share of the main thread busy time (nested kinds overlap):', shares);
}

async function main(): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const server = await startServer({
    env: { LOG_LEVEL: 'warn' },
    logFile: path.join(RESULTS_DIR, 'profile.server.log'),
  });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/`);
    const storage = twoPageSampleStorage(style, await samplePhotoDataUrl());
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.addInitScript(COUNTER);
    await page.goto(`${server.baseURL}/resume`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid="live-preview"] [data-vt-page]');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(1000);
    const field = page.locator('#heading-street');
    await field.fill('');
    await field.click();
    await page.waitForTimeout(500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const before = await page.evaluate('({ ...window.__layoutReads })');
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await cdp.send('Profiler.start');
    for (const key of KEYS) {
      await page.keyboard.type(key);
      await page.waitForTimeout(60);
    }
    const { profile } = await cdp.send('Profiler.stop');
    if (trace) printRenderingWork(JSON.parse((await browser.stopTracing()).toString('utf8')));
    const after = (await page.evaluate('({ ...window.__layoutReads })')) as Record<string, number>;
    const perKey = Object.fromEntries(
      Object.entries(after).map(([key, value]) => [
        key,
        (value - (before as Record<string, number>)[key]!) / KEYS.length,
      ]),
    );
    console.log('layout reads per key:', perKey);
    const file = path.join(RESULTS_DIR, `keystroke-${style}-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const self = new Map<string, number>();
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, index) => {
      const node = byId.get(id);
      if (!node) return;
      const { functionName, url, lineNumber } = node.callFrame;
      const name = `${functionName || '(anonymous)'} ${path.basename(url)}:${lineNumber + 1}`;
      self.set(name, (self.get(name) ?? 0) + (deltas[index] ?? 0) / 1000);
    });
    const total = [...self.entries()]
      .filter(([name]) => !name.startsWith('(idle)'))
      .reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`busy ${(total / KEYS.length).toFixed(1)} ms per key (sampled); top self time:`);
    for (const [name, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`${(ms / KEYS.length).toFixed(2).padStart(7)} ms/key  ${name}`);
    console.log(`profile: ${file}`);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
