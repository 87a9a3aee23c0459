import { describe, expect, it } from 'vitest';
import { flowState, nonStudent, student } from '../test/flow-fixtures';
import type { FlowState } from './flow-state';
import { isEducationFirst, studentCheck } from './flow-state';
import {
  educationIntroBack,
  educationIntroNext,
  headingBack,
  headingNext,
  languagesBack,
  languagesIntroBack,
  languagesIntroNext,
  languagesNext,
  nextPathAfterEducationSummary,
  nextPathAfterWorkSummary,
  skillsBack,
  skillsIntroBack,
  skillsIntroNext,
  skillsNext,
  summaryIntroBack,
  summaryIntroNext,
  summaryIntroSkip,
  workIntroBack,
  workIntroNext,
} from './wizard';

type Case = [string, Partial<FlowState>, string];

describe('student check', () => {
  it.each([
    [{ isStudent: 'Yes', experienceLevel: '0-3' }, 'Yes'],
    [{ isStudent: 'Yes', experienceLevel: '0' }, 'Yes'],
    [{ isStudent: 'No', experienceLevel: '0-3' }, 'No'],
    [{ isStudent: 'Yes', experienceLevel: '4-9' }, 'No'],
    [{ isStudent: 'Yes', experienceLevel: '10+' }, 'No'],
    [{ isStudent: null, experienceLevel: '0-3' }, 'No'],
    [{ isStudent: 'Yes', experienceLevel: null }, 'No'],
  ] as const)('%o reads as %s', (state, expected) => {
    expect(studentCheck(state)).toBe(expected);
    expect(isEducationFirst(state)).toBe(expected === 'Yes');
  });
});

describe('heading (/resume)', () => {
  it.each<Case>([
    ['returns to /final-resume in final mode', { finalMode: true }, '/final-resume'],
    ['returns to /choose-template otherwise', {}, '/choose-template'],
  ])('Back %s', (_n, s, expected) => expect(headingBack(flowState(s))).toBe(expected));

  it.each<Case>([
    ['goes to /final-resume in final mode', { ...student, finalMode: true }, '/final-resume'],
    ['goes to /resume-education for a student of 0-3 years', student, '/resume-education'],
    [
      'goes to /resume-education for the older level spelling 0',
      { isStudent: 'Yes', experienceLevel: '0' },
      '/resume-education',
    ],
    ['goes to /expr for a non-student of 0-3 years', { isStudent: 'No', experienceLevel: '0-3' }, '/expr'],
    ['goes to /expr for 4-9 years', nonStudent, '/expr'],
    [
      'goes to /expr for 10+ years even with a stale Yes',
      { isStudent: 'Yes', experienceLevel: '10+' },
      '/expr',
    ],
    ['goes to /expr when nothing was answered', {}, '/expr'],
  ])('Next %s', (_n, s, expected) => expect(headingNext(flowState(s))).toBe(expected));
});

describe('education interstitial (/resume-education)', () => {
  it.each<Case>([
    ['goes to /edu-summary when degrees exist', { hasDegrees: true }, '/edu-summary'],
    ['goes to /edu-del when no degree exists', { hasDegrees: false }, '/edu-del'],
  ])('Next %s', (_n, s, expected) => expect(educationIntroNext(flowState(s))).toBe(expected));

  it.each<Case>([
    [
      'returns to /final-resume in final mode',
      { ...student, hasJobs: true, finalMode: true },
      '/final-resume',
    ],
    [
      'goes to /Work-summary with no jobs and student check No',
      { ...nonStudent, hasJobs: false },
      '/Work-summary',
    ],
    ['goes to /resume with jobs and student check Yes', { ...student, hasJobs: true }, '/resume'],
    ['otherwise goes to /Work-summary when jobs exist', { ...nonStudent, hasJobs: true }, '/Work-summary'],
    ['otherwise goes to /resume when no jobs exist', { ...student, hasJobs: false }, '/resume'],
  ])('Back %s', (_n, s, expected) => expect(educationIntroBack(flowState(s))).toBe(expected));
});

