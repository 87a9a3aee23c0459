import { LOW_CONFIDENCE } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { parseCvLines } from './parse-cv-text';

const unsure = (confidence: Record<string, number>, key: string) =>
  confidence[key] !== undefined && (confidence[key] ?? 1) < LOW_CONFIDENCE;

type Case = { lines: string[]; marked: string[]; unmarked: string[] };

const CASES: [string, Case][] = [
  [
    'marks a school name whose rest wrapped beside the end date for review',
    {
      lines: [
        'Felix Schneider',
        'Ausbildung',
        'Bachelor of Arts, Kommunikationsdesign | Hochschule für Gestaltung\t10/2012 –',
        'Schwäbisch Gmünd, Schwäbisch Gmünd\t06/2016',
      ],
      marked: ['education.0.sname'],
      unmarked: ['education.0.sdegree', 'education.0.dates'],
    },
  ],
  [
    'marks an employer that ends in a dangling word',
    {
      lines: [
        'Jana Weber',
        'Berufserfahrung',
        '03/2019 – heute\tKauffrau im Einzelhandel\tDrogeriemarkt Müller und',
        '• Kassieren und Beraten',
        '01/2015 – 02/2019\tVerkäuferin\tStadtwerke Frankfurt am',
      ],
      marked: ['work.0.employer', 'work.1.employer'],
      unmarked: ['work.0.jobtitle'],
    },
  ],
  [
    'leaves a complete entry unmarked',
    {
      lines: [
        'Jana Weber',
        'Berufserfahrung',
        '03/2019 – heute\tKauffrau im Einzelhandel\tDrogeriemarkt Müller GmbH, Ulm',
        '• Kassieren und Beraten',
      ],
      marked: [],
      unmarked: ['work.0.employer', 'work.0.jobtitle'],
    },
  ],
];

describe('import confidence of a wrapped entry header', () => {
  it.each(CASES)('%s', (_, { lines, marked, unmarked }) => {
    const { confidence } = parseCvLines(lines);
    for (const key of marked) expect(unsure(confidence, key), key).toBe(true);
    for (const key of unmarked) expect(unsure(confidence, key), key).toBe(false);
  });

  it('reads the school name of the wrapped header', () => {
    const { parts } = parseCvLines(CASES[0]?.[1].lines ?? []);
    expect(parts.education[0]?.sname).toBe('Hochschule für Gestaltung');
  });
});
