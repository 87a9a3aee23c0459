import { ACCOUNT_LIMITS } from '@vita/shared/constants';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../components/ui/field-list';
import { AccountEmailField, AccountLinks, AccountSubmit } from './account-form-parts';
import { type ForgotStep, useForgotPassword } from './use-forgot-password';
import './account-texts';

interface ForgotPasswordFormProps {
  idPrefix: string;
  /** The step's title changes: "Enter Valid Email", then "Reset Password". */
  onStepChange?: ((step: ForgotStep) => void) | undefined;
  /** After the reset: back to the login. */
  onDone: () => void;
}

/**
 * Forgot password in two steps (02 §2.4, DESIGN.md deviation 4): the e-mail (status 200 → the
 * next step; otherwise "email not exist"), then the 6-digit code, the new password and its
 * confirmation — a mismatch says "confirm password doesn't match" and sends nothing. The reset
 * call carries the e-mail too.
 */
export function ForgotPasswordForm({ idPrefix, onStepChange, onDone }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword(onStepChange, onDone);
  if (forgot.step === 'email') {
    const { busy, failure } = forgot.request;
    return (
      <form className="account-form" noValidate onSubmit={forgot.sendCode}>
        <p className="account-form__intro">{t('account.forgot.emailIntro')}</p>
        <AccountEmailField
          id={`${idPrefix}-email`}
          value={forgot.email}
          onValueChange={forgot.request.set('email')}
          error={forgot.request.errorOf('email')}
        />
        <AccountSubmit busy={busy} failure={failure} spinner={false}>
          {busy ? t('account.forgot.sending') : t('account.forgot.submit')}
        </AccountSubmit>
      </form>
    );
  }

  const { busy, failure } = forgot.reset;
  return (
    <form className="account-form" noValidate onSubmit={forgot.resetPassword}>
      <p className="account-form__intro">{t('account.forgot.resetIntro', { email: forgot.email.trim() })}</p>
      {/* The account the new password belongs to, for password managers (not shown, not sent). */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={forgot.email.trim()}
        readOnly
        hidden
      />
      <FieldList
        block="account-field"
        fields={[
          {
            name: 'code',
            id: `${idPrefix}-code`,
            label: t('account.forgot.code'),
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            maxLength: ACCOUNT_LIMITS.resetCode,
          },
          {
            name: 'password',
            id: `${idPrefix}-new-password`,
            label: t('account.forgot.newPassword'),
            type: 'password',
            autoComplete: 'new-password',
          },
          {
            name: 'confirmPassword',
            id: `${idPrefix}-confirm-password`,
            label: t('account.forgot.confirmPassword'),
            type: 'password',
            autoComplete: 'new-password',
          },
        ]}
        values={forgot.reset.values}
        onChange={forgot.reset.set}
        errorOf={forgot.reset.errorOf}
      />
      <AccountSubmit busy={busy} failure={failure} spinner={false}>
        {t('account.forgot.submit')}
      </AccountSubmit>
      <AccountLinks links={[{ label: t('account.forgot.newCode'), onClick: () => forgot.goTo('email') }]} />
    </form>
  );
}
