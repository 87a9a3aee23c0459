import { accountEmailFormSchema } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../components/ui/form-failure';
import { useAsyncAction } from '../components/ui/use-async-action';
import { accountErrorText } from './error-text';
import { passkeyLoginApi } from './passkey-api';
import { PasskeyCeremonyError, signWithPasskey } from './passkey-ceremony';
import { resumeClaim } from './session';
import { useCompleteLogin } from './use-complete-login';
import './account-texts';

interface PasskeyLoginButtonProps {
  /** What the user typed as e-mail: when valid, only that account's passkeys are asked for. */
  email: string;
  continueAfter: boolean;
}

/**
 * "Mit Passkey anmelden": the browser offers the passkeys it holds for Vita (or those of the typed
 * e-mail), the server checks the signature and answers as the password login, which then goes on
 * exactly as after a password (toast, local resume saved, where to next).
 */
export function PasskeyLoginButton({ email, continueAfter }: PasskeyLoginButtonProps) {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const { busy, failure, run } = useAsyncAction();

  const login = () =>
    run(
      async () => {
        const typed = email.trim();
        const { data: options } = await passkeyLoginApi.options(
          accountEmailFormSchema.safeParse(typed).success ? typed : undefined,
        );
        const response = await signWithPasskey(options);
        await complete(await passkeyLoginApi.verify({ response, ...resumeClaim() }), 'web', continueAfter);
      },
      (error) => {
        if (error instanceof PasskeyCeremonyError) {
          if (error.kind === 'unsupported') return t('account.passkeys.unsupported');
          if (error.kind === 'cancelled') return t('account.passkeys.cancelled');
          return t('account.passkeys.loginFailed');
        }
        return accountErrorText(error, t, 'account.passkeys.loginFailed');
      },
    );

  return (
    <div className="passkey-login">
      <p className="social-login__or">
        <span>{t('account.login.or')}</span>
      </p>
      <FormFailure message={failure} />
      <button
        type="button"
        className="button button--secondary passkey-login__button"
        aria-busy={busy}
        onClick={() => void login()}
      >
        {busy ? t('account.passkeys.loginBusy') : t('account.passkeys.loginButton')}
      </button>
    </div>
  );
}
