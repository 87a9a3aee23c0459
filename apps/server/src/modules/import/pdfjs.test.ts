import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// In a fresh Node process: test files share their worker process (isolate: false), so one that
// loaded pdf.js before would hide a replaced built-in here.
const PROBE = `
const natives = [JSON.stringify, JSON.parse, Array.prototype.push];
const { pdfLines } = await import(${JSON.stringify(path.join(import.meta.dirname, 'pdf-text.ts'))});
const { PDFDocument, StandardFonts } = await import('@cantoo/pdf-lib');
const pdf = await PDFDocument.create();
const font = await pdf.embedFont(StandardFonts.Helvetica);
pdf.addPage().drawText('Kauffrau im Einzelhandel mit sieben Jahren Berufserfahrung', { x: 50, y: 700, size: 12, font });
const lines = await pdfLines(Buffer.from(await pdf.save()));
const now = [JSON.stringify, JSON.parse, Array.prototype.push];
process.stdout.write(JSON.stringify({ kept: now.map((f, i) => f === natives[i]), text: lines.join(' ') }));
`;

describe('pdf.js in the server process', () => {
  it('reads a PDF and leaves JSON.stringify, JSON.parse and Array.prototype.push as Node made them', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
    });
    const { kept, text } = JSON.parse(out) as { kept: boolean[]; text: string };
    expect(text).toContain('Kauffrau im Einzelhandel');
    expect(kept).toEqual([true, true, true]);
  }, 60_000);
});
