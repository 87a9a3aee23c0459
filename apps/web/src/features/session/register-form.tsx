import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { TextField } from '../../components/text-field';
import { AccountEmailField, AccountSubmit } from './account-form-parts';
import { accountErrorText } from './error-text';
import { resumeClaim } from './session';
import { sessionApi } from './session-api';
import { useCompleteLogin } from './use-complete-login';
import {
  checkEmail,
  checkNewPassword,
  checkRequired,
  collectErrors,
  type FieldErrors,
  hasErrors,
} from './validation';
import './account-texts';

type Field = 'first_name' | 'last_name' | 'email' | 'password';

interface RegisterFormProps {
  idPrefix: string;
  continueAfter: boolean;
  onLogin?: (() => void) | undefined;
}

/**
 * Registration (02 §2.3): first_name, last_name, email, password; the resume_name and
 * resume_token go along, so the anonymous resume becomes the account's. A taken e-mail shows the
 * server's first email error.
 */
export function RegisterForm({ idPrefix, continueAfter, onLogin }: RegisterFormProps) {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const errorOf = (field: Field) => {
    const key = errors[field];
    return key ? t(`account.validation.${key}`) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>({
      first_name: checkRequired(values.first_name, 'firstNameRequired'),
      last_name: checkRequired(values.last_name, 'lastNameRequired'),
      email: checkEmail(values.email),
      password: checkNewPassword(values.password),
    });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    try {
      const answer = await sessionApi.register({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...resumeClaim(),
      });
      await complete(answer, 'register', continueAfter);
    } catch (error) {
      // 409: the server's first email error (02 §8), in the English interface our own words.
      const taken = error instanceof ApiRequestError && error.status === 409;
      setFailure(accountErrorText(error, t, taken ? 'account.register.emailTaken' : 'account.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-form">
      <p className="account-form__intro">{t('account.register.intro')}</p>
      <form noValidate onSubmit={submit}>
        <div className="account-form__row">
          <TextField
            block="account-field"
            id={`${idPrefix}-first-name`}
            label={t('account.register.firstName')}
            autoComplete="given-name"
            value={values.first_name}
            onValueChange={set('first_name')}
            error={errorOf('first_name')}
          />
          <TextField
            block="account-field"
            id={`${idPrefix}-last-name`}
            label={t('account.register.lastName')}
            autoComplete="family-name"
            value={values.last_name}
            onValueChange={set('last_name')}
            error={errorOf('last_name')}
          />
        </div>
        <AccountEmailField
          id={`${idPrefix}-email`}
          maxLength={80}
          value={values.email}
          onValueChange={set('email')}
          error={errorOf('email')}
        />
        <TextField
          block="account-field"
          id={`${idPrefix}-password`}
          label={t('account.login.password')}
          type="password"
          autoComplete="new-password"
          hint={t('account.register.passwordHint')}
          value={values.password}
          onValueChange={set('password')}
          error={errorOf('password')}
        />
        <AccountSubmit busy={busy} failure={failure}>
          {busy ? t('account.register.loading') : t('account.register.submit')}
        </AccountSubmit>
      </form>
      {onLogin && (
        <div className="account-form__links">
          <button type="button" className="account-link" onClick={onLogin}>
            {t('account.register.haveAccount')}
          </button>
        </div>
      )}
    </div>
  );
}
