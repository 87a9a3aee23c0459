import { LOW_CONFIDENCE } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { parseCvLines } from './parse-cv-text';

const unsure = (confidence: Record<string, number>, key: string) =>
  confidence[key] !== undefined && (confidence[key] ?? 1) < LOW_CONFIDENCE;

describe('import confidence of a wrapped entry header', () => {
  it('marks a school name whose rest wrapped beside the end date for review', () => {
    const { parts, confidence } = parseCvLines([
      'Felix Schneider',
      'Ausbildung',
      'Bachelor of Arts, Kommunikationsdesign | Hochschule für Gestaltung\t10/2012 –',
      'Schwäbisch Gmünd, Schwäbisch Gmünd\t06/2016',
    ]);
    expect(parts.education[0]?.sname).toBe('Hochschule für Gestaltung');
    expect(unsure(confidence, 'education.0.sname')).toBe(true);
    expect(unsure(confidence, 'education.0.sdegree')).toBe(false);
    expect(unsure(confidence, 'education.0.dates')).toBe(false);
  });

  it('marks an employer that ends in a dangling word', () => {
    const { confidence } = parseCvLines([
      'Jana Weber',
      'Berufserfahrung',
      '03/2019 – heute\tKauffrau im Einzelhandel\tDrogeriemarkt Müller und',
      '• Kassieren und Beraten',
      '01/2015 – 02/2019\tVerkäuferin\tStadtwerke Frankfurt am',
    ]);
    expect(unsure(confidence, 'work.0.employer')).toBe(true);
    expect(unsure(confidence, 'work.1.employer')).toBe(true);
    expect(unsure(confidence, 'work.0.jobtitle')).toBe(false);
  });

  it('leaves a complete entry unmarked', () => {
    const { confidence } = parseCvLines([
      'Jana Weber',
      'Berufserfahrung',
      '03/2019 – heute\tKauffrau im Einzelhandel\tDrogeriemarkt Müller GmbH, Ulm',
      '• Kassieren und Beraten',
    ]);
    expect(unsure(confidence, 'work.0.employer')).toBe(false);
    expect(unsure(confidence, 'work.0.jobtitle')).toBe(false);
  });
});