describe('work interstitial (/expr)', () => {
  it.each<Case>([
    ['goes to /Work-summary when jobs exist', { hasJobs: true }, '/Work-summary'],
    ['goes to /work-expr-form when no job exists', { hasJobs: false }, '/work-expr-form'],
  ])('Next %s', (_n, s, expected) => expect(workIntroNext(flowState(s))).toBe(expected));

  it.each<Case>([
    [
      'returns to /final-resume in final mode',
      { ...student, hasDegrees: true, finalMode: true },
      '/final-resume',
    ],
    [
      'goes to /edu-summary with degrees and student check Yes',
      { ...student, hasDegrees: true },
      '/edu-summary',
    ],
    ['goes to /resume for a student without degrees', { ...student, hasDegrees: false }, '/resume'],
    ['goes to /resume for a non-student with degrees', { ...nonStudent, hasDegrees: true }, '/resume'],
    ['goes to /resume for a non-student without degrees', nonStudent, '/resume'],
  ])('Back %s', (_n, s, expected) => expect(workIntroBack(flowState(s))).toBe(expected));
});

describe('skills interstitial (/skill)', () => {
  it.each<Case>([
    ['returns to /final-resume in final mode', { ...nonStudent, finalMode: true }, '/final-resume'],
    ['goes to /edu-summary for student check No', nonStudent, '/edu-summary'],
    ['goes to /Work-summary for student check Yes', student, '/Work-summary'],
  ])('Back %s', (_n, s, expected) => expect(skillsIntroBack(flowState(s))).toBe(expected));

  it('Next goes to /add-skill', () => expect(skillsIntroNext()).toBe('/add-skill'));
});

describe('education summary: save and continue', () => {
  it.each<Case>([
    ['returns to /final-resume in final mode', { ...student, finalMode: true }, '/final-resume'],
    [
      'goes to /expr for a student without jobs (work is still ahead)',
      { ...student, hasJobs: false },
      '/expr',
    ],
    ['goes to /skill for a student whose jobs exist', { ...student, hasJobs: true }, '/skill'],
    ['goes to /skill for a non-student (work came first)', { ...nonStudent, hasJobs: true }, '/skill'],
    ['goes to /skill for a non-student who skipped work', { ...nonStudent, hasJobs: false }, '/skill'],
  ])('%s', (_n, s, expected) => expect(nextPathAfterEducationSummary(flowState(s))).toBe(expected));
});

describe('work summary: save and continue', () => {
  it.each<Case>([
    ['returns to /final-resume in final mode', { ...nonStudent, finalMode: true }, '/final-resume'],
    [
      'goes to /resume-education for a non-student without degrees',
      { ...nonStudent, hasDegrees: false },
      '/resume-education',
    ],
    ['goes to /skill for a non-student whose degrees exist', { ...nonStudent, hasDegrees: true }, '/skill'],
    ['goes to /skill for a student (education came first)', { ...student, hasDegrees: true }, '/skill'],
    ['goes to /skill for a student who skipped education', { ...student, hasDegrees: false }, '/skill'],
  ])('%s', (_n, s, expected) => expect(nextPathAfterWorkSummary(flowState(s))).toBe(expected));
});

describe('skills, summary and language intro', () => {
  it('skills Back goes to /skill, or /final-resume in final mode', () => {
    expect(skillsBack(flowState())).toBe('/skill');
    expect(skillsBack(flowState({ finalMode: true }))).toBe('/final-resume');
  });
  it('skills Next goes to /summary, or /final-resume in final mode', () => {
    expect(skillsNext(flowState())).toBe('/summary');
    expect(skillsNext(flowState({ finalMode: true }))).toBe('/final-resume');
  });
  it('the summary intro goes back to /add-skill, on to /add-summary, and skips to /language', () => {
    expect(summaryIntroBack()).toBe('/add-skill');
    expect(summaryIntroNext()).toBe('/add-summary');
    expect(summaryIntroSkip()).toBe('/language');
  });
  it('the language intro goes back to the summary and on to /lngg', () => {
    expect(languagesIntroBack(flowState({ hasSummary: true }))).toBe('/add-summary');
    expect(languagesIntroBack(flowState({ hasSummary: false }))).toBe('/summary');
    expect(languagesIntroNext()).toBe('/lngg');
  });
});

describe('languages (/lngg)', () => {
  it.each<Case>([
    [
      'returns to /final-resume in final mode with language data',
      { finalMode: true, hasLanguageData: true },
      '/final-resume',
    ],
    ['goes to the language intro in final mode without language data', { finalMode: true }, '/language'],
    ['goes to the language intro otherwise', { hasLanguageData: true }, '/language'],
  ])('Back %s', (_n, s, expected) => expect(languagesBack(flowState(s))).toBe(expected));

  it.each<Case>([
    ['goes to /add-section', {}, '/add-section'],
    ['returns to /final-resume in final mode', { finalMode: true }, '/final-resume'],
  ])('Next %s', (_n, s, expected) => expect(languagesNext(flowState(s))).toBe(expected));
});
