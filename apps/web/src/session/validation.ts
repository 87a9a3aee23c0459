import { isEmail, MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH } from '@vita/shared';
import './account-texts';

/** i18n keys under `account.validation` (02 §5), or null when the value is fine. */
export type ValidationKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'cityRequired'
  | 'countryRequired'
  | 'zipRequired'
  | 'phoneRequired'
  | 'oldPasswordRequired'
  | 'newPasswordRequired'
  | 'confirmPasswordRequired'
  | 'codeInvalid';

/** Login and registration: required ("E-Mail ist ein Pflichtfeld."), valid, at most 80 characters. */
export function checkEmail(value: string): ValidationKey | null {
  const email = value.trim();
  if (!email) return 'emailRequired';
  if (email.length > MAX_EMAIL_LENGTH) return 'emailTooLong';
  if (!isEmail(email)) return 'emailInvalid';
  return null;
}

/** A password to log in with is only required: an old short password must still work. */
export const checkLoginPassword = (value: string): ValidationKey | null =>
  value ? null : 'passwordRequired';

/** A new password: required (with the field's own message) and at least 6 characters. */
export function checkNewPassword(
  value: string,
  required: ValidationKey = 'passwordRequired',
): ValidationKey | null {
  if (!value) return required;
  if (value.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
  return null;
}

export const checkRequired = (value: string, key: ValidationKey): ValidationKey | null =>
  value.trim() ? null : key;

/** First and last name, both required, as registration and the contact form check them. */
export const checkNames = (values: { first_name: string; last_name: string }) => ({
  first_name: checkRequired(values.first_name, 'firstNameRequired'),
  last_name: checkRequired(values.last_name, 'lastNameRequired'),
});

export const checkCode = (value: string): ValidationKey | null =>
  /^\d{6}$/.test(value.trim()) ? null : 'codeInvalid';

/** The errors of a form, by field; empty when everything is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>;

export function collectErrors<F extends string>(checks: Record<F, ValidationKey | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, key] of Object.entries(checks) as [F, ValidationKey | null][]) {
    if (key) errors[field] = key;
  }
  return errors;
}

export const hasErrors = (errors: Record<string, unknown>): boolean => Object.keys(errors).length > 0;
