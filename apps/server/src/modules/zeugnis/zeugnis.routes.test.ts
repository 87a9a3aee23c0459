import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { Document, Packer, Paragraph } from 'docx';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { attachments, resumes } from '../../db/schema';
import { postMultipart } from '../../test/multipart';
import { newToken, post } from '../../test/test-app';
import { app, token, useAppAndToken } from '../../test/use-test-app';
import { scanJpeg, textPdf, uploadAttachment } from '../attachments/attachments.test-support';
import { registerUser } from '../auth/auth.test-support';
import { TUNING_CASES } from './fixtures/tuning';

useAppAndToken();

const ZEUGNIS = TUNING_CASES[0]?.text as string;
const analyze = (body: unknown) => post(app, '/zeugnis/analyze', body);
const analyzeFile = (fileName: string, data: Buffer, fields: Record<string, string> = {}) =>
  postMultipart(app, '/zeugnis/analyze', fields, { field: 'file', fileName, data });

/** The Zeugnis as a PDF from a word processor: one line of text per line of the Zeugnis. */
async function zeugnisPdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595.28, 841.89]);
  const words = text.replace(/\n/g, ' \n ').split(' ');
  let line = '';
  let y = 800;
  const flush = () => {
    page.drawText(line.trim(), { x: 50, y, size: 9, font });
    y -= 13;
    line = '';
  };
  for (const word of words) {
    if (word === '\n') flush();
    else if (font.widthOfTextAtSize(`${line} ${word}`, 9) > 495) {
      flush();
      line = word;
    } else line = `${line} ${word}`;
  }
  flush();
  return Buffer.from(await pdf.save());
}

const graded = (body: Record<string, unknown>) => body.overall_grade as number;

describe('POST /zeugnis/analyze', () => {
  it('decodes a pasted text in German by default', async () => {
    const res = await analyze({ text: ZEUGNIS });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body).toMatchObject({ kind: 'qualifiziert', leaving_reason: { key: 'eigener_wunsch' } });
    expect(graded(res.body)).toBeLessThanOrEqual(1.5);
    const parts = res.body.parts as { part: string; sentences: { why: string }[] }[];
    expect(parts.map((p) => p.part)).toEqual(['einleitung', 'aufgaben', 'leistung', 'verhalten', 'schluss']);
    expect(JSON.stringify(parts)).toContain('„stets“ und „vollsten“ = Note 1.');
  });

  it('answers in English with lang "en"', async () => {
    const res = await analyze({ text: ZEUGNIS, lang: 'en' });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.parts)).toContain('“stets” (always) and “vollsten” (fullest) = grade 1.');
    expect(res.body.message).toBe('Reference read. The result is an aid, not legal advice.');
  });

  it('reads an uploaded PDF in the worker pool, and stores nothing', async () => {
    const res = await analyzeFile('zeugnis.pdf', await zeugnisPdf(ZEUGNIS));
    expect(res.status, res.body.message).toBe(200);
    expect(graded(res.body)).toBeLessThanOrEqual(1.5);
    expect(await app.db.select().from(attachments)).toEqual([]);
  }, 60_000);

  it('reads a Word document', async () => {
    const doc = new Document({
      sections: [{ children: ZEUGNIS.split('\n').map((line) => new Paragraph(line)) }],
    });
    const res = await analyzeFile('zeugnis.docx', await Packer.toBuffer(doc), { lang: 'en' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body).toMatchObject({ kind: 'qualifiziert', leaving_reason: { label: 'At own request' } });
  }, 60_000);

  it('decodes an Anlage of the own resume, and refuses it to anyone else', async () => {
    const { token: login, user } = await registerUser(app);
    const auth = { authorization: `Bearer ${login}` };
    const upload = await uploadAttachment(
      app,
      { resume_token: token, title: 'Arbeitszeugnis' },
      await zeugnisPdf(ZEUGNIS),
      'z.pdf',
      auth,
    );
    expect(upload.status, upload.body.message).toBe(200);
    // The resume belongs to the account from now on: its token alone no longer opens it.
    await app.db.update(resumes).set({ ownerId: user.id });
    const id = (upload.body.data as { id: number }).id;
    const mine = await post(app, '/zeugnis/analyze', { attachment_id: id, resume_token: token }, auth);
    expect(mine.status, mine.body.message).toBe(200);
    expect(graded(mine.body)).toBeLessThanOrEqual(1.5);
    const stranger = await analyze({ attachment_id: id, resume_token: token });
    expect(stranger.status).toBe(403);
    const otherResume = await post(
      app,
      '/zeugnis/analyze',
      { attachment_id: id, resume_token: newToken() },
      auth,
    );
    expect(otherResume.status).toBe(404);
  }, 60_000);

  it('asks to paste the text of an image Anlage', async () => {
    const upload = await uploadAttachment(
      app,
      { resume_token: token, title: 'Scan' },
      await scanJpeg(),
      'scan.jpg',
    );
    const id = (upload.body.data as { id: number }).id;
    const res = await analyze({ attachment_id: id, resume_token: token });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/Bild.*fügen Sie ihn in das Textfeld ein/);
  }, 60_000);

  it.each([
    [{}, 400, /Text/],
    [{ text: '   ' }, 400, /Bitte fügen Sie den Text Ihres Arbeitszeugnisses ein/],
    [{ text: 'x'.repeat(30_001) }, 400, /zu lang/],
    [{ text: ZEUGNIS, lang: 'fr' }, 400, /lang/],
    [{ attachment_id: 'eins', resume_token: 'x' }, 400, /Anlage.*attachment_id/],
  ])('refuses %j with %d and a German message', async (body, status, message) => {
    const res = await analyze(body);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
  });

  it('refuses an image, a scanned PDF, a file of another kind and an empty upload', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const image = await analyzeFile('zeugnis.png', png);
    expect(image.status).toBe(415);
    expect(image.body.message).toMatch(/Bild/);
    const scan = await analyzeFile('scan.pdf', await textPdf('', 1));
    expect(scan.status).toBe(400);
    expect(scan.body.message).toMatch(/kein lesbarer Text.*Textfeld/);
    const other = await analyzeFile('zeugnis.txt', Buffer.from('Zeugnis als Text'));
    expect(other.status).toBe(415);
    const empty = await analyzeFile('leer.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(400);
  }, 60_000);
});
