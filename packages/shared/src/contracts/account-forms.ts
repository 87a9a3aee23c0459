import { z } from 'zod';
import { ACCOUNT_LIMITS } from '../constants';
import { isEmail } from '../rules/email';
import {
  forgotPasswordRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updatePasswordRequestSchema,
  updateProfileRequestSchema,
  webLoginRequestSchema,
} from './accounts';

/**
 * The account forms' checks before they send (02 §5): the same fields as the calls' request
 * schemas, with i18n keys under `account.validation` as messages. The form shows the first
 * message of a field, so each field's checks run in the order required, length, shape.
 */
const message = {
  emailRequired: 'account.validation.emailRequired',
  emailInvalid: 'account.validation.emailInvalid',
  emailTooLong: 'account.validation.emailTooLong',
  passwordRequired: 'account.validation.passwordRequired',
  passwordTooShort: 'account.validation.passwordTooShort',
  firstNameRequired: 'account.validation.firstNameRequired',
  lastNameRequired: 'account.validation.lastNameRequired',
  cityRequired: 'account.validation.cityRequired',
  countryRequired: 'account.validation.countryRequired',
  zipRequired: 'account.validation.zipRequired',
  phoneRequired: 'account.validation.phoneRequired',
  oldPasswordRequired: 'account.validation.oldPasswordRequired',
  newPasswordRequired: 'account.validation.newPasswordRequired',
  confirmPasswordRequired: 'account.validation.confirmPasswordRequired',
  codeInvalid: 'account.validation.codeInvalid',
} as const;
export type AccountValidationKey = (typeof message)[keyof typeof message];

const trimmed = (value: string) => value.trim();
const RESET_CODE = new RegExp(`^\\d{${ACCOUNT_LIMITS.resetCode}}$`);

/** Required ("E-Mail ist ein Pflichtfeld."), at most 80 characters, an address; checked trimmed. */
export const accountEmailFormSchema = z
  .string()
  .refine((v) => trimmed(v) !== '', message.emailRequired)
  .refine((v) => trimmed(v).length <= ACCOUNT_LIMITS.email, message.emailTooLong)
  .refine(
    (v) => trimmed(v) === '' || trimmed(v).length > ACCOUNT_LIMITS.email || isEmail(v),
    message.emailInvalid,
  );

const requiredText = (key: string) => z.string().refine((v) => trimmed(v) !== '', key);

/** A new password: required with the field's own message, then at least 6 characters (not trimmed). */
const newPassword = (requiredKey: string) =>
  z
    .string()
    .refine((v) => v !== '', requiredKey)
    .refine((v) => v === '' || v.length >= ACCOUNT_LIMITS.passwordMin, message.passwordTooShort);

/** Login: a password to log in with is only required, an old short password must still work. */
export const loginFormSchema = webLoginRequestSchema.pick({ email: true, password: true }).extend({
  email: accountEmailFormSchema,
  password: z.string().refine((v) => v !== '', message.passwordRequired),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

/** Registration: both names required, the e-mail, a new password. */
export const registerFormSchema = registerRequestSchema
  .pick({ first_name: true, last_name: true, email: true, password: true })
  .extend({
    first_name: requiredText(message.firstNameRequired),
    last_name: requiredText(message.lastNameRequired),
    email: accountEmailFormSchema,
    password: newPassword(message.passwordRequired),
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** The first step of a forgotten password: the e-mail the code goes to. */
export const forgotPasswordFormSchema = forgotPasswordRequestSchema.extend({ email: accountEmailFormSchema });
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;

/**
 * The second step: the 6-digit code, the new password and its confirmation, each a new password.
 * Whether both match is asked only once every field is fine, and answered as the form's failure.
 */
// The request's match rule is the form's failure, not a field's: its fields without the rule.
export const resetPasswordFormSchema = z
  .object(resetPasswordRequestSchema.shape)
  .pick({ code: true, password: true, confirmPassword: true })
  .extend({
    code: z.string().refine((v) => RESET_CODE.test(trimmed(v)), message.codeInvalid),
    password: newPassword(message.newPasswordRequired),
    confirmPassword: newPassword(message.confirmPasswordRequired),
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** The password change (02 §2.8): old, new and confirm, each required and at least 6 characters. */
export const passwordChangeFormSchema = updatePasswordRequestSchema.extend({
  current_password: newPassword(message.oldPasswordRequired),
  new_password: newPassword(message.newPasswordRequired),
  confirm_password: newPassword(message.confirmPasswordRequired),
});
export type PasswordChangeFormValues = z.input<typeof passwordChangeFormSchema>;

/** The contact data of General Account Settings: every field required, checked trimmed. */
export const contactFormSchema = updateProfileRequestSchema.extend({
  first_name: requiredText(message.firstNameRequired),
  last_name: requiredText(message.lastNameRequired),
  city: requiredText(message.cityRequired),
  country: requiredText(message.countryRequired),
  zip_code: requiredText(message.zipRequired),
  phone: requiredText(message.phoneRequired),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;
