import { letterFieldsSchema } from '@vita/shared/contracts';
import { buildResumeDocument, type StoredResumeParts, sampleResumeParts } from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderValues } from './fill-placeholders';
import { letterContext } from './letter-context';
import { allPhraseTexts, phrasesFor } from './phrase-library';
import { LETTER_PARTS } from './phrase-types';

const NOW = new Date(2026, 10, 25);
const job = (jobtitle: string, employer: string, start: [string, string], end?: [string, string]) =>
  ({
    ...sampleResumeParts.work[0],
    jobtitle,
    employer,
    startMonth: start[0],
    startYear: start[1],
    endMonth: end?.[0] ?? '',
    endYear: end?.[1] ?? '',
    check: end === undefined,
  }) as StoredResumeParts['work'][number];

/** The walk's retail CV: at REWE since 03/2019, at Lidl from 08/2014 before that. */
const retail = buildResumeDocument(
  {
    ...sampleResumeParts,
    work: [
      job('Kauffrau im Einzelhandel', 'REWE Markt GmbH', ['March', '2019']),
      job('Verkäuferin', 'Lidl Dienstleistung GmbH & Co. KG', ['August', '2014'], ['February', '2019']),
    ],
  },
  { locale: 'de', now: NOW },
);
const letter = letterFieldsSchema.parse({
  position: 'Filialleitung',
  recipient: { company: 'Edeka Rhein-Ruhr' },
});

describe('writing help: the years a phrase states are true', () => {
  // 5223: the ISCO group the occupation matcher names for a Kauffrau im Einzelhandel.
  const context = letterContext(retail, letter, NOW, '5223');
  const values = placeholderValues(context);
  const filled = LETTER_PARTS.flatMap((part) =>
    phrasesFor(context.field, context.level, part).map((phrase) => fillPlaceholders(phrase.text, values)),
  );

  it('counts twelve years of work in all and seven at REWE', () => {
    expect(context).toMatchObject({ field: 'retail', level: 'experienced', years: 12, yearsInLastJob: 7 });
  });

  it('says "sieben Jahren als … bei REWE", never the twelve years of the whole career, in Handel und Verkauf', () => {
    const atRewe = filled.filter((text) => text.includes('REWE Markt GmbH'));
    expect(
      atRewe.some((text) => text.includes('nach sieben Jahren als Kauffrau im Einzelhandel bei REWE')),
    ).toBe(true);
    expect(filled.filter((text) => text.includes('zwölf Jahren als'))).toEqual([]);
  });

  it('ties in no phrase of any field the whole career’s {years} to the newest title or employer', () => {
    // In one clause ("nach {years} als {lastTitle}"); "seit {years} im Lager, zuletzt als …" is true.
    const sameClause = /\{years\}[^.,;:]*\{last(Title|Employer)\}|\{last(Title|Employer)\}[^.,;:]*\{years\}/;
    const offenders = allPhraseTexts().filter((text) => sameClause.test(text));
    expect(offenders).toEqual([]);
  });

  it('does not count the gap between two jobs as experience', () => {
    const withGap = buildResumeDocument(
      {
        ...sampleResumeParts,
        work: [
          job('Verkäuferin', 'dm-drogerie markt', ['March', '2023']),
          job('Verkäuferin', 'Kaufhof', ['January', '2014'], ['December', '2015']),
        ],
      },
      { locale: 'de', now: NOW },
    );
    // Two years at Kaufhof and three and a half at dm, not the twelve years since 2014.
    expect(letterContext(withGap, letter, NOW).years).toBe(5);
  });
});
