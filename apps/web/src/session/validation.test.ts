import { describe, expect, it } from 'vitest';
import { isSignInHidden } from '../app/wizard-steps';
import { checkCode, checkEmail, checkLoginPassword, checkNewPassword } from './validation';

describe('account validation (02 §5)', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['lena@', 'emailInvalid'],
    [`${'a'.repeat(76)}@x.de`, 'emailTooLong'],
    ['lena@example.de', null],
  ])('e-mail %j → %s', (value, expected) => expect(checkEmail(value)).toBe(expected));

  it('a login password is only required', () => {
    expect(checkLoginPassword('')).toBe('passwordRequired');
    expect(checkLoginPassword('abc')).toBeNull();
  });

  it('a new password needs 6 characters, with the field’s own required message', () => {
    expect(checkNewPassword('', 'oldPasswordRequired')).toBe('oldPasswordRequired');
    expect(checkNewPassword('12345')).toBe('passwordTooShort');
    expect(checkNewPassword('123456')).toBeNull();
  });

  it('a reset code is 6 digits', () => {
    expect(checkCode('12345')).toBe('codeInvalid');
    expect(checkCode('12a456')).toBe('codeInvalid');
    expect(checkCode(' 123456 ')).toBeNull();
  });
});

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
