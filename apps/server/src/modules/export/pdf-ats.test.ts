import { execFileSync } from 'node:child_process';
import { TEMPLATES, twoPageSampleParts } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPdfFile } from './pdf-file.test-support';
import { startPrintApp } from './print-entry.test-support';
import { chooseTemplate, storeResume, withHeading } from './sample-resume.test-support';

// Real Chromium on the built print entry; poppler reads the PDFs as an applicant tracking system would.
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await startPrintApp();
  token = await storeResume(app, {
    parts: {
      ...withHeading(twoPageSampleParts, { fname: 'Alexandra', lname: 'Weißenböck-Hartmann' }),
      // Bold and italic text: Chromium tags <strong> and <em> as Strong and Em.
      summary: {
        data: '<p>Ich arbeite <strong>zuverlässig</strong> und <em>genau</em>, seit über zehn Jahren im Handel.</p>',
      },
    },
  });
}, 180_000);
afterAll(() => app?.close());

/** Runs a poppler tool on the PDF; its warnings (stderr) come back too. */
function poppler(pdf: Buffer, tool: string, args: string[]): { out: string; warnings: string } {
  return withPdfFile(pdf, (file, dir) => {
    const out = execFileSync(
      'sh',
      ['-c', `"$0" "$@" 2>"${dir}/err"`, tool, ...args, file, ...(tool === 'pdfinfo' ? [] : ['-'])],
      {
        encoding: 'utf8',
      },
    );
    const warnings = execFileSync('cat', [`${dir}/err`], { encoding: 'utf8' });
    return { out, warnings };
  });
}

async function exportTemplate(styleName: string): Promise<Buffer> {
  await chooseTemplate(app, token, styleName);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/resume/export',
    payload: { resume_token: token, format: 1 },
  });
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  return res.rawPayload;
}

describe.each(TEMPLATES.map((t) => [t.styleName] as const))(
  'the PDF of %s as an ATS reads it',
  (styleName) => {
    let pdf: Buffer;
    beforeAll(async () => {
      pdf = await exportTemplate(styleName);
    }, 60_000);

    it('has pages of exactly A4 (595.28 × 841.89 pt)', () => {
      const { out } = poppler(pdf, 'pdfinfo', ['-f', '1', '-l', '99']);
      const sizes = [...out.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => [
        Number(m[1]),
        Number(m[2]),
      ]);
      expect(sizes.length).toBeGreaterThan(0);
      for (const [width, height] of sizes) {
        expect(width).toBeCloseTo(595.28, 1);
        expect(height).toBeCloseTo(841.89, 1);
      }
    });

    it('has no Strong or Em tag without a role map (poppler warns of none)', () => {
      const { warnings } = poppler(pdf, 'pdfinfo', ['-struct']);
      expect(warnings).not.toMatch(/Strong|Em\b/);
      const text = poppler(pdf, 'pdftotext', ['-raw']);
      expect(text.warnings).toBe('');
    });

    it('keeps the double surname whole on one line, never hyphenated', () => {
      const { out } = poppler(pdf, 'pdftotext', ['-layout', '-f', '1', '-l', '1']);
      expect(out).toMatch(/Weißenböck-Hartmann/);
      expect(out).not.toMatch(/Weißenböck-\s*\n/);
      expect(out).not.toMatch(/Weißen-?\s*\n\s*böck/);
    });
  },
);
