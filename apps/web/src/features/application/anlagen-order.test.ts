import type { Attachment } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { classifyAnlage, sortAnlagen } from './anlagen-order';

let nextId = 1;
const anlage = (title: string, document_date = ''): Attachment => ({
  id: nextId++,
  title,
  document_date,
  position: 0,
  mime: 'application/pdf',
  bytes: 1000,
  pages: 1,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('Anlagen sortieren', () => {
  it('classifies by title: degrees by level, Zeugnisse, everything else', () => {
    expect(classifyAnlage('Masterzeugnis TU Dresden')).toEqual({ group: 'degree', level: 8 });
    expect(classifyAnlage('Bachelorurkunde')).toEqual({ group: 'degree', level: 7 });
    expect(classifyAnlage('Abiturzeugnis')).toEqual({ group: 'degree', level: 4 });
    expect(classifyAnlage('Arbeitszeugnis Müller GmbH').group).toBe('reference');
    expect(classifyAnlage('Zertifikat Scrum Master').group).toBe('other');
    expect(classifyAnlage('Führerschein').group).toBe('other');
  });

  it('puts the highest degree first, then Zeugnisse newest first, then the rest newest first', () => {
    const abitur = anlage('Abiturzeugnis', '2012-06-30');
    const bachelor = anlage('Bachelorzeugnis', '2016-09-30');
    const old = anlage('Arbeitszeugnis Bäckerei Lenz', '2018-03-31');
    const recent = anlage('Arbeitszeugnis Nordlicht AG', '2024-05-31');
    const course = anlage('Zertifikat Erste Hilfe', '2023-02-01');
    const undated = anlage('Sprachzertifikat Englisch C1');
    expect(sortAnlagen([abitur, course, old, undated, recent, bachelor]).map((a) => a.title)).toEqual([
      'Bachelorzeugnis',
      'Arbeitszeugnis Nordlicht AG',
      'Arbeitszeugnis Bäckerei Lenz',
      'Zertifikat Erste Hilfe',
      'Abiturzeugnis',
      'Sprachzertifikat Englisch C1',
    ]);
  });

  it('keeps Zeugnisse without a date after the dated ones, in their order', () => {
    const a = anlage('Zwischenzeugnis');
    const b = anlage('Arbeitszeugnis', '2020-01-31');
    const c = anlage('Praktikumszeugnis');
    expect(sortAnlagen([a, b, c]).map((x) => x.id)).toEqual([b.id, a.id, c.id]);
  });
});
