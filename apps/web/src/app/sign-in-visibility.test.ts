import { describe, expect, it } from 'vitest';
import { isSignInHidden } from './wizard-steps';

describe('the header sign-in link (02 §2.1 hidden-element rule)', () => {
  it.each(['/experience-level', '/select-country', '/choose-template'])('is hidden on %s', (path) =>
    expect(isSignInHidden(path, false)).toBe(true),
  );
  it.each(['/resume', '/work-expr-form', '/edu-del', '/add-skill', '/lngg'])(
    'is hidden on %s only once the resume is finished',
    (path) => {
      expect(isSignInHidden(path, false)).toBe(false);
      expect(isSignInHidden(path, true)).toBe(true);
    },
  );
  it.each([
    '/',
    '/final-resume',
    '/impressum',
    '/accessibility',
    '/expr',
    '/add-section',
    '/Work-summary',
    '/work-summary',
    '/edu-summary',
  ])('is shown on %s', (path) => expect(isSignInHidden(path, true)).toBe(false));
});
