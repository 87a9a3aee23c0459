import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { TextField } from '../../components/text-field';
import { paths } from '../../flow/paths';
import { AccountEmailField, AccountSubmit } from './account-form-parts';
import { accountErrorText } from './error-text';
import { resumeClaim } from './session';
import { sessionApi } from './session-api';
import { SocialLoginButtons } from './social-login-buttons';
import { useCompleteLogin } from './use-complete-login';
import { checkEmail, checkLoginPassword, collectErrors, type FieldErrors, hasErrors } from './validation';
import './account-texts';

interface LoginFormProps {
  idPrefix: string;
  continueAfter: boolean;
  onForgot: () => void;
  onRegister?: (() => void) | undefined;
  onLeave?: (() => void) | undefined;
}

/**
 * The login of 02 §2.2: social buttons (when configured), OR, Email, Password, LOGIN with a
 * spinner, Forgot Password, Not registered? (to /). Wrong credentials: toast "Invalid Credentials".
 */
export function LoginForm({ idPrefix, continueAfter, onForgot, onRegister, onLeave }: LoginFormProps) {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({ email: checkEmail(email), password: checkLoginPassword(password) });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    try {
      const answer = await sessionApi.login({ email: email.trim(), password, ...resumeClaim() });
      await complete(answer, 'web', continueAfter);
    } catch (error) {
      const invalid = error instanceof ApiRequestError && (error.status === 401 || error.status === 400);
      setFailure(invalid ? t('account.login.invalid') : accountErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-form">
      <SocialLoginButtons continueAfter={continueAfter} onError={setFailure} />
      <form noValidate onSubmit={submit}>
        <AccountEmailField
          id={`${idPrefix}-email`}
          value={email}
          onValueChange={setEmail}
          error={errors.email && t(`account.validation.${errors.email}`)}
        />
        <TextField
          block="account-field"
          id={`${idPrefix}-password`}
          label={t('account.login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password && t(`account.validation.${errors.password}`)}
        />
        <AccountSubmit busy={busy} failure={failure}>
          {busy ? t('account.login.loading') : t('account.login.submit')}
        </AccountSubmit>
      </form>
      <div className="account-form__links">
        <button type="button" className="account-link" onClick={onForgot}>
          {t('account.login.forgot')}
        </button>
        {onRegister && (
          <button type="button" className="account-link" onClick={onRegister}>
            {t('account.login.registerInstead')}
          </button>
        )}
        <Link to={paths.landing} className="account-link" onClick={onLeave}>
          {t('account.login.notRegistered')}
        </Link>
      </div>
    </div>
  );
}
