import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs `read` on the PDF written to a file in a fresh temporary directory (poppler's tools read
 * files, not stdin, for -bbox); the directory is removed afterwards, also when `read` throws.
 */
export function withPdfFile<T>(pdf: Buffer, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'vita-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A word with its box in points from the page's top left, as `pdftotext -bbox` writes it. */
export type PdfWord = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every word of the PDF with its box; `pages` limits it to those pages (`-f`, `-l`). */
export function pdfWords(pdf: Buffer, pages?: { first: number; last: number }): PdfWord[] {
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
  const html = withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', ['-bbox', ...range, file, '-'], { encoding: 'utf8' }),
  );
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
    text: m[5] ?? '',
  }));
}
