import { buildResumeDocument, typicalSampleParts } from '@vita/shared';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { toDocx, unbreakable, wordFont } from './docx-export';
import { checkDocxPackage, parseXml } from './docx-package.test-support';
import { schemaOrderErrors } from './docx-schema-order.test-support';
import { fullSampleParts } from './full-sample.test-support';

async function readBack(buffer: Buffer) {
  const { value: html, messages } = await mammoth.convertToHtml({ buffer });
  return { html, messages };
}

describe('DOCX schema order check', () => {
  it('finds a run property out of place, as Word would', () => {
    const xml = parseXml(
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:pPr><w:jc w:val="left"/><w:spacing w:after="0"/></w:pPr><w:r><w:rPr><w:sz w:val="20"/><w:b/></w:rPr></w:r></w:p></w:document>',
      'test',
    );
    expect(schemaOrderErrors(xml, 'test')).toEqual([
      'test: <w:spacing> stands too late in <w:pPr>',
      'test: <w:b> stands too late in <w:rPr>',
    ]);
  });
});

describe('DOCX export', () => {
  it('writes a package Word and LibreOffice open without repair', async () => {
    const docx = await toDocx(buildResumeDocument(await fullSampleParts()));
    const { documentXml, parts } = checkDocxPackage(docx);
    expect(parts.some((p) => p.startsWith('word/media/'))).toBe(true);
    expect(documentXml).toContain('w:pStyle w:val="Heading1"');
    expect(documentXml).toContain('w:pStyle w:val="Heading2"');
  });

  it('reads back with the name as heading 1, every section title as heading 2 and all entries', async () => {
    const doc = buildResumeDocument(await fullSampleParts());
    const { html, messages } = await readBack(await toDocx(doc));
    expect(messages.filter((m) => m.type === 'error')).toEqual([]);
    expect(html).toContain('<h1>Julia Becker</h1>');
    for (const section of doc.sections) expect(html).toContain(`<h2>${section.title}</h2>`);
    for (const text of [
      unbreakable('07/2022 – Aktuell'),
      '<strong>Stellvertretende Filialleiterin</strong>',
      'Modehaus Lindner GmbH, Köln',
      'Berufskolleg Bonn-Duisdorf',
      'Note: 2,1',
      'julia.becker@example.de',
      '09.05.1998 in Bonn',
      'Englisch',
      'Umbau der Filiale 2024 mitgeplant',
      'Köln, 25.11.2026',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<li>Kundenberatung</li>');
  });

  it('puts the photo beside the name in photo templates only', async () => {
    const full = await fullSampleParts();
    const withPhoto = buildResumeDocument({
      ...full,
      style: { ...full.style, template_id: 5, style_name: 'styleTempThree' },
    });
    const withoutPhoto = buildResumeDocument({
      ...full,
      style: { ...full.style, template_id: 1, style_name: 'styleTempOne' },
    });
    const media = async (doc: typeof withPhoto) =>
      checkDocxPackage(await toDocx(doc)).documentXml.match(/descr="Bewerbungsfoto"/g) ?? [];
    expect(await media(withPhoto)).toHaveLength(1);
    expect(await media(withoutPhoto)).toHaveLength(0);
  });

  it('uses the resume colour and the office font nearest the resume font for the headings', async () => {
    const doc = buildResumeDocument(typicalSampleParts);
    const docx = await toDocx(doc);
    const { strFromU8, unzipSync } = await import('fflate');
    const styles = strFromU8(unzipSync(docx)['word/styles.xml'] ?? new Uint8Array());
    expect(styles).toContain(`w:color w:val="${doc.colour.hex.replace('#', '').toUpperCase()}"`);
    expect(styles).toContain(`w:ascii="${wordFont(doc.formatting.fontStyle)}"`);
    expect(wordFont('Times New Roman')).toBe('Times New Roman');
    expect(wordFont('Montserrat')).toBe('Arial');
  });
});
