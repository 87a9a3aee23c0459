import { letterFieldsSchema, letterSenderSchema, type ResumeDocument } from '@vita/shared';
import { readPdf } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/test-app';
import { pdfWords } from './pdf-file.test-support';
import { startPrintApp } from './print-entry.test-support';
import { storeResume } from './sample-resume.test-support';

// Real Chromium on the built print entry, through the same pool as the resume export.
let app: FastifyInstance;
let resume: ResumeDocument;
beforeAll(async () => {
  app = await startPrintApp();
  const token = await storeResume(app);
  resume = (await post(app, '/resume/document', { resume_token: token })).body.data as ResumeDocument;
});
afterAll(() => app?.close());

const MM = 72 / 25.4;
const letter = (body: string, tighten = 0) =>
  letterFieldsSchema.parse({
    recipient: {
      company: 'Grünwald & Söhne GmbH',
      contact: 'Frau Dr. Anna Berger',
      street: 'Königsallee 12',
      zip: '40212',
      city: 'Düsseldorf',
    },
    subject: 'Bewerbung als Buchhalterin',
    body,
    place: 'Köln',
    date: '2026-11-25',
    tighten,
  });

describe('renderApplicationPage: the Anschreiben', () => {
  it('prints one tagged A4 page with the recipient inside the DIN 5008 window and umlauts intact', async () => {
    const rendered = await app.pdfPool.renderApplicationPage({
      kind: 'letter',
      resume,
      letter: letter('<p>Gern überzeuge ich Sie persönlich von meiner Erfahrung.</p>'),
      enclosures: [{ title: 'Arbeitszeugnis Müller KG', document_date: '' }],
    });
    expect(rendered.overflows).toBe(false);
    const read = readPdf(rendered.pdf);
    expect(read.pages).toBe(1);
    expect(read.tagged).toBe(true);
    for (const text of [
      'Sehr geehrte Frau Dr. Berger,',
      'Mit freundlichen Grüßen',
      'Köln, 25.11.2026',
      'überzeuge',
    ]) {
      expect(read.text).toContain(text);
    }
    expect(read.text).toContain('Arbeitszeugnis Müller KG');
    expect(read.text).not.toContain('Betreff');

    const words = pdfWords(rendered.pdf);
    const window = { left: 20 * MM, top: 45 * MM, right: 105 * MM, bottom: 90 * MM };
    for (const text of ['Grünwald', 'Söhne', 'Berger', 'Königsallee', '40212', 'Düsseldorf']) {
      const word = words.find((w) => w.text === text);
      expect(word, text).toBeDefined();
      if (!word) continue;
      expect(word.xMin, text).toBeGreaterThanOrEqual(window.left);
      expect(word.xMax, text).toBeLessThanOrEqual(window.right);
      expect(word.yMin, text).toBeGreaterThanOrEqual(window.top);
      expect(word.yMax, text).toBeLessThanOrEqual(window.bottom);
    }
    const body = words.find((w) => w.text === 'überzeuge');
    expect(body?.xMin).toBeGreaterThanOrEqual(25 * MM - 1);
  });

  it('prints a long sender line whole, inside the window (it was cut to "44135 Dort…")', async () => {
    const rendered = await app.pdfPool.renderApplicationPage({
      kind: 'letter',
      resume,
      letter: {
        ...letter('<p>Gern stelle ich mich Ihnen persönlich vor.</p>'),
        sender: letterSenderSchema.parse({
          name: 'Sabine Müller-Lüdenscheidt',
          street: 'Hauptstraße 12a',
          zip_city: '44135 Dortmund',
        }),
      },
      enclosures: [],
    });
    // In the window's top lines, above the recipient (the name also heads the page and signs it).
    const inWindow = pdfWords(rendered.pdf).filter(
      (w) => w.xMin >= 20 * MM && w.xMax <= 105 * MM && w.yMin >= 45 * MM && w.yMax <= 90 * MM,
    );
    const recipientTop = Math.min(...inWindow.filter((w) => w.text === 'Grünwald').map((w) => w.yMin));
    for (const text of ['Müller-Lüdenscheidt', 'Hauptstraße', '12a', '44135', 'Dortmund']) {
      const word = inWindow.find((w) => w.text === text);
      expect(word, text).toBeDefined();
      expect(word?.yMax ?? Number.POSITIVE_INFINITY, text).toBeLessThan(recipientTop);
    }
    expect(readPdf(rendered.pdf).text).not.toContain('…');
  });

  it('clips a text that outgrows the page to one page and reports it', async () => {
    const long =
      '<p>Ich bringe langjährige Erfahrung in der Finanzbuchhaltung mit und arbeite gern genau.</p>'.repeat(
        40,
      );
    const rendered = await app.pdfPool.renderApplicationPage({
      kind: 'letter',
      resume,
      letter: letter(long, 3),
      enclosures: [],
    });
    expect(rendered.overflows).toBe(true);
    expect(readPdf(rendered.pdf).pages).toBe(1);
  });
});
