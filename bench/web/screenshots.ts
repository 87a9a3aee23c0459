/**
 * Screenshots of the templates with the two-page sample (German and English, 1280 and 360 px),
 * with and without a photo, and of the gallery, to /tmp/shots-templates/ (or SHOTS_DIR). Runs a
 * Vite dev server of apps/web (nothing is built) with a harness page (lib/template-harness.ts).
 *   npx tsx bench/web/screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './lib/browser';
import { twoPageSampleStorage } from './lib/resume-storage';
import { samplePhotoDataUrl } from './lib/sample-photo';
import { HARNESS_PATH, startTemplateHarness } from './lib/template-harness';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots-templates';
const TEMPLATES = [
  { slug: 'classic-photo', style: 'styleTempOne', id: 1 },
  { slug: 'modern-two-column', style: 'styleTempDBSix', id: 4 },
];
const WIDTHS = [1280, 360];
const LOCALES = ['de', 'en'];

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const photo = await samplePhotoDataUrl();
  const server = await startTemplateHarness();
  const browser = await launchChromium();
  const written: string[] = [];
  try {
    for (const template of TEMPLATES) {
      for (const locale of LOCALES) {
        for (const width of WIDTHS) {
          for (const withPhoto of [true, false]) {
            if (!withPhoto && (width !== 1280 || locale !== 'de')) continue;
            const page = await browser.newPage({ viewport: { width, height: 900 } });
            if (withPhoto) await page.addInitScript(`window.__harnessPhoto = ${JSON.stringify(photo)};`);
            const query = new URLSearchParams({ style: template.style, id: String(template.id), locale });
            const colour = process.env.SHOTS_COLOUR;
            if (colour) query.set('colour', colour);
            await page.goto(`${server.baseURL}${HARNESS_PATH}?${query}`);
            await page.waitForSelector('[data-vt-page]');
            await settle(page);
            const file = path.join(
              OUT,
              `${template.slug}-${locale}-${width}${withPhoto ? '' : '-no-photo'}.png`,
            );
            await page.screenshot({ path: file, fullPage: true });
            written.push(file);
            await page.close();
          }
        }
      }
    }
    // Other colours, fonts and sizes: light colours must stay legible, every font must fit.
    const variants = [
      {
        slug: 'classic-photo',
        style: 'styleTempOne',
        colour: 'essential-ecru',
        formatting: { fontSize: 9, headingSize: 14, fontStyle: 'Times New Roman' },
      },
      {
        slug: 'modern-two-column',
        style: 'styleTempDBSix',
        colour: 'delight-mint',
        formatting: { fontStyle: 'Source Sans Pro' },
      },
      {
        slug: 'modern-two-column',
        style: 'styleTempDBSix',
        colour: 'optimistic-amber',
        formatting: { fontSize: 13, headingSize: 24, fontStyle: 'Nunito Sans' },
      },
    ];
    for (const variant of variants) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.addInitScript(`window.__harnessPhoto = ${JSON.stringify(photo)};`);
      const query = new URLSearchParams({
        style: variant.style,
        colour: variant.colour,
        formatting: JSON.stringify(variant.formatting),
      });
      await page.goto(`${server.baseURL}${HARNESS_PATH}?${query}`);
      await page.waitForSelector('[data-vt-page]');
      await settle(page);
      const file = path.join(
        OUT,
        `${variant.slug}-${variant.colour}-${variant.formatting.fontStyle.replace(/ /g, '-')}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      written.push(file);
      await page.close();
    }
    // The live preview beside the heading form, and behind the 'Vorschau' button on a phone.
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${server.baseURL}/`);
      await page.evaluate(
        (entries) => {
          localStorage.clear();
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        twoPageSampleStorage('styleTempOne', photo),
      );
      await page.goto(`${server.baseURL}/resume`);
      if (width < 1024) {
        const toggle = page.getByRole('button', { name: 'Vorschau' });
        await toggle.waitFor();
        await settle(page);
        const before = path.join(OUT, `resume-page-${width}.png`);
        await page.screenshot({ path: before });
        written.push(before);
        await toggle.click();
      }
      await page.waitForSelector('[data-testid="live-preview"] [data-vt-page]');
      await settle(page);
      const file = path.join(OUT, `resume-page-${width}${width < 1024 ? '-dialog' : ''}.png`);
      await page.screenshot({ path: file });
      written.push(file);
      await page.close();
    }
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 1000 } });
      await page.goto(`${server.baseURL}/choose-template`);
      await page.waitForSelector('[data-vt-page]', { timeout: 30_000 });
      await settle(page);
      const file = path.join(OUT, `gallery-${width}.png`);
      await page.screenshot({ path: file, fullPage: width !== 360 });
      written.push(file);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(written.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
