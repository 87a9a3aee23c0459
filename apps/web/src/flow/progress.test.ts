import { describe, expect, it } from 'vitest';
import { isProgressBarVisible, progressSteps, stepForPath } from '../app/wizard-steps';
import { flowState, nonStudent, student } from '../test/flow-fixtures';

const ids = (state: Parameters<typeof progressSteps>[0]) => progressSteps(state, '/resume').map((s) => s.id);

describe('progress bar: order', () => {
  it('shows Heading, Work history, Education, Skills, Language, Finalize for non-students', () => {
    expect(ids(flowState(nonStudent))).toEqual([
      'heading',
      'work',
      'education',
      'skills',
      'languages',
      'finalize',
    ]);
  });
  it('shows Heading, Education, Work history, Skills, Language, Finalize for students', () => {
    expect(ids(flowState(student))).toEqual([
      'heading',
      'education',
      'work',
      'skills',
      'languages',
      'finalize',
    ]);
  });
  it('numbers the six steps 1 to 6 and gives each its label key', () => {
    const steps = progressSteps(flowState(student), '/resume');
    expect(steps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(steps[1]?.labelKey).toBe('progress.education');
  });
});

describe('progress bar: a step link is inactive until it has data', () => {
  const enabled = (state: Parameters<typeof progressSteps>[0]) =>
    Object.fromEntries(progressSteps(state, '/resume').map((s) => [s.id, s.enabled]));

  it('disables every step on a fresh resume', () => {
    expect(Object.values(enabled(flowState()))).toEqual([false, false, false, false, false, false]);
  });
  it.each([
    ['Heading needs an email', { hasHeadingEmail: true }, 'heading'],
    ['Work history needs a job', { hasJobs: true }, 'work'],
    ['Education needs a degree', { hasDegrees: true }, 'education'],
    ['Skills needs a skills value', { hasSkills: true }, 'skills'],
    ['Language needs a native language', { hasNativeLanguage: true }, 'languages'],
  ] as const)('%s', (_n, facts, id) => {
    const result = enabled(flowState(facts));
    expect(result[id]).toBe(true);
    expect(Object.values(result).filter(Boolean)).toHaveLength(1);
  });
  it('enables Language and Finalize once the resume is finished', () => {
    const result = enabled(flowState({ finalMode: true }));
    expect(result.languages).toBe(true);
    expect(result.finalize).toBe(true);
  });
  it('links each step to its page', () => {
    const links = Object.fromEntries(progressSteps(flowState(), '/resume').map((s) => [s.id, s.path]));
    expect(links).toEqual({
      heading: '/resume',
      work: '/Work-summary',
      education: '/edu-summary',
      skills: '/add-skill',
      languages: '/lngg',
      finalize: '/final-resume',
    });
  });
});

describe('progress bar: the active step follows the path', () => {
  it.each([
    ['/resume', 'heading'],
    ['/expr', 'work'],
    ['/work-expr-form', 'work'],
    ['/work-description', 'work'],
    ['/resume-education', 'education'],
    ['/edu-del', 'education'],
    ['/edu-description', 'education'],
    ['/skill', 'skills'],
    ['/add-skill', 'skills'],
    ['/summary', 'languages'],
    ['/add-summary', 'languages'],
    ['/language', 'languages'],
    ['/lngg', 'languages'],
    ['/add-section', 'finalize'],
    ['/hobbies', 'finalize'],
    ['/cus-two', 'finalize'],
    ['/upload-signature', 'finalize'],
  ])('%s highlights %s', (path, id) => {
    expect(stepForPath(path)).toBe(id);
    const active = progressSteps(flowState(), path).filter((s) => s.active);
    expect(active.map((s) => s.id)).toEqual([id]);
  });
  it('highlights nothing on a path outside the steps', () => {
    expect(progressSteps(flowState(), '/payment').some((s) => s.active)).toBe(false);
  });
});

describe('progress bar: where it shows', () => {
  it.each([
    '/',
    '/experience-level',
    '/select-country',
    '/choose-template',
    '/build-method',
    '/final-resume',
    '/accessibility',
  ])('is hidden on %s', (path) => {
    expect(isProgressBarVisible(path, false)).toBe(false);
  });
  it.each([
    '/resume',
    '/expr',
    '/Work-summary',
    '/work-summary',
    '/edu-summary',
    '/resume-education',
    '/skill',
    '/lngg',
    '/add-section',
    '/cert',
    '/upload-signature',
  ])('shows on %s', (path) => {
    expect(isProgressBarVisible(path, false)).toBe(true);
  });
  it.each(['/resume', '/work-expr-form', '/edu-del', '/add-skill', '/add-summary', '/lngg'])(
    'is hidden on the form page %s once a finished resume exists',
    (path) => {
      expect(isProgressBarVisible(path, true)).toBe(false);
    },
  );
  it('still shows on an interstitial in final mode', () => {
    expect(isProgressBarVisible('/expr', true)).toBe(true);
  });
  it.each(['/customer', '/payment', '/signup-login', '/impressum', '/nope'])(
    'is hidden off the wizard on %s',
    (path) => {
      expect(isProgressBarVisible(path, false)).toBe(false);
    },
  );
});
