import { describe, expect, it } from 'vitest';
import { sampleResumeParts } from './sample-resume';
import { resumeStrength, sectionStrengths } from './strength';
import { untranslatedDeductions, untranslatedFields, untranslatedSectionOf } from './untranslated';

describe('untranslated fields as stored', () => {
  it.each([
    ['the fields list', { fields: ['summary', 'skills'] }, ['summary', 'skills']],
    ['further keys beside it', { fields: ['summary'], done: ['skills'], updatedAt: 1 }, ['summary']],
    ['a field twice', { fields: ['summary', 'summary'] }, ['summary']],
    ['values that are no field keys', { fields: ['summary', 3, null, ''] }, ['summary']],
    ['no fields key', { done: ['summary'] }, []],
    ['fields that are no list', { fields: 'summary' }, []],
    ['null', null, []],
    ['a string', 'summary', []],
  ])('reads %s', (_, stored, fields) => {
    expect(untranslatedFields(stored)).toEqual(fields);
  });
});

describe('the section of an untranslated field', () => {
  it.each([
    ['summary', 'summary'],
    ['skills', 'skills'],
    ['work.0.workDescription', 'work'],
    ['work.2.jobtitle', 'work'],
    ['education.1.sdegree', 'education'],
    ['languages.native.0', null],
    ['extra.hobbiesInformation', null],
    ['custom.0', null],
    ['workshop', null],
  ])('puts %s in %s', (field, section) => {
    expect(untranslatedSectionOf(field)).toBe(section);
  });
});

describe('points off for untranslated text', () => {
  it('takes 5 points per field, at most 10 per section', () => {
    expect(
      untranslatedDeductions([
        'summary',
        'work.0.workDescription',
        'work.1.workDescription',
        'work.2.workDescription',
        'education.0.sdescription',
        'custom.0',
      ]),
    ).toEqual({ summary: 5, work: 10, education: 5, skills: 0 });
  });

  it('lowers each section that still holds German text', () => {
    const parts = { ...sampleResumeParts, untranslated: ['summary', 'work.0.workDescription', 'skills'] };
    expect(sectionStrengths(parts)).toEqual({
      heading: 20,
      education: 20,
      work: 15,
      skills: 15,
      summary: 15,
    });
    expect(resumeStrength(parts)).toBe(85);
  });

  it('never calls a resume complete while text outside the scored sections is German', () => {
    const parts = { ...sampleResumeParts, untranslated: ['extra.hobbiesInformation'] };
    expect(sectionStrengths(parts)).toEqual({
      heading: 20,
      education: 20,
      work: 20,
      skills: 20,
      summary: 20,
    });
    expect(resumeStrength(parts)).toBe(95);
  });

  it('gives the full points once nothing is left to translate', () => {
    expect(resumeStrength({ ...sampleResumeParts, untranslated: [] })).toBe(100);
  });

  it('never goes below 0 for an empty section', () => {
    const parts = {
      heading: null,
      education: [],
      work: [],
      skills: null,
      summary: null,
      untranslated: ['summary'],
    };
    expect(sectionStrengths(parts).summary).toBe(0);
    expect(resumeStrength(parts)).toBe(0);
  });
});
