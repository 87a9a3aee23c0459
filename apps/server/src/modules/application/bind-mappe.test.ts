import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPdf } from '@vita/shared/testing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type Browser, chromium } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../attachments/attachments.test-support';
import { bindMappe, type MappeDocument } from './bind-mappe';

// Tagged PDFs as the server prints them (Chromium, `tagged: true`), bound as the Mappe binds them.
let browser: Browser;
let letter: Uint8Array;
let resume: Uint8Array;
let scan: Uint8Array;

async function taggedPdf(html: string): Promise<Uint8Array> {
  const page = await browser.newPage();
  try {
    // As the templates print (shared.css): Chromium 156.0.8078.114 cuts a tagged text at a ligature
    // ("Kauﬀ" for "Kauffrau") in the structure tree.
    await page.setContent(
      `<html lang="de"><body style="font-variant-ligatures: no-common-ligatures">${html}</body></html>`,
    );
    return await page.pdf({ format: 'A4', tagged: true, outline: true });
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  letter = await taggedPdf(
    '<h1>Bewerbung als Kauffrau</h1><p>Sehr geehrte Frau Kaya, <a href="https://example.com/stelle">Ihre Anzeige</a> hat mich angesprochen.</p>' +
      '<p style="break-before: page">Mit freundlichen Grüßen</p>',
  );
  resume = await taggedPdf(
    '<h1>Lebenslauf Julia Becker</h1><h2>Berufserfahrung</h2><p>Stellvertretende Filialleiterin</p>',
  );
  scan = await sharp({ create: { width: 120, height: 170, channels: 3, background: '#eeeeee' } })
    .jpeg()
    .toBuffer();
}, 60_000);
afterAll(() => browser?.close());

/** `pdfinfo -struct-text`: the structure tree with the text of each element, as poppler reads it. */
function structureText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vita-tags-'));
  try {
    writeFileSync(path.join(dir, 'mappe.pdf'), pdf);
    return execFileSync('pdfinfo', ['-struct-text', path.join(dir, 'mappe.pdf')], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Per page, the text a reader finds through the page's tags (pdf.js `getStructTree`). */
async function taggedTextPerPage(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const tree = await page.getStructTree();
    const content = await page.getTextContent({ includeMarkedContent: true });
    // Marked content ids this page's structure tree names, and the text drawn inside them.
    const ids = new Set<string>();
    const walk = (node: unknown) => {
      const item = node as { type?: string; id?: string; role?: string; alt?: string; children?: unknown[] };
      if (item.type === 'content' && item.id) ids.add(item.id);
      if (item.role === 'Figure' && item.alt) ids.add(`alt:${item.alt}`);
      for (const child of item.children ?? []) walk(child);
    };
    if (tree) walk(tree);
    let text = [...ids]
      .filter((id) => id.startsWith('alt:'))
      .map((id) => id.slice(4))
      .join(' ');
    let inside: string | null = null;
    for (const item of content.items as { type?: string; id?: string; str?: string }[]) {
      if (item.type === 'beginMarkedContentProps') inside = item.id ?? null;
      else if (item.type === 'endMarkedContent') inside = null;
      else if (item.str && inside && ids.has(inside)) text += item.str;
    }
    pages.push(text);
  }
  await document.destroy();
  return pages;
}

const bind = (documents: MappeDocument[]) => bindMappe(documents, 'Bewerbung Julia Becker');
const asResume = (): MappeDocument => ({
  bookmark: 'Lebenslauf',
  source: { kind: 'pdf', bytes: resume },
  keepTags: true,
});

describe('bindMappe: one structure tree for the whole Mappe', () => {
  it('tags the letter before the resume and the scan after it, in the order of the pages', async () => {
    const { pdf, pages } = await bind([
      { bookmark: 'Anschreiben', source: { kind: 'pdf', bytes: letter } },
      asResume(),
      { bookmark: 'Anlage: Abiturzeugnis', source: { kind: 'jpeg', bytes: scan } },
    ]);
    expect(pages).toBe(4);
    expect(readPdf(pdf).tagged).toBe(true);
    const tree = structureText(pdf);
    const at = (needle: string) => tree.indexOf(needle);
    expect(at('Bewerbung als Kauffrau')).toBeGreaterThan(-1);
    expect(at('Mit freundlichen Grüßen')).toBeGreaterThan(at('Bewerbung als Kauffrau'));
    expect(at('Lebenslauf Julia Becker')).toBeGreaterThan(at('Mit freundlichen Grüßen'));
    expect(at('Figure')).toBeGreaterThan(at('Stellvertretende Filialleiterin'));
    // The link keeps its place in the tree (its annotation's key was renumbered with the page's).
    expect(tree).toMatch(/Link[\s\S]*Ihre Anzeige/);

    const perPage = await taggedTextPerPage(pdf);
    expect(perPage[0]).toContain('Sehr geehrte Frau Kaya');
    expect(perPage[1]).toContain('Mit freundlichen Grüßen');
    expect(perPage[2]).toContain('Lebenslauf Julia Becker');
    expect(perPage[2]).not.toContain('Kaya');
    expect(perPage[3]).toBe('Anlage: Abiturzeugnis');
  }, 60_000);

  it('tags copied documents when there is no resume, and leaves an untagged Anlage untagged', async () => {
    const { pdf } = await bind([
      { bookmark: 'Anschreiben', source: { kind: 'pdf', bytes: letter } },
      { bookmark: 'Anlage: Zeugnis', source: { kind: 'pdf', bytes: await textPdf('Arbeitszeugnis', 1) } },
    ]);
    expect(readPdf(pdf).tagged).toBe(true);
    const perPage = await taggedTextPerPage(pdf);
    expect(perPage[0]).toContain('Sehr geehrte Frau Kaya');
    expect(perPage[2]).toBe('');
    expect(readPdf(pdf).text).toContain('Arbeitszeugnis Seite 1');
  }, 60_000);

  it('claims no tags for a Mappe of untagged PDFs only', async () => {
    const { pdf } = await bind([
      { bookmark: 'Anlage: Zeugnis', source: { kind: 'pdf', bytes: await textPdf('Arbeitszeugnis', 2) } },
    ]);
    expect(readPdf(pdf).tagged).toBe(false);
  });
});
