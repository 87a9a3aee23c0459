import { describe, expect, it } from 'vitest';
import {
  applyOrder,
  dateOrder,
  educationEntryDates,
  insertByDate,
  isPermutation,
  moveOrder,
  workEntryDates,
} from './entry-order';

const job = (name: string, start: [string, string], end: [string, string] | 'current') => ({
  jobtitle: name,
  startMonth: start[0],
  startYear: start[1],
  endMonth: end === 'current' ? '' : end[0],
  endYear: end === 'current' ? '' : end[1],
  check: end === 'current',
});
const names = (list: readonly { jobtitle: string }[]) => list.map((j) => j.jobtitle);

const older = job('Verkäuferin', ['August', '2019'], ['June', '2022']);
const current = job('Filialleiterin', ['July', '2022'], 'current');
const trainee = job('Auszubildende', ['August', '2016'], ['July', '2019']);

describe('newest first: where a new job goes', () => {
  it('puts the current job (07/2022 – Aktuell) above the 2019–2022 one added before it', () => {
    expect(names(insertByDate([older], current, workEntryDates))).toEqual(['Filialleiterin', 'Verkäuferin']);
  });

  it('puts an older job below the newer ones', () => {
    expect(names(insertByDate([current, older], trainee, workEntryDates))).toEqual([
      'Filialleiterin',
      'Verkäuferin',
      'Auszubildende',
    ]);
  });

  it('orders two current jobs by start, newest first', () => {
    const side = job('Minijob', ['January', '2024'], 'current');
    expect(names(insertByDate([current], side, workEntryDates))).toEqual(['Minijob', 'Filialleiterin']);
  });

  it('orders equal end dates by start date, descending', () => {
    const short = job('Aushilfe', ['January', '2022'], ['June', '2022']);
    expect(names(insertByDate([older], short, workEntryDates))).toEqual(['Aushilfe', 'Verkäuferin']);
  });

  it('keeps entries of equal dates in the order they were added', () => {
    const twin = job('Zweitjob', ['August', '2019'], ['June', '2022']);
    expect(names(insertByDate([older], twin, workEntryDates))).toEqual(['Verkäuferin', 'Zweitjob']);
  });

  it('puts an undated entry last', () => {
    const undated = job('Ohne Datum', ['', ''], ['', '']);
    expect(names(insertByDate([current, older], undated, workEntryDates)).at(-1)).toBe('Ohne Datum');
    expect(names(insertByDate([undated], older, workEntryDates))).toEqual(['Verkäuferin', 'Ohne Datum']);
  });

  it('reads months as older entries store them ("03", "März") and a year alone', () => {
    const numeric = job('A', ['03', '2020'], ['März', '2021']);
    const yearOnly = job('B', ['', '2020'], ['', '2023']);
    expect(names(insertByDate([numeric], yearOnly, workEntryDates))).toEqual(['B', 'A']);
  });

  it('leaves a list ordered by hand as it is and inserts above the first older entry', () => {
    expect(names(insertByDate([trainee, current], older, workEntryDates))).toEqual([
      'Verkäuferin',
      'Auszubildende',
      'Filialleiterin',
    ]);
  });
});

describe('newest first: schools', () => {
  const school = (name: string, end: string, extra: Record<string, unknown> = {}) => ({
    sname: name,
    studyStartMonth: 'September',
    studyStartYear: String(Number(end) - 3),
    studyEndMonth: 'July',
    studyEndYear: end,
    ...extra,
  });

  it('sorts by study end, a current study first, the graduation date when there is no study end', () => {
    const list = [
      school('Realschule', '2014'),
      school('Berufskolleg', '2017'),
      school('Fernstudium', '', { check: true, studyEndYear: '' }),
      { sname: 'Abendschule', gMonth: 'June', gYear: '2019' },
    ];
    expect(dateOrder(list, educationEntryDates)).toEqual([2, 3, 1, 0]);
  });
});

describe('reordering by hand', () => {
  it('moves one entry and keeps the others in sequence', () => {
    expect(moveOrder(4, 0, 2)).toEqual([1, 2, 0, 3]);
    expect(moveOrder(4, 3, 0)).toEqual([3, 0, 1, 2]);
    expect(moveOrder(3, 1, 1)).toEqual([0, 1, 2]);
  });

  it('applies an order to a list', () => {
    expect(applyOrder(['a', 'b', 'c'], [2, 0, 1])).toEqual(['c', 'a', 'b']);
  });

  it.each([
    [[1, 0, 2], 3, true],
    [[0, 1], 3, false],
    [[0, 0, 1], 3, false],
    [[0, 1, 3], 3, false],
    [[0, 1.5, 2], 3, false],
    [[-1, 0, 1], 3, false],
    [[], 0, true],
  ])('%j is a permutation of %i entries: %s', (order, length, expected) => {
    expect(isPermutation(order, length)).toBe(expected);
  });
});
