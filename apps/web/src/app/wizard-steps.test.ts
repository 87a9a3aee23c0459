import { describe, expect, it } from 'vitest';
import { type PathName, paths } from '../flow/paths';
import { isProgressBarVisible, isSignInHidden, stepForPath } from './wizard-steps';

/**
 * What the header shows on every route, written down from the lists the route table, progress bar
 * and sign-in link had before they were derived from the step declarations: the derivation must
 * give exactly these.
 */
const CIRCLE_OF: Partial<Record<PathName, string>> = {
  heading: 'heading',
  workIntro: 'work',
  workForm: 'work',
  workSummary: 'work',
  workSummaryLower: 'work',
  workDescription: 'work',
  educationIntro: 'education',
  educationForm: 'education',
  educationSummary: 'education',
  educationDescription: 'education',
  skillsIntro: 'skills',
  skills: 'skills',
  summaryIntro: 'languages',
  summary: 'languages',
  languagesIntro: 'languages',
  languages: 'languages',
  addSection: 'finalize',
  accomplishments: 'finalize',
  affiliations: 'finalize',
  additionalInformation: 'finalize',
  webLinks: 'finalize',
  certifications: 'finalize',
  hobbies: 'finalize',
  customOne: 'finalize',
  customTwo: 'finalize',
  signatureIntro: 'finalize',
  signature: 'finalize',
  finalResume: 'finalize',
};
const BAR_HIDDEN: readonly PathName[] = ['finalResume'];
const BAR_HIDDEN_ONCE_FINISHED: readonly PathName[] = [
  'heading',
  'workForm',
  'educationForm',
  'skills',
  'summary',
  'languages',
];
const SIGN_IN_HIDDEN: readonly PathName[] = ['experienceLevel', 'selectCountry', 'chooseTemplate'];
const SIGN_IN_HIDDEN_ONCE_FINISHED: readonly PathName[] = [
  'heading',
  'workForm',
  'educationForm',
  'skills',
  'languages',
];

const names = Object.keys(paths) as PathName[];

describe('the header on every route, derived from the wizard steps', () => {
  it.each(names)('%s counts to the same progress circle', (name) => {
    expect(stepForPath(paths[name])).toBe(CIRCLE_OF[name] ?? null);
  });

  it.each(names)('%s shows the progress bar where it showed', (name) => {
    const inWizard = CIRCLE_OF[name] !== undefined && !BAR_HIDDEN.includes(name);
    expect(isProgressBarVisible(paths[name], false)).toBe(inWizard);
    expect(isProgressBarVisible(paths[name], true)).toBe(
      inWizard && !BAR_HIDDEN_ONCE_FINISHED.includes(name),
    );
  });

  it.each(names)('%s shows the sign-in link where it showed', (name) => {
    const hidden = SIGN_IN_HIDDEN.includes(name);
    expect(isSignInHidden(paths[name], false)).toBe(hidden);
    expect(isSignInHidden(paths[name], true)).toBe(hidden || SIGN_IN_HIDDEN_ONCE_FINISHED.includes(name));
  });

  it('shows neither on a path outside the table', () => {
    expect(stepForPath('/nope')).toBeNull();
    expect(isProgressBarVisible('/nope', false)).toBe(false);
    expect(isSignInHidden('/nope', true)).toBe(false);
  });
});
