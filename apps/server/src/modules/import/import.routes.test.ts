import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportDraft, ResumeDocument } from '@vita/shared';
import { typicalSampleParts } from '@vita/shared/resume';
import { Document, Packer, Paragraph } from 'docx';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { snapshotTables } from '../../test/hostile-seed';
import { buildTestApp, post, resetDatabase } from '../../test/test-app';
import { registerUser } from '../auth/auth.test-support';
import { toJsonResume } from '../portability/json-resume-export';
import { LINKEDIN_EXPECTED, linkedInExport } from './fixtures/linkedin-export';
import { handMadePdf } from './hand-made-pdf.test-support';
import { uploadForImport } from './upload.test-support';

const FILES = path.join(import.meta.dirname, 'fixtures', 'files');
const fixture = (name: string) => readFileSync(path.join(FILES, name));

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());
beforeEach(() => resetDatabase());

async function importDraft(name: string, data: Buffer | Uint8Array): Promise<ImportDraft> {
  const res = await uploadForImport(app, name, data);
  expect(res.status, res.body.message).toBe(200);
  return res.body.draft as ImportDraft;
}

describe('POST /import', () => {
  it('reads a text PDF into a draft with confidences and the source text, and stores nothing', async () => {
    const before = await snapshotTables(app);
    const draft = await importDraft('lebenslauf.pdf', fixture('tabellarisch-klassisch.pdf'));
    expect(draft.parts.heading).toMatchObject({
      fname: 'Jonas',
      lname: 'Becker',
      email: 'jonas.becker@example.de',
    });
    expect(draft.parts.work.map((w) => w.jobtitle)).toEqual([
      'Projektleiter IT',
      'Softwareentwickler',
      'Werkstudent Entwicklung',
    ]);
    expect(draft.parts.work[0]).toMatchObject({ startMonth: 'August', startYear: '2021', check: true });
    expect(draft.confidence['heading.email']).toBe(1);
    expect(draft.source_text).toContain('Berufserfahrung');
    expect(await snapshotTables(app)).toEqual(before);
  }, 90_000); // the first upload also starts a reader thread

  it("reads a JSON Resume file, such as Vita's own export, without loss", async () => {
    const draft = await importDraft(
      'lebenslauf.json',
      Buffer.from(JSON.stringify(toJsonResume(typicalSampleParts))),
    );
    expect(draft.parts.work).toEqual(typicalSampleParts.work);
    expect(draft.parts.heading).toEqual(typicalSampleParts.heading);
  });

  it('reads a Word file with its table of dates', async () => {
    const draft = await importDraft('lebenslauf.docx', fixture('word-tabelle.docx'));
    expect(draft.parts.work.map((w) => [w.jobtitle, w.employer])).toEqual([
      ['Elektroniker', 'Messestadt Energie GmbH'],
      ['Auszubildender Elektroniker', 'Saale Elektro KG'],
    ]);
  });

  it('cuts a job with thousands of lines to what a resume takes and flags it, instead of a 500', async () => {
    const lines = Array.from(
      { length: 4000 },
      (_, i) => `Kommissionierung von Auftrag ${i + 1} für den Versand`,
    );
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph('Jana Größer'),
            new Paragraph('jana.groesser@example.de'),
            new Paragraph('Berufserfahrung'),
            new Paragraph('03/2019 – heute Lagerist, Spedition Nord GmbH, Bremen'),
            ...lines.map((line) => new Paragraph(`• ${line}`)),
          ],
        },
      ],
    });
    const res = await uploadForImport(app, 'lang.docx', await Packer.toBuffer(doc));
    expect(res.status, res.body.message).toBe(200);
    const draft = res.body.draft as ImportDraft;
    expect(JSON.stringify(draft.parts).length).toBeLessThan(400_000);
    expect(Object.values(draft.confidence).some((value) => value < 0.6)).toBe(true);
    expect((res.body.warnings as string[]).join(' ')).toMatch(/gekürzt/);
  }, 90_000);

  it('imports the LinkedIn export with every position, school, skill and language', async () => {
    const draft = await importDraft('Basic_LinkedInDataExport.zip', linkedInExport());
    const { parts } = draft;
    expect(parts.heading).toMatchObject({ fname: 'Anna', lname: 'Lehmann', email: LINKEDIN_EXPECTED.email });
    expect(parts.heading?.socialLink).toBe('https://anna-lehmann.de');
    expect(
      parts.work.map((w) => [w.jobtitle, w.employer, w.startMonth, w.startYear, w.endMonth, w.endYear]),
    ).toEqual(LINKEDIN_EXPECTED.positions.map((p) => [p.title, p.employer, ...p.start, ...p.end]));
    expect(parts.work[0]?.check).toBe(true);
    expect(parts.education.map((e) => e.sname)).toEqual(LINKEDIN_EXPECTED.schools);
    for (const skill of LINKEDIN_EXPECTED.skills) expect(parts.skills?.data).toContain(skill);
    const languages = parts.extraSections.find((s) => s.meta_sub_key === 'Language')?.meta_value;
    expect(languages).toEqual({
      native: LINKEDIN_EXPECTED.languages.native.map((nativeLang) => ({ nativeLang })),
      languages: LINKEDIN_EXPECTED.languages.others.map(([language, level]) =>
        expect.objectContaining({ language, level }),
      ),
    });
  });

  it('reads a LinkedIn export whose files are missing or empty', async () => {
    const zip = zipSync({
      'Profile.csv': strToU8('\uFEFFFirst Name,Last Name\nAnna,\n'),
      'Skills.csv': strToU8('Name\n'),
    });
    const draft = await importDraft('export.zip', zip);
    expect(draft.parts.heading?.fname).toBe('Anna');
    expect(draft.parts.work).toEqual([]);
    expect(draft.parts.skills).toBeNull();
  });
});

