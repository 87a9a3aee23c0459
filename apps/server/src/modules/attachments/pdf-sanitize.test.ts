import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  decodePDFRawStream,
  type PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
  StandardFonts,
} from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { app, token, useAppAndToken } from '../../test/use-test-app';
import { registerUser } from '../auth/auth.test-support';
import { api, uploadAttachment } from './attachments.test-support';

useAppAndToken();

const PAGE_TEXT = 'Arbeitszeugnis Bäckerei Schäfer';
const SCRIPT = 'app.launchURL("https://boese.example/")';
const PAYLOAD = 'EINGEBETTETE-SCHADDATEI';

/** A Zeugnis with every way a PDF runs code or carries files, as an attacker would build it. */
async function hostilePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595.28, 841.89]);
  page.drawText(PAGE_TEXT, { x: 72, y: 760, size: 14, font });
  const { context, catalog } = pdf;
  const text = (value: string) => PDFString.of(value);
  const js = (code: string) =>
    context.obj({ S: 'JavaScript', JS: context.register(context.flateStream(code)) });
  const launch = context.obj({
    S: 'Launch',
    F: text('cmd.exe'),
    Win: { F: text('cmd.exe'), P: text('/c calc') },
  });
  const file = context.register(context.flateStream(PAYLOAD, { Type: 'EmbeddedFile' }));
  const spec = context.register(context.obj({ Type: 'Filespec', F: text('rechnung.exe'), EF: { F: file } }));
  catalog.set(PDFName.of('OpenAction'), context.register(js(SCRIPT)));
  catalog.set(PDFName.of('AA'), context.obj({ WC: js(SCRIPT) }));
  catalog.set(
    PDFName.of('Names'),
    context.obj({
      JavaScript: { Names: [text('start'), context.register(js(SCRIPT))] },
      EmbeddedFiles: { Names: [text('rechnung.exe'), spec] },
    }),
  );
  page.node.set(PDFName.of('AA'), context.obj({ O: launch }));
  const link = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 700, 300, 720], A: launch });
  const attached = context.obj({
    Type: 'Annot',
    Subtype: 'FileAttachment',
    Rect: [72, 650, 90, 670],
    FS: spec,
  });
  page.node.set(PDFName.of('Annots'), context.obj([context.register(link), context.register(attached)]));
  return Buffer.from(await pdf.save());
}

/** Every dictionary key and every decoded stream of a PDF, as one text. */
async function everythingIn(bytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const texts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    texts.push(object instanceof PDFStream ? object.dict.toString() : object.toString());
    if (object instanceof PDFRawStream) {
      texts.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
    }
  }
  const catalog = pdf.catalog as PDFDict;
  texts.push(catalog.toString());
  return texts.join('\n');
}

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vita-pdf-'));
  try {
    writeFileSync(path.join(dir, 'a.pdf'), bytes);
    return execFileSync('pdftotext', ['-raw', path.join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ACTIVE = [
  '/JavaScript',
  '/JS',
  '/OpenAction',
  '/AA',
  '/Launch',
  '/EmbeddedFile',
  '/EF',
  SCRIPT,
  PAYLOAD,
];

describe('a PDF Anlage with JavaScript, actions and embedded files', () => {
  it('is stored without them, and the GDPR export hands back the cleaned file with its page text', async () => {
    const hostile = await hostilePdf();
    const before = await everythingIn(hostile);
    for (const marker of ACTIVE) expect(before).toContain(marker);

    const account = await registerUser(app, { resume_token: token });
    const auth = { authorization: `Bearer ${account.token}` };
    const res = await uploadAttachment(app, { resume_token: token }, hostile, 'zeugnis.pdf', auth);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ mime: 'application/pdf', pages: 1 });

    const [row] = await app.db.select().from(attachments);
    const exported = await api(app, 'GET', '/account/export', { token: account.token });
    const data = exported.body.data as { resumes: Array<{ attachments: Array<{ data_base64: string }> }> };
    const handedBack = Buffer.from(data.resumes[0]?.attachments[0]?.data_base64 ?? '', 'base64');
    expect(handedBack.equals(row?.data ?? Buffer.alloc(0))).toBe(true);

    for (const bytes of [row?.data ?? Buffer.alloc(0), handedBack]) {
      const inside = await everythingIn(bytes);
      const raw = bytes.toString('latin1');
      for (const marker of ACTIVE) {
        expect(inside).not.toContain(marker);
        expect(raw).not.toContain(marker);
      }
      expect(pdfText(bytes)).toContain(PAGE_TEXT);
    }
  });

  it('keeps an ordinary link on the page', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595.28, 841.89]);
    const { context } = pdf;
    const uri = context.obj({ S: 'URI', URI: PDFString.of('https://www.example.de/') });
    const link = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 700, 300, 720], A: uri });
    page.node.set(PDFName.of('Annots'), context.obj([context.register(link)]));
    const res = await uploadAttachment(app, { resume_token: token }, Buffer.from(await pdf.save()), 'l.pdf');
    expect(res.status, res.body.message).toBe(200);
    const [row] = await app.db.select().from(attachments);
    expect(await everythingIn(row?.data ?? Buffer.alloc(0))).toContain('https://www.example.de/');
  });
});
