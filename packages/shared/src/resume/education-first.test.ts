import { describe, expect, it } from 'vitest';
import { buildResumeDocument, type StoredResumeParts } from './build-resume-document';
import { listsEducationFirst } from './education-first';
import { sampleResumeParts } from './sample-resume';

const school = (from: string, to: string | 'heute') => {
  const [startMonth, startYear] = from.split('/');
  const [endMonth, endYear] = to === 'heute' ? ['', ''] : to.split('/');
  return {
    studyStartMonth: startMonth,
    studyStartYear: startYear,
    studyEndMonth: endMonth,
    studyEndYear: endYear,
    check: to === 'heute',
  };
};
const job = (from: string, to: string | 'heute') => {
  const [startMonth, startYear] = from.split('/');
  const [endMonth, endYear] = to === 'heute' ? ['', ''] : to.split('/');
  return { startMonth, startYear, endMonth, endYear, check: to === 'heute' };
};

describe('Ausbildung before Berufserfahrung when the sections were never arranged', () => {
  it.each([
    ['a pupil: school running, no job', [], [school('09/2017', 'heute')], true],
    [
      'a student with a Werkstudent job begun during the study',
      [job('04/2024', 'heute')],
      [school('10/2022', 'heute')],
      true,
    ],
    [
      'a student with finished Nebenjobs',
      [job('06/2021', '09/2021'), job('07/2023', '09/2023')],
      [school('10/2022', 'heute')],
      true,
    ],
    ['only education, all finished', [], [school('09/2010', '07/2019')], true],
    [
      'a graduate in a job: nothing running in education',
      [job('10/2024', 'heute')],
      [school('10/2019', '09/2024')],
      false,
    ],
    [
      'a part-time study beside a job held before',
      [job('01/2015', 'heute')],
      [school('10/2024', 'heute')],
      false,
    ],
    ['no education at all', [job('01/2015', 'heute')], [], false],
    [
      'a running job without a start date beside a running study',
      [{ check: true }],
      [school('10/2022', 'heute')],
      false,
    ],
  ] as const)('%s → %s', (_, work, education, expected) => {
    expect(listsEducationFirst(work, education)).toBe(expected);
  });
});

describe('the resume document of a student', () => {
  const studentParts = {
    ...sampleResumeParts,
    style: { ...sampleResumeParts.style, layout: null },
    work: [{ ...sampleResumeParts.work[0], ...job('04/2024', 'heute') }],
    education: [{ ...sampleResumeParts.education[0], ...school('10/2022', 'heute') }],
  } as StoredResumeParts;
  const order = (parts: StoredResumeParts) =>
    buildResumeDocument(parts, { locale: 'de', now: new Date(2026, 11, 1) })
      .sections.map((s) => s.key)
      .filter((key) => key === 'work' || key === 'education');

  it('lists Ausbildung before Berufserfahrung in preview, PDF, TXT and DOCX alike', () => {
    expect(order(studentParts)).toEqual(['education', 'work']);
  });

  it('keeps the order the user arranged', () => {
    const arranged = {
      ...studentParts,
      style: { ...studentParts.style, layout: { main: [1, 6, 7, 3, 2], side: [] } },
    } as StoredResumeParts;
    expect(order(arranged)).toEqual(['work', 'education']);
  });
});
