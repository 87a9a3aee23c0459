import { PDFDocument } from '@cantoo/pdf-lib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { attachments, resumes } from '../../db/schema';
import { newToken } from '../../test/test-app';
import { app, token, useAppAndToken } from '../../test/use-test-app';
import { registerUser } from '../auth/auth.test-support';
import { SCAN_MAX_HEIGHT, SCAN_MAX_WIDTH } from './attachment-check';
import { api as call, textPdf, uploadAttachment } from './attachments.test-support';

useAppAndToken();

const upload = (file: Buffer, name: string, fields: Record<string, string> = {}) =>
  uploadAttachment(app, { resume_token: token, title: 'Arbeitszeugnis Müller GmbH', ...fields }, file, name);
const list = async (resumeToken = token) =>
  (await call(app, 'GET', `/attachments?resume_token=${resumeToken}`)).body.data as Array<{
    id: number;
    title: string;
  }>;
const stored = async () => (await app.db.select().from(attachments)).length;

const photoWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f0ede4' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Lena Schäfer', Copyright: 'Scanner' } })
    .toBuffer();

describe('uploading Anlagen', () => {
  it('keeps a PDF’s pages, counts them and tells the size of the file stored', async () => {
    const pdf = await textPdf('Zeugnis', 2);
    const res = await upload(pdf, 'zeugnis.pdf', { document_date: '2024-06-30' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      title: 'Arbeitszeugnis Müller GmbH',
      document_date: '2024-06-30',
      mime: 'application/pdf',
      pages: 2,
      position: 0,
    });
    const [row] = await app.db.select().from(attachments);
    expect(res.body.data).toMatchObject({ bytes: row?.data.length });
    expect((await PDFDocument.load(row?.data ?? Buffer.alloc(0))).getPageCount()).toBe(2);
  });

  it('re-encodes a scan as JPEG without EXIF, fitted into A4 at 150 dpi', async () => {
    const res = await upload(await photoWithExif(2480, 3508), 'scan.jpg');
    expect(res.status, res.body.message).toBe(200);
    const [row] = await app.db.select().from(attachments);
    const meta = await sharp(row?.data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: SCAN_MAX_WIDTH, height: SCAN_MAX_HEIGHT });
    expect(meta.exif).toBeUndefined();
  });

  it('turns a PNG into JPEG and names an untitled file after the file', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: '#ffffff80' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'Zertifikat Scrum.png', { title: '' });
    expect(res.body.data).toMatchObject({ mime: 'image/jpeg', title: 'Zertifikat Scrum', pages: 1 });
  });

  const refusals: Array<[string, () => Promise<Buffer>, string, number, string]> = [
    [
      'an encrypted PDF',
      async () => {
        const pdf = await PDFDocument.create();
        pdf.addPage();
        pdf.encrypt({ userPassword: 'geheim', ownerPassword: 'geheim2' });
        return Buffer.from(await pdf.save());
      },
      'geschuetzt.pdf',
      422,
      'verschlüsselt',
    ],
    [
      'a broken PDF',
      async () => Buffer.from('%PDF-1.7\n1 0 obj << /Kaputt'),
      'kaputt.pdf',
      422,
      'beschädigt',
    ],
    [
      'a .pdf that is a PNG',
      () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      'zeugnis.pdf',
      422,
      'in Wahrheit ein PNG-Bild',
    ],
    [
      'a .jpg that is text',
      async () => Buffer.from('Ich bin kein Bild, nur Text.'),
      'scan.jpg',
      422,
      'PDF, JPEG und PNG',
    ],
    ['a PDF of 31 pages', () => textPdf('Seite', 31), 'lang.pdf', 422, 'mehr als 30 Seiten'],
    [
      'a file over 20 MB',
      async () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024, 32)]),
      'gross.pdf',
      413,
      'größer als 20 MB',
    ],
  ];
  it.each(refusals)(
    'refuses %s with a German message and stores nothing',
    async (_, make, name, status, text) => {
      const res = await upload(await make(), name);
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(text);
      expect(await stored()).toBe(0);
      expect((await call(app, 'GET', `/attachments?resume_token=${token}`)).status).toBe(404);
    },
  );

  /** What the owner has stored already: one row that claims `bytes` (the quota sums the column). */
  async function alreadyStored(resumeToken: string, bytes: number) {
    const [resume] = await app.db.select().from(resumes).where(eq(resumes.token, resumeToken));
    if (!resume) throw new Error('no resume');
    await app.db.insert(attachments).values({
      resumeId: resume.id,
      title: 'Alt',
      mime: 'application/pdf',
      data: Buffer.from('%PDF-1.7'),
      bytes,
    });
  }
  const nearlyFull = 50 * 1024 * 1024 - 1000;

  it('refuses an upload that would take the owner over 50 MB', async () => {
    expect((await upload(await textPdf('Klein', 1), 'a.pdf')).status).toBe(200);
    await alreadyStored(token, nearlyFull);
    const res = await upload(await textPdf('Noch eins', 1), 'b.pdf');
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('höchstens 50 MB');
    expect(await stored()).toBe(2);
  });

  it('counts the quota per account across its resumes', async () => {
    expect((await upload(await textPdf('Erster', 1), 'e.pdf')).status).toBe(200);
    const account = await registerUser(app, { resume_token: token });
    const auth = { authorization: `Bearer ${account.token}` };
    const second = newToken();
    await call(app, 'POST', '/resume/save-local-resume', {
      token: account.token,
      body: { resume_token: second, resume_name: 'Zweiter', resume_json_data: {} },
    });
    await alreadyStored(token, nearlyFull);
    const res = await uploadAttachment(
      app,
      { resume_token: second },
      await textPdf('Zweiter', 1),
      'c.pdf',
      auth,
    );
    expect(res.status).toBe(413);
    // Another owner's quota is their own.
    const stranger = await upload(await textPdf('Fremd', 1), 'd.pdf', { resume_token: newToken() });
    expect(stranger.status).toBe(200);
  });
});

