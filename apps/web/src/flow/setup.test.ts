import { describe, expect, it } from 'vitest';
import { flowState } from '../test/flow-fixtures';
import {
  buildMethodBack,
  buildMethodNext,
  chooseExperienceLevel,
  landingStart,
  nextPathAfterContinueNo,
  nextPathAfterContinueYes,
  nextPathAfterCountry,
  nextPathAfterExperience,
  nextPathAfterTemplateChosen,
} from './setup';

describe('landing: LEBENSLAUF ERSTELLEN', () => {
  it('asks whether to continue when a resume token exists', () => {
    expect(landingStart(flowState({ hasResumeToken: true }))).toBe('ask-to-continue');
  });
  it('goes straight to /experience-level when there is nothing to continue', () => {
    expect(landingStart(flowState())).toBe('/experience-level');
  });
});

describe('landing: continue panel', () => {
  it.each([
    [
      'goes to /final-resume when a finished resume exists',
      { finalMode: true, lastPath: '/lngg' },
      '/final-resume',
    ],
    ['goes to the stored last path', { lastPath: '/edu-summary' }, '/edu-summary'],
    [
      'keeps the query of the stored last path',
      { lastPath: '/cus-one?customSecToken=4' },
      '/cus-one?customSecToken=4',
    ],
    ['goes to /experience-level without a stored path', { lastPath: null }, '/experience-level'],
    ['never returns to the landing page itself', { lastPath: '/' }, '/experience-level'],
  ])('Ja %s', (_name, state, expected) => {
    expect(nextPathAfterContinueYes(flowState(state))).toBe(expected);
  });

  it('Nein goes to /experience-level', () => {
    expect(nextPathAfterContinueNo()).toBe('/experience-level');
  });
});

describe('experience level', () => {
  it('0-3 sets isStudent to No first and asks the student question', () => {
    expect(chooseExperienceLevel('0-3')).toEqual({
      experienceLevel: '0-3',
      isStudent: 'No',
      askStudent: true,
    });
  });
  it.each(['4-9', '10+'] as const)('%s does not ask and stores isStudent No', (level) => {
    expect(chooseExperienceLevel(level)).toEqual({
      experienceLevel: level,
      isStudent: 'No',
      askStudent: false,
    });
  });
  it('continues with /choose-template after a band or a student answer', () => {
    expect(nextPathAfterExperience()).toBe('/choose-template');
  });
});

describe('country and template gallery', () => {
  it('See templates goes to /choose-template', () => {
    expect(nextPathAfterCountry()).toBe('/choose-template');
  });
  it('a chosen template leads to the build-method screen', () => {
    expect(nextPathAfterTemplateChosen(flowState())).toBe('/build-method');
  });
  it('a chosen template returns to /final-resume in final mode', () => {
    expect(nextPathAfterTemplateChosen(flowState({ finalMode: true }))).toBe('/final-resume');
  });
  it('the build-method screen goes back to /choose-template and on to /resume', () => {
    expect(buildMethodBack()).toBe('/choose-template');
    expect(buildMethodNext()).toBe('/resume');
  });
});
