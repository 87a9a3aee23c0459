import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { twoPageSampleParts } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { builtWebApp } from '../export/print-entry.test-support';
import { chooseTemplate, storeResume } from '../export/sample-resume.test-support';
import { unbreakable } from './docx-export';

/**
 * The Word file as a recruiter opens it. With LibreOffice on the machine, it is printed to PDF
 * and read back with poppler; without it, the package itself is checked for the same promises
 * (the photo embedded, only fonts Word and LibreOffice have). Either way something is asserted.
 */
const SOFFICE = spawnSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' }).stdout.trim();
const WORD_FONTS = new Set(['Arial', 'Times New Roman']);

let app: FastifyInstance;
let docx: Buffer;
let pdf: Buffer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'vita-docx-'));
  app = await buildTestApp({ webDistDir: builtWebApp(), exportRequiresPlan: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const parts = {
    ...twoPageSampleParts,
    style: {
      ...twoPageSampleParts.style,
      formatting: { ...twoPageSampleParts.style.formatting, fontSize: 12 },
    },
  };
  const token = await storeResume(app, { parts });
  await chooseTemplate(app, token, 'styleTempThree');
  const download = async (format: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/resume/export',
      payload: { resume_token: token, format },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.rawPayload;
  };
  docx = await download(3);
  pdf = await download(1);
}, 180_000);
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8', cwd: dir });
const pagesOf = (file: string) => Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1]);
/** Page numbers on which an image is drawn (pdfimages -list, one row per image). */
const pagesWithImages = (file: string) =>
  new Set(
    run('pdfimages', ['-list', file])
      .split('\n')
      .slice(2)
      .map((row) => Number(row.trim().split(/\s+/)[0]))
      .filter((page) => page > 0),
  );

function part(name: string): string {
  const bytes = unzipSync(docx)[name];
  if (!bytes) throw new Error(`the DOCX has no ${name}`);
  return strFromU8(bytes);
}

describe('the Word file', () => {
  it('embeds the photo as an image in the heading', () => {
    const document = part('word/document.xml');
    const rels = part('word/_rels/document.xml.rels');
    const embed = /<w:drawing>[\s\S]*?descr="Bewerbungsfoto"[\s\S]*?r:embed="([^"]+)"/.exec(document)?.[1];
    expect(embed).toBeTruthy();
    expect(rels).toMatch(
      new RegExp(`Id="${embed}"[^>]*relationships/image"|relationships/image"[^>]*Id="${embed}"`),
    );
    // The photo stands before the first section heading.
    expect(document.indexOf('Bewerbungsfoto')).toBeLessThan(document.indexOf('w:val="Heading2"'));
  });

  it('names only fonts Word and LibreOffice have', () => {
    const named = new Set(
      [...`${part('word/document.xml')}${part('word/styles.xml')}`.matchAll(/w:ascii="([^"]+)"/g)].map(
        (m) => m[1],
      ),
    );
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((font) => !WORD_FONTS.has(font ?? ''))).toEqual([]);
  });

  it('keeps each date range in one piece', () => {
    expect(part('word/document.xml')).toContain(unbreakable('04/2021 – Aktuell'));
    expect(part('word/document.xml')).toMatch(/w:tblLayout w:type="fixed"/);
  });
});

/** The DOCX printed by LibreOffice, once; null when LibreOffice is not installed. */
let printed: string | null | undefined;
function printedByLibreOffice(): string | null {
  if (printed !== undefined) return printed;
  if (SOFFICE === '') {
    printed = null;
    return printed;
  }
  writeFileSync(path.join(dir, 'cv.docx'), docx);
  run(SOFFICE, [
    `-env:UserInstallation=file://${dir}/profile`,
    '--headless',
    '--convert-to',
    'pdf',
    '--outdir',
    path.join(dir, 'out'),
    path.join(dir, 'cv.docx'),
  ]);
  printed = path.join(dir, 'out', 'cv.pdf');
  expect(readFileSync(printed).subarray(0, 5).toString()).toBe('%PDF-');
  return printed;
}
const vitaPdf = () => {
  const file = path.join(dir, 'vita.pdf');
  writeFileSync(file, pdf);
  return file;
};

// With LibreOffice installed these print the file; without it (CI) they check what the promise
// rests on in the package itself, so they never pass without asserting.
describe('the Word file as LibreOffice prints it (soffice --headless --convert-to pdf)', () => {
  it('shows the photo on as many pages as the PDF export', () => {
    const file = printedByLibreOffice();
    if (file === null) {
      expect(part('[Content_Types].xml')).toMatch(/image\/(jpeg|png)/);
      expect(part('word/document.xml').match(/descr="Bewerbungsfoto"/g)).toHaveLength(1);
      return;
    }
    expect(pagesWithImages(file).size).toBeGreaterThan(0);
    expect(pagesWithImages(file)).toEqual(pagesWithImages(vitaPdf()));
  }, 120_000);

  it('prints on the page count of the PDF export', () => {
    const file = printedByLibreOffice();
    if (file === null) {
      expect(part('word/document.xml')).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
      return;
    }
    expect(pagesOf(file)).toBe(pagesOf(vitaPdf()));
  }, 120_000);

  it('uses the named fonts or their metric twins, no fallback', () => {
    const file = printedByLibreOffice();
    if (file === null) {
      expect(part('word/styles.xml')).toMatch(/w:ascii="(Arial|Times New Roman)"/);
      return;
    }
    const fonts = run('pdffonts', [file]);
    expect(fonts).toMatch(/Arial|LiberationSans/);
    expect(fonts).not.toMatch(/DejaVu/);
  }, 120_000);

  it('does not wrap a date range', () => {
    const file = printedByLibreOffice();
    if (file === null) {
      expect(part('word/document.xml')).toContain(unbreakable('10/2017 – 03/2021'));
      return;
    }
    const text = run('pdftotext', ['-layout', file, '-']).replaceAll('\u00a0', ' ');
    for (const range of ['04/2021 – Aktuell', '10/2017 – 03/2021']) expect(text).toContain(range);
  }, 120_000);
});
