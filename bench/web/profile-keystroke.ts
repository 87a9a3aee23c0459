/**
 * A CPU profile of typing on /resume (the built app, the real server, the machine's Chromium):
 * the two-page sample in the local store, 20 keys into the street field, profiled with the
 * DevTools protocol's Profiler. Prints the functions with the most self time and, per key, the
 * layout reads the page made (getBoundingClientRect, offset sizes, Range client rects).
 * `BENCH_WEB_BUILD=0` is implied: build apps/web first. The .cpuprofile goes to bench/results/.
 * Usage: `npx tsx bench/web/profile-keystroke.ts [classic|modern]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR, startServer } from '../lib/server';
import { launchChromium } from './lib/browser';
import { twoPageSampleStorage } from './lib/resume-storage';
import { samplePhotoDataUrl } from './lib/sample-photo';

const KEYS = 'Musterweg';
const style = process.argv[2] === 'modern' ? 'styleTempDBSix' : 'styleTempOne';

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
    await cdp.send('Profiler.start');
    for (const key of KEYS) {
      await page.keyboard.type(key);
      await page.waitForTimeout(60);
    }
    const { profile } = await cdp.send('Profiler.stop');
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
