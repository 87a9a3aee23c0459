import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMPTY_HEADING, sampleResumeParts } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { builtWebApp } from './print-entry.test-support';
import { storeResume } from './sample-resume.test-support';

// Real Chromium on the built print entry: the letter as the user downloads it, through the API.
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp({ webDistDir: builtWebApp(), exportRequiresPlan: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  token = await storeResume(app, {
    parts: {
      ...sampleResumeParts,
      heading: {
        ...EMPTY_HEADING,
        ...sampleResumeParts.heading,
        fname: 'Sabine',
        lname: 'Müller-Lüdenscheidt',
        street: 'Hauptstraße 12a',
        pincode: '44135',
        location: 'Dortmund',
      },
    },
    photo: null,
  });
}, 180_000);
afterAll(() => app?.close());

async function call(url: string, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  return res;
}

const MM = 72 / 25.4;

/** The words inside the DIN 5008 address window (20–105 mm across, 45–90 mm down), line by line. */
function windowLines(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'vita-letter-'));
  try {
    const file = path.join(dir, 'letter.pdf');
    writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
    const words = [
      ...html.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ]
      .map((m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
        text: m[5] ?? '',
      }))
      .filter((w) => w.x >= 20 * MM && w.xMax <= 105 * MM && w.y >= 45 * MM && w.yMax <= 90 * MM);
    const lines = new Map<number, typeof words>();
    for (const word of words) {
      const key = [...lines.keys()].find((y) => Math.abs(y - word.y) < 2) ?? word.y;
      lines.set(key, [...(lines.get(key) ?? []), word]);
    }
    return [...lines.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, line]) =>
        line
          .sort((a, b) => a.x - b.x)
          .map((w) => w.text)
          .join(' '),
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the exported Anschreiben: the sender line above the address', () => {
  it('is printed whole for a long name and address — "44135 Dortmund", not "44135 Dort…"', async () => {
    const letter = await call('/letters', {
      resume_token: token,
      recipient: {
        company: 'Grünwald & Söhne GmbH',
        street: 'Königsallee 12',
        zip: '40212',
        city: 'Düsseldorf',
      },
      subject: 'Bewerbung als Kauffrau im Einzelhandel',
      body: '<p>Gern stelle ich mich Ihnen persönlich vor.</p>',
    });
    const letterId = (letter.json() as { data: { id: number } }).data.id;
    const res = await call('/application/export', {
      resume_token: token,
      letter_id: letterId,
      parts: ['letter'],
    });
    const lines = windowLines(res.rawPayload);
    const recipient = lines.findIndex((line) => line.startsWith('Grünwald'));
    // Everything above the recipient is the sender line, on one line or two.
    const sender = lines.slice(0, recipient).join(' ');
    expect(sender).toBe('Sabine Müller-Lüdenscheidt · Hauptstraße 12a · 44135 Dortmund');
    expect(sender).not.toContain('…');
  }, 120_000);
});
