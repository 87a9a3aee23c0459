import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountEmailFormSchema,
  contactFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  passwordChangeFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from './account-forms';

/** The message key each field shows: the first issue of its path, as the form shows it. */
function shown(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const keys: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    keys[issue.path.join('.')] ??= issue.message.replace(/^account\.validation\./, '');
  }
  return keys;
}

describe('the account e-mail (02 §5)', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['lena@', 'emailInvalid'],
    ['lena@example', 'emailInvalid'],
    [`${'a'.repeat(76)}@x.de`, 'emailTooLong'],
  ])('refuses %j with %s', (value, key) => expect(shown(accountEmailFormSchema, value)).toEqual({ '': key }));

  it.each(['lena@example.de', ' lena@example.de ', `${'a'.repeat(75)}@x.de`])('accepts %j', (value) =>
    expect(shown(accountEmailFormSchema, value)).toEqual({}),
  );
});

describe('login form', () => {
  const valid = { email: 'lena@example.de', password: 'abc' };
  it('accepts a short password: an old one must still log in', () =>
    expect(shown(loginFormSchema, valid)).toEqual({}));
  it('requires e-mail and password', () =>
    expect(shown(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    }));
});

describe('registration form', () => {
  const valid = { first_name: 'Lena', last_name: 'Schäfer', email: 'lena@example.de', password: '123456' };
  it('accepts names, e-mail and a password of 6 characters', () =>
    expect(shown(registerFormSchema, valid)).toEqual({}));
  it('requires both names, trimmed', () =>
    expect(shown(registerFormSchema, { ...valid, first_name: ' ', last_name: '' })).toEqual({
      first_name: 'firstNameRequired',
      last_name: 'lastNameRequired',
    }));
  it.each([
    ['', 'passwordRequired'],
    ['12345', 'passwordTooShort'],
  ])('refuses the password %j with %s', (password, key) =>
    expect(shown(registerFormSchema, { ...valid, password })).toEqual({ password: key }),
  );
  it('refuses an invalid e-mail', () =>
    expect(shown(registerFormSchema, { ...valid, email: 'lena' })).toEqual({ email: 'emailInvalid' }));
});

describe('forgotten password', () => {
  it('sends the code only to an address', () => {
    expect(shown(forgotPasswordFormSchema, { email: 'lena@example.de' })).toEqual({});
    expect(shown(forgotPasswordFormSchema, { email: '' })).toEqual({ email: 'emailRequired' });
  });

  const valid = { code: ' 123456 ', password: '123456', confirmPassword: '123456' };
  it('accepts a 6-digit code (trimmed) and two new passwords', () =>
    expect(shown(resetPasswordFormSchema, valid)).toEqual({}));
  it.each(['12345', '12a456', ''])('refuses the code %j', (code) =>
    expect(shown(resetPasswordFormSchema, { ...valid, code })).toEqual({ code: 'codeInvalid' }),
  );
  it('gives each password its own required message, then the length', () =>
    expect(shown(resetPasswordFormSchema, { ...valid, password: '', confirmPassword: '12345' })).toEqual({
      password: 'newPasswordRequired',
      confirmPassword: 'passwordTooShort',
    }));
  it('leaves a mismatch to the form: both fields are fine on their own', () =>
    expect(shown(resetPasswordFormSchema, { ...valid, confirmPassword: '654321' })).toEqual({}));
});

describe('password change (02 §2.8)', () => {
  const valid = { current_password: 'secret', new_password: 'secret2', confirm_password: 'secret2' };
  it('accepts three passwords of at least 6 characters', () =>
    expect(shown(passwordChangeFormSchema, valid)).toEqual({}));
  it('requires each with its own message', () =>
    expect(
      shown(passwordChangeFormSchema, { current_password: '', new_password: '', confirm_password: '' }),
    ).toEqual({
      current_password: 'oldPasswordRequired',
      new_password: 'newPasswordRequired',
      confirm_password: 'confirmPasswordRequired',
    }));
  it('refuses a password of 5 characters, the old one too', () =>
    expect(shown(passwordChangeFormSchema, { ...valid, current_password: '12345' })).toEqual({
      current_password: 'passwordTooShort',
    }));
});

describe('contact data (02 §2.8)', () => {
  const valid = {
    first_name: 'Lena',
    last_name: 'Schäfer',
    city: 'Köln',
    country: 'Deutschland',
    zip_code: '50667',
    phone: '0221 123456',
  };
  it('accepts every field filled', () => expect(shown(contactFormSchema, valid)).toEqual({}));
  it('requires every field, trimmed, each with its message', () =>
    expect(
      shown(contactFormSchema, {
        first_name: '',
        last_name: ' ',
        city: '',
        country: '',
        zip_code: '',
        phone: '  ',
      }),
    ).toEqual({
      first_name: 'firstNameRequired',
      last_name: 'lastNameRequired',
      city: 'cityRequired',
      country: 'countryRequired',
      zip_code: 'zipRequired',
      phone: 'phoneRequired',
    }));
});
