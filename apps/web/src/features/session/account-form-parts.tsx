import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import './account-texts';

type EmailProps = {
  id: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  maxLength?: number;
};

/** The e-mail field of the login, registration and forgotten-password forms. */
export function AccountEmailField({ id, value, onValueChange, error, maxLength }: EmailProps) {
  const { t } = useTranslation();
  return (
    <TextField
      block="account-field"
      id={id}
      label={t('account.login.email')}
      type="email"
      autoComplete="email"
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
};

/** The failure of the last try and the submit button, with a spinner while the call runs. */
export function AccountSubmit({ busy, failure, children }: SubmitProps) {
  return (
    <>
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" aria-busy={busy}>
        {busy && <span className="account-spinner" aria-hidden="true" />}
        {children}
      </button>
    </>
  );
}
