import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';
import { schemaOrderErrors } from './docx-schema-order.test-support';

/** Parses XML strictly: any well-formedness error fails the test (Word would ask to repair). */
export function parseXml(xml: string, part: string): Document {
  const errors: string[] = [];
  const parsed = new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: (message: string) => errors.push(message),
      fatalError: (message: string) => errors.push(message),
    },
  }).parseFromString(xml, 'application/xml');
  expect(errors, `${part} is not well-formed XML`).toEqual([]);
  return parsed as unknown as Document;
}

/**
 * Checks the OPC package as Word and LibreOffice read it: the parts they require, every part
 * with a content type, every XML part well-formed, property elements in the schema's order (Word
 * is strict there), every internal relationship pointing at a part.
 * Returns the XML of word/document.xml.
 */
export function checkDocxPackage(bytes: Uint8Array): { documentXml: string; parts: string[] } {
  const files = unzipSync(bytes);
  const parts = Object.keys(files);
  for (const required of [
    '[Content_Types].xml',
    '_rels/.rels',
    'word/document.xml',
    'word/styles.xml',
    'word/_rels/document.xml.rels',
  ]) {
    expect(parts, `missing ${required}`).toContain(required);
  }
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  const types = parseXml(text('[Content_Types].xml'), '[Content_Types].xml');
  const defaults = new Set(
    Array.from(types.getElementsByTagName('Default')).map((d) => d.getAttribute('Extension')?.toLowerCase()),
  );
  const overrides = new Set(
    Array.from(types.getElementsByTagName('Override')).map((o) => o.getAttribute('PartName')),
  );
  for (const part of parts.filter((p) => !p.endsWith('/'))) {
    const extension = part.split('.').pop()?.toLowerCase();
    expect(overrides.has(`/${part}`) || defaults.has(extension), `no content type for ${part}`).toBe(true);
    if (part.endsWith('.xml') || part.endsWith('.rels')) {
      const xml = parseXml(text(part), part);
      if (part.startsWith('word/'))
        expect(schemaOrderErrors(xml, part), `${part} breaks the schema order`).toEqual([]);
    }
  }
  for (const rels of parts.filter((p) => p.endsWith('.rels'))) {
    const base = rels.replace(/_rels\/[^/]*\.rels$/, '');
    for (const rel of Array.from(parseXml(text(rels), rels).getElementsByTagName('Relationship'))) {
      if (rel.getAttribute('TargetMode') === 'External') continue;
      const target = rel.getAttribute('Target') ?? '';
      const path = target.startsWith('/') ? target.slice(1) : `${base}${target}`;
      expect(parts, `${rels} points at a missing part ${path}`).toContain(path);
    }
  }
  return { documentXml: text('word/document.xml'), parts };
}
