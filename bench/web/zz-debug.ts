import { launchChromium } from './lib/browser';
import { startTemplateHarness } from './lib/template-harness';
const server = await startTemplateHarness();
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${server.baseURL}/choose-template`);
await page.waitForSelector('[data-vt-page]');
await page.evaluate(async () => { await document.fonts.ready; await new Promise((r) => setTimeout(r, 1000)); });
const info = await page.evaluate(() => {
  const doc = document.querySelector('.vt-document')!;
  return [...doc.querySelectorAll('[data-vt-page]')].map((p) => {
    const scale = p.getBoundingClientRect().width / (p as HTMLElement).offsetWidth;
    return [...p.querySelectorAll('[data-vt-flow]')].map((f) => {
      const blocks = [...f.querySelectorAll('[data-vt-block]')].map((b) => [(b as HTMLElement).dataset.vtBlock, Math.round(b.getBoundingClientRect().height / scale)]);
      const sum = blocks.reduce((s, b) => s + (b[1] as number), 0);
      return { scale, flow: (f as HTMLElement).dataset.vtFlow, capacity: f.getBoundingClientRect().height / scale, sum, blocks };
    });
  });
});
console.log(JSON.stringify(info));
await browser.close(); await server.close();
