import { loginFormSchema } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../api/client';
import { paths } from '../flow/paths';
import { AccountLinks, AccountSubmit, CredentialFields } from './account-form-parts';
import { accountErrorText } from './error-text';
import { PasskeyLoginButton } from './passkey-login-button';
import { resumeClaim } from './session';
import { sessionApi } from './session-api';
import { SocialLoginButtons } from './social-login-buttons';
import { useAccountForm } from './use-account-form';
import { useCompleteLogin } from './use-complete-login';
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
 * spinner, then "Mit Passkey anmelden", Forgot Password, Not registered? (to /). Wrong
 * credentials: toast "Invalid Credentials".
 */
export function LoginForm({ idPrefix, continueAfter, onForgot, onRegister, onLeave }: LoginFormProps) {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const form = useAccountForm(loginFormSchema, { email: '', password: '' });
  const { values, set, errorOf, busy, failure, setFailure } = form;

  const submit = form.handleSubmit({
    call: async () => {
      const answer = await sessionApi.login({
        email: values.email.trim(),
        password: values.password,
        ...resumeClaim(),
      });
      await complete(answer, 'web', continueAfter);
    },
    describe: (error) => {
      const invalid = error instanceof ApiRequestError && (error.status === 401 || error.status === 400);
      return invalid ? t('account.login.invalid') : accountErrorText(error, t);
    },
  });

  return (
    <div className="account-form">
      <SocialLoginButtons continueAfter={continueAfter} onError={setFailure} />
      <form noValidate onSubmit={submit}>
        <CredentialFields idPrefix={idPrefix} values={values} set={set} errorOf={errorOf} />
        <AccountSubmit busy={busy} failure={failure}>
          {busy ? t('account.login.loading') : t('account.login.submit')}
        </AccountSubmit>
      </form>
      <PasskeyLoginButton email={values.email} continueAfter={continueAfter} />
      <AccountLinks
        links={[
          { label: t('account.login.forgot'), onClick: onForgot },
          ...(onRegister ? [{ label: t('account.login.registerInstead'), onClick: onRegister }] : []),
        ]}
      >
        {/* On the way to a download, leaving for / would lose it: "Neues Konto erstellen" stays. */}
        {!continueAfter && (
          <Link to={paths.landing} className="account-link" onClick={onLeave}>
            {t('account.login.notRegistered')}
          </Link>
        )}
      </AccountLinks>
    </div>
  );
}