describe('managing Anlagen', () => {
  async function three() {
    const ids: number[] = [];
    for (const title of ['Abitur', 'Bachelor', 'Arbeitszeugnis']) {
      const res = await upload(await textPdf(title, 1), `${title}.pdf`, { title });
      ids.push((res.body.data as { id: number }).id);
    }
    return ids;
  }

  it('lists in upload order, reorders, renames and deletes', async () => {
    const [a, b, c] = (await three()) as [number, number, number];
    expect((await list()).map((item) => item.title)).toEqual(['Abitur', 'Bachelor', 'Arbeitszeugnis']);
    const ordered = await call(app, 'PUT', '/attachments/order', {
      body: { resume_token: token, ids: [c, a, b] },
    });
    expect(ordered.status).toBe(200);
    expect((await list()).map((item) => item.id)).toEqual([c, a, b]);
    const renamed = await call(app, 'PUT', `/attachments/${a}?resume_token=${token}`, {
      body: { title: 'Abiturzeugnis', document_date: '2015-06-26' },
    });
    expect(renamed.body.data).toMatchObject({ title: 'Abiturzeugnis', document_date: '2015-06-26' });
    expect((await call(app, 'DELETE', `/attachments/${b}?resume_token=${token}`)).status).toBe(200);
    expect((await list()).map((item) => item.title)).toEqual(['Arbeitszeugnis', 'Abiturzeugnis']);
  });

  it('changes only the field sent: a new title keeps the date, a new date keeps the title', async () => {
    const [a] = (await three()) as [number];
    const at = `/attachments/${a}?resume_token=${token}`;
    await call(app, 'PUT', at, { body: { document_date: '2019-03-16' } });
    const retitled = await call(app, 'PUT', at, { body: { title: 'Zeugnis REWE' } });
    expect(retitled.body.data).toMatchObject({ title: 'Zeugnis REWE', document_date: '2019-03-16' });
    const redated = await call(app, 'PUT', at, { body: { document_date: '2024-01-31' } });
    expect(redated.body.data).toMatchObject({ title: 'Zeugnis REWE', document_date: '2024-01-31' });
    const emptied = await call(app, 'PUT', at, { body: { document_date: '' } });
    expect(emptied.body.data).toMatchObject({ title: 'Zeugnis REWE', document_date: '' });
  });

  it('refuses a date not written as JJJJ-MM-TT and changes nothing', async () => {
    const [a] = (await three()) as [number];
    const at = `/attachments/${a}?resume_token=${token}`;
    const res = await call(app, 'PUT', at, { body: { title: 'Neu', document_date: '31.01.2024' } });
    expect(res.status).toBe(400);
    expect((await list())[0]).toMatchObject({ id: a, title: 'Abitur' });
  });

  it('refuses an order that is not exactly the resume’s attachments', async () => {
    const [a, b] = (await three()) as [number, number, number];
    const res = await call(app, 'PUT', '/attachments/order', { body: { resume_token: token, ids: [b, a] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('genau die Anlagen');
    expect((await list()).map((item) => item.id).slice(0, 2)).toEqual([a, b]);
  });

  it('answers 404 for another resume’s attachment and changes nothing', async () => {
    const [a] = (await three()) as [number];
    const other = newToken();
    await upload(await textPdf('Fremd', 1), 'fremd.pdf', { resume_token: other });
    expect((await call(app, 'DELETE', `/attachments/${a}?resume_token=${other}`)).status).toBe(404);
    const renamed = await call(app, 'PUT', `/attachments/${a}?resume_token=${other}`, {
      body: { title: 'x' },
    });
    expect(renamed.status).toBe(404);
    expect((await list())[0]?.title).toBe('Abitur');
  });

  it('needs the owner’s login once the resume belongs to an account', async () => {
    await three();
    const account = await registerUser(app, { resume_token: token });
    expect((await call(app, 'GET', `/attachments?resume_token=${token}`)).status).toBe(403);
    const mine = await call(app, 'GET', `/attachments?resume_token=${token}`, { token: account.token });
    expect(mine.status).toBe(200);
  });
});
