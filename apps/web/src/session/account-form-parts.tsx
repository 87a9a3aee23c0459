import { ACCOUNT_LIMITS } from '@vita/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/text-field';
import { FormFailure } from '../components/ui/form-failure';
import './account-texts';

type EmailProps = {
  id: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  maxLength?: number;
};

/**
 * The e-mail field of the login, registration and forgotten-password forms. It is the account's
 * user name, and says so (`username`): password managers fill it and save it with the password.
 */
export function AccountEmailField({ id, value, onValueChange, error, maxLength }: EmailProps) {
  const { t } = useTranslation();
  return (
    <TextField
      block="account-field"
      id={id}
      label={t('account.login.email')}
      type="email"
      autoComplete="username"
      maxLength={maxLength}
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}

type SubmitProps = {
  busy: boolean;
  /** What went wrong on the last try (already translated), shown right above the button. */
  failure: string | null;
  children: ReactNode;
  /** The spinner beside the label while the call runs; off where the label itself says so. */
  spinner?: boolean;
};

/** The failure of the last try and the submit button. */
export function AccountSubmit({ busy, failure, children, spinner = true }: SubmitProps) {
  return (
    <>
      <FormFailure message={failure} />
      <button type="submit" className="button button--primary account-form__submit" aria-busy={busy}>
        {busy && spinner && <span className="account-spinner" aria-hidden="true" />}
        {children}
      </button>
    </>
  );
}

type LinksProps = {
  links: readonly { label: string; onClick: () => void }[];
  /** Links that leave the form, after the buttons. */
  children?: ReactNode;
};

/** The row of text buttons under an account form: to the other forms, or to a new code. */
export function AccountLinks({ links, children }: LinksProps) {
  return (
    <div className="account-form__links">
      {links.map(({ label, onClick }) => (
        <button key={label} type="button" className="account-link" onClick={onClick}>
          {label}
        </button>
      ))}
      {children}
    </div>
  );
}

type Credential = 'email' | 'password';
type CredentialProps = {
  idPrefix: string;
  values: Record<Credential, string>;
  set: (field: Credential) => (value: string) => void;
  errorOf: (field: Credential) => string | undefined;
  /** A new password (registration): the hint, and the e-mail capped at 80 characters. */
  isNew?: boolean;
};

/** E-mail and password of the login and the registration. */
export function CredentialFields({ idPrefix, values, set, errorOf, isNew = false }: CredentialProps) {
  const { t } = useTranslation();
  return (
    <>
      <AccountEmailField
        id={`${idPrefix}-email`}
        maxLength={isNew ? ACCOUNT_LIMITS.email : undefined}
        value={values.email}
        onValueChange={set('email')}
        error={errorOf('email')}
      />
      <TextField
        block="account-field"
        id={`${idPrefix}-password`}
        label={t('account.login.password')}
        type="password"
        autoComplete={isNew ? 'new-password' : 'current-password'}
        hint={isNew ? t('account.register.passwordHint') : undefined}
        value={values.password}
        onValueChange={set('password')}
        error={errorOf('password')}
      />
    </>
  );
}