describe('POST /import refuses what it cannot read, with a German message, and changes nothing', () => {
  const cases: [string, string, () => Buffer | Uint8Array, number, RegExp][] = [
    ['a scanned PDF without text', 'scan.pdf', () => handMadePdf(), 422, /keinen lesbaren Text.*eingescannt/],
    [
      'an encrypted PDF',
      'geschuetzt.pdf',
      () => handMadePdf({ text: 'Lebenslauf', encrypted: true }),
      422,
      /Passwort geschützt/,
    ],
    ['a broken PDF', 'kaputt.pdf', () => Buffer.from('%PDF-1.7\nkein echtes PDF'), 422, /beschädigt/],
    [
      'a broken Word file',
      'kaputt.docx',
      () => zipSync({ 'word/document.xml': strToU8('<kein xml') }),
      422,
      /Word-Dokument.*beschädigt/,
    ],
    [
      'a ZIP that is not LinkedIn’s',
      'fotos.zip',
      () => zipSync({ 'urlaub.txt': strToU8('Strand') }),
      422,
      /kein LinkedIn-Datenexport/,
    ],
    [
      'a zip bomb',
      'bombe.zip',
      () => zipSync({ 'Profile.csv': new Uint8Array(60 * 1024 * 1024).fill(65) }),
      422,
      /mehr als 50 MB/,
    ],
    [
      'a file over 10 MB',
      'gross.pdf',
      () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 10)]),
      413,
      /zu groß \(höchstens 10 MB\)/,
    ],
    [
      'a file of another kind',
      'notizen.txt',
      () => Buffer.from('Einfach nur Text'),
      415,
      /Dateiformat wird nicht unterstützt/,
    ],
    [
      'a JSON file that is no resume',
      'package.json',
      () => Buffer.from('{"name":"vita","version":"1.0.0"}'),
      422,
      /JSON-Resume/,
    ],
    ['a broken JSON file', 'resume.json', () => Buffer.from('{"basics":{"name":"Julia'), 422, /beschädigt/],
  ];
  for (const [what, name, make, status, message] of cases) {
    it(`${what}: ${status}`, async () => {
      const before = await snapshotTables(app);
      const res = await uploadForImport(app, name, make());
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
      expect(await snapshotTables(app)).toEqual(before);
    });
  }

  it('a request without a file: 400', async () => {
    const res = await post(app, '/import', {});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/keine Datei/);
  });
});

describe('POST /import/confirm', () => {
  it('creates a new anonymous resume from the edited draft; /resume/document shows it', async () => {
    const draft = await importDraft('lebenslauf.pdf', fixture('zweispaltig-links.pdf'));
    const edited: ImportDraft = {
      ...draft,
      parts: {
        ...draft.parts,
        work: draft.parts.work.map((w, i) => (i === 0 ? { ...w, jobtitle: 'Leiterin Marketing' } : w)),
      },
    };
    const res = await post(app, '/import/confirm', { draft: edited });
    expect(res.status, res.body.message).toBe(200);
    const token = res.body.resume_token as string;
    expect(token).toMatch(/^[a-f0-9]{32}$/);
    const doc = (await post(app, '/resume/document', { resume_token: token })).body.data as ResumeDocument;
    expect(doc.personal.fullName).toBe('Miriam Yılmaz');
    const work = doc.sections.find((s) => s.kind === 'entries' && s.title === 'Berufserfahrung');
    expect(work?.kind === 'entries' && work.entries.map((e) => e.title)).toEqual([
      'Leiterin Marketing',
      'Junior Marketing Managerin',
    ]);
    expect(doc.sections.some((s) => s.kind === 'languages')).toBe(true);
  });

  it('gives the new resume to the logged-in caller: the token alone no longer opens it', async () => {
    const user = await registerUser(app);
    const draft = await importDraft('lebenslauf.zip', linkedInExport());
    const auth = { authorization: `Bearer ${user.token}` };
    const res = await post(app, '/import/confirm', { draft }, auth);
    expect(res.status).toBe(200);
    const token = res.body.resume_token as string;
    expect((await post(app, '/resume/document', { resume_token: token }, auth)).status).toBe(200);
    expect((await post(app, '/resume/document', { resume_token: token })).status).toBe(403);
  });

  it('refuses a draft whose dates cannot be stored, and creates nothing', async () => {
    const draft = await importDraft('lebenslauf.pdf', fixture('tabellarisch-klassisch.pdf'));
    const [first, ...rest] = draft.parts.work;
    const broken = {
      ...draft,
      parts: {
        ...draft.parts,
        work: [{ ...first, check: false, endMonth: 'January', endYear: '1999' }, ...rest],
      },
    };
    const before = await snapshotTables(app);
    const res = await post(app, '/import/confirm', { draft: broken });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/\S/);
    expect(await snapshotTables(app)).toEqual(before);
  });

  it('sanitises rich text as the section routes do', async () => {
    const draft = await importDraft('lebenslauf.pdf', fixture('tabellarisch-klassisch.pdf'));
    const hostile = {
      ...draft,
      parts: { ...draft.parts, summary: { data: '<p>Hallo<script>alert(1)</script></p>' } },
    };
    const res = await post(app, '/import/confirm', { draft: hostile });
    const doc = (await post(app, '/resume/document', { resume_token: res.body.resume_token })).body
      .data as ResumeDocument;
    expect(JSON.stringify(doc)).not.toContain('<script>');
  });
});
