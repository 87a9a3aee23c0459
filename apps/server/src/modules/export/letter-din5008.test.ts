import { sampleResumeParts } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWords } from './pdf-file.test-support';
import { postOk, startPrintApp } from './print-entry.test-support';
import { storeResume, withHeading } from './sample-resume.test-support';

// Real Chromium on the built print entry: the letter as the user downloads it, through the API.
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await startPrintApp();
  token = await storeResume(app, {
    parts: withHeading(sampleResumeParts, {
      fname: 'Sabine',
      lname: 'Müller-Lüdenscheidt',
      street: 'Hauptstraße 12a',
      pincode: '44135',
      location: 'Dortmund',
    }),
    photo: null,
  });
}, 180_000);
afterAll(() => app?.close());

const call = (url: string, payload: Record<string, unknown>) => postOk(app, url, payload);

const MM = 72 / 25.4;
type Line = { y: number; yMax: number; text: string };

/** The first page's words with their boxes in points from the top left, joined into lines. */
function linesOf(pdf: Buffer): Line[] {
  const words = pdfWords(pdf, { first: 1, last: 1 }).map((w) => ({
    ...w,
    text: w.text.replaceAll('&amp;', '&'),
  }));
  const lines = new Map<number, typeof words>();
  for (const word of words) {
    const key = [...lines.keys()].find((y) => Math.abs(y - word.yMin) < 2) ?? word.yMin;
    lines.set(key, [...(lines.get(key) ?? []), word]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([y, line]) => ({
      y,
      yMax: Math.max(...line.map((w) => w.yMax)),
      text: line
        .sort((a, b) => a.xMin - b.xMin)
        .map((w) => w.text)
        .join(' '),
    }));
}

const RECIPIENT = {
  company: 'Grünwald & Söhne GmbH',
  street: 'Königsallee 12',
  zip: '40212',
  city: 'Düsseldorf',
};
const SENDER = 'Sabine Müller-Lüdenscheidt · Hauptstraße 12a · 44135 Dortmund';
// Long enough to wrap in the text zone, so the line pitch can be read off the page.
const LONG_PARAGRAPH =
  'Seit sieben Jahren verantworte ich im Einzelhandel die Warenwirtschaft, die Kassenabrechnung und die Personaleinsatzplanung eines Teams von zwölf Mitarbeitenden in einer Filiale mit hohem Kundenaufkommen.';

async function exportedLetterLines(): Promise<Line[]> {
  const letter = await call('/letters', {
    resume_token: token,
    recipient: RECIPIENT,
    subject: 'Bewerbung als Kauffrau im Einzelhandel',
    body: `<p>${LONG_PARAGRAPH}</p>`,
  });
  const letterId = (letter.json() as { data: { id: number } }).data.id;
  const res = await call('/application/export', {
    resume_token: token,
    letter_id: letterId,
    parts: ['letter'],
  });
  return linesOf(res.rawPayload);
}

const find = (lines: Line[], start: string) => {
  const line = lines.find((l) => l.text.startsWith(start));
  if (!line) throw new Error(`no line starts with "${start}" in: ${lines.map((l) => l.text).join(' | ')}`);
  return line;
};

// DIN 5008 Form B: the address field is 85 × 45 mm at 45 mm from the top; its first 17.7 mm are the
// Zusatz- und Vermerkzone (five lines, the Rücksendeangabe among them), the Anschriftzone follows.
describe('the exported Anschreiben: DIN 5008 Form B measures', () => {
  let lines: Line[];
  beforeAll(async () => {
    lines = await exportedLetterLines();
  }, 120_000);

  it('prints the sender line whole, on one line, inside the additional-and-remark zone (45–62.7 mm)', () => {
    const sender = lines.filter((l) => l.y >= 45 * MM && l.yMax <= 62.7 * MM);
    expect(sender.map((l) => l.text)).toEqual([SENDER]);
  });

  it('starts the recipient at 62.7 mm, below the five-line zone', () => {
    const company = find(lines, 'Grünwald');
    expect(company.y).toBeGreaterThanOrEqual(62.7 * MM - 0.5);
    expect(company.yMax).toBeLessThanOrEqual(90 * MM);
    const city = find(lines, '40212 Düsseldorf');
    expect(city.yMax).toBeLessThanOrEqual(90 * MM);
  });

  it('leaves two blank lines between the subject and the salutation', () => {
    const subject = find(lines, 'Bewerbung als');
    const salutation = find(lines, 'Sehr geehrte');
    const first = find(lines, 'Seit sieben');
    const second = lines[lines.indexOf(first) + 1];
    if (!second) throw new Error('the paragraph did not wrap');
    const pitch = second.y - first.y;
    expect(pitch).toBeGreaterThan(10);
    // The salutation stands three line pitches below the subject: two blank lines between them.
    expect(salutation.y - subject.y).toBeGreaterThanOrEqual(3 * pitch - 1);
    expect(salutation.y - subject.y).toBeLessThan(4 * pitch);
  });
});
