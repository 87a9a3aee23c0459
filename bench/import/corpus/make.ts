// Prints the import test set into bench/import/corpus/files/{dev,held-out}/: HTML → PDF with the
// machine's Chromium, DOCX with the `docx` library. Run: npx tsx bench/import/corpus/make.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEV } from './dev';
import { HELD_OUT } from './held-out';
import { CORPUS_FILES, corpusFileName } from './measure';
import { corpusDocx, corpusHtml } from './render';

const only = process.argv[2]; // 'dev' or 'held-out' to print one set
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const [set, cvs] of [
  ['dev', DEV],
  ['held-out', HELD_OUT],
] as const) {
  if (only && only !== set) continue;
  const dir = path.join(CORPUS_FILES, set);
  mkdirSync(dir, { recursive: true });
  for (const cv of cvs) {
    const file = path.join(dir, corpusFileName(cv));
    if (cv.look.startsWith('docx')) writeFileSync(file, await corpusDocx(cv));
    else {
      await page.setContent(corpusHtml(cv));
      writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }));
    }
  }
}
await browser.close();
console.log(`corpus written to ${CORPUS_FILES}`);
