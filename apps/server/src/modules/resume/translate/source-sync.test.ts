import { EMPTY_WORK, type StoredResumeParts, type WorkEntry } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { retailPersona } from './personas.test-support';
import { sourceChanges, sourceShape, takeOverSourceChanges } from './source-sync';
import type { TranslationLookups } from './translate-parts';

const lookups: TranslationLookups = {
  occupationTitle: (title) => ({ Kassiererin: 'Cashier', Regalauffüllerin: 'Shelf stacker' })[title],
  skillName: () => undefined,
};
const job = (entry: Partial<WorkEntry>): WorkEntry => ({ ...EMPTY_WORK, ...entry }) as WorkEntry;
const german: StoredResumeParts = {
  ...retailPersona,
  work: [
    job({
      jobtitle: 'Kassiererin',
      employer: 'REWE',
      country: 'Dortmund',
      startMonth: '09',
      startYear: '2016',
    }),
    job({
      jobtitle: 'Aushilfe',
      employer: 'Bäckerei Kühn',
      country: 'Köln',
      startMonth: '01',
      startYear: '2014',
    }),
  ],
  education: [],
};
const shape = sourceShape(german);
const englishOf = (work: WorkEntry[]) => ({ work, education: [] });

describe('sourceChanges', () => {
  it('pairs an entry by title and employer even when its dates moved it in the list', () => {
    const moved = {
      ...german,
      work: [job({ ...german.work[1], startYear: '2017' }), job({ ...german.work[0] })],
    };
    expect(sourceChanges(shape, moved)).toEqual([
      {
        section: 'work',
        kind: 'changed',
        index: 0,
        fields: ['startYear'],
        title: 'Aushilfe',
        name: 'Bäckerei Kühn',
      },
    ]);
  });

  it('knows an entry whose employer was corrected by its title', () => {
    const corrected = {
      ...german,
      work: [job({ ...german.work[0], employer: 'REWE Markt GmbH' }), german.work[1]!],
    };
    expect(sourceChanges(shape, corrected).map((c) => [c.kind, c.fields])).toEqual([
      ['changed', ['employer']],
    ]);
  });
});

describe('takeOverSourceChanges', () => {
  const english = [
    job({
      ...german.work[0],
      jobtitle: 'Cashier',
      country: 'Dortmund (Germany)',
      workDescription: '<p>Till</p>',
    }),
    job({ ...german.work[1], jobtitle: 'Temp at a bakery' }),
  ];

  it('copies only the fields the source changed: a place written in English stays', () => {
    const source = { ...german, work: [job({ ...german.work[0], startYear: '2015' }), german.work[1]!] };
    const taken = takeOverSourceChanges(englishOf(english), shape, source, [], lookups);
    expect(taken.work[0]).toMatchObject({
      startYear: '2015',
      country: 'Dortmund (Germany)',
      workDescription: '<p>Till</p>',
    });
  });

  it('translates a changed German title while the English one is still Vita’s, and keeps one the applicant wrote', () => {
    const source = {
      ...german,
      work: [
        job({ ...german.work[0], jobtitle: 'Regalauffüllerin' }),
        job({ ...german.work[1], jobtitle: 'Regalauffüllerin' }),
      ],
    };
    const taken = takeOverSourceChanges(englishOf(english), shape, source, [], lookups);
    expect(taken.work.map((w) => w.jobtitle)).toEqual(['Shelf stacker', 'Temp at a bakery']);
  });

  it('puts an entry added to the English version only where its dates belong, and renumbers the markers', () => {
    const extra = job({ jobtitle: 'Volunteer', employer: 'Red Cross', startYear: '2015' });
    const withExtra = [english[0]!, extra, english[1]!];
    const source = { ...german, work: [german.work[1]!] }; // REWE removed in German
    const taken = takeOverSourceChanges(
      englishOf(withExtra),
      shape,
      source,
      ['work.2.workDescription', 'summary'],
      lookups,
    );
    expect(taken.work.map((w) => w.employer)).toEqual(['Red Cross', 'Bäckerei Kühn']);
    expect(taken.untranslated.sort()).toEqual(['summary', 'work.1.workDescription']);
  });
});
