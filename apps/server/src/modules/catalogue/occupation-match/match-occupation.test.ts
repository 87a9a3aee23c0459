import { beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../job-profiles';
import { matchOccupation, type OccupationContext } from './match-occupation';
import { titleReadings } from './title-readings';

const named = (typed: string, context?: OccupationContext) =>
  matchOccupation(getCatalogue(), typed, context)?.profile.title ?? null;

beforeAll(() => getCatalogue());

describe('occupation matcher', () => {
  it.each([
    ['Stellvertretende Filialleiterin', 'Filialleiter/in'],
    ['Filialleiter/in', 'Filialleiter/in'],
    ['Filialleiter', 'Filialleiter/in'],
    ['Staplerfahrer', 'Staplerfahrer/in'],
    ['Praktikantin Softwareentwicklung', 'Softwareentwickler/in'],
    ['Senior Softwareentwickler (m/w/d)', 'Softwareentwickler/in'],
    ['Junior Buchhalterin', 'Buchhalter/in'],
    ['Leitung Buchhaltung', 'Leiter der Buchhaltung/Leiterin der Buchhaltung'],
    ['Verkäuferin bei REWE', 'Verkäufer/in'],
    ['Auszubildende zur Industriekauffrau', 'Industriekaufmann/Industriekauffrau'],
  ])('reads "%s" as %s', (typed, profile) => {
    expect(named(typed)).toBe(profile);
  });

  it('names the Fachkraft für Lagerlogistik for a Lagerist with an Ausbildung, the helper without one or when unknown', () => {
    expect(named('Lagerist', { hasAusbildung: true })).toBe('Fachkraft für Lagerlogistik');
    expect(named('Lagerist')).toBe('Lagerhelfer/in');
    expect(named('Lagerist', { hasAusbildung: false })).toBe('Lagerhelfer/in');
    expect(named('Lagerhelferin', { hasAusbildung: true })).toBe('Lagerhelfer/in');
  });

  it('keeps the other profiles a title names as alternatives', () => {
    const match = matchOccupation(getCatalogue(), 'Lagerist', { hasAusbildung: true });
    expect(match?.alternatives.map((profile) => profile.title)).toContain('Lagerhelfer/in');
  });

  it('reads titles typed in English by ESCO’s English labels', () => {
    expect(named('Software Developer')).toBe('Softwareentwickler/in');
    expect(named('Cashier')).toBe('Kassierer/in');
  });

  it.each(['Sabbatical', 'Mitarbeiter', 'Praktikantin', 'Manager', 'asdfghjkl', 'Hausfrau', ''])(
    'names no profile for "%s" rather than guess one',
    (typed) => {
      expect(named(typed)).toBeNull();
    },
  );
});

describe('title readings', () => {
  it('reads qualifiers, employers and learner roles away, the text as typed first', () => {
    expect(titleReadings('Stellv. Filialleiterin (m/w/d) bei REWE').slice(0, 2)).toEqual([
      'stellv filialleiterin bei rewe',
      'filialleiterin',
    ]);
    expect(titleReadings('Praktikantin Softwareentwicklung')).toContain('softwareentwickler');
    expect(titleReadings('Leitung Buchhaltung')).toContain('buchhaltungsleiter');
  });
});
