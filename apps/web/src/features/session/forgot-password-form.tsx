import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { TextField } from '../../components/text-field';
import { showToast } from '../../components/toast';
import { AccountEmailField } from './account-form-parts';
import { accountErrorText } from './error-text';
import { sessionApi } from './session-api';
import {
  checkCode,
  checkEmail,
  checkNewPassword,
  collectErrors,
  type FieldErrors,
  hasErrors,
} from './validation';
import './account-texts';

type ResetField = 'code' | 'password' | 'confirmPassword';

interface ForgotPasswordFormProps {
  idPrefix: string;
  /** The step's title changes: "Enter Valid Email", then "Reset Password". */
  onStepChange?: ((step: 'email' | 'reset') => void) | undefined;
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
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [values, setValues] = useState<Record<ResetField, string>>({
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: ResetField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const errorOf = (field: ResetField) => {
    const key = errors[field];
    return key ? t(`account.validation.${key}`) : undefined;
  };
  const goTo = (next: 'email' | 'reset') => {
    setStep(next);
    setFailure(null);
    onStepChange?.(next);
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkEmail(email);
    setEmailError(invalid ? t(`account.validation.${invalid}`) : undefined);
    setFailure(null);
    if (invalid || busy) return;
    setBusy(true);
    try {
      await sessionApi.forgotPassword(email.trim());
      goTo('reset');
    } catch (error) {
      const unknown = error instanceof ApiRequestError && error.status === 404;
      setFailure(unknown ? t('account.forgot.notExist') : accountErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<ResetField>({
      code: checkCode(values.code),
      password: checkNewPassword(values.password, 'newPasswordRequired'),
      confirmPassword: checkNewPassword(values.confirmPassword, 'confirmPasswordRequired'),
    });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || busy) return;
    if (values.password !== values.confirmPassword) {
      setFailure(t('account.forgot.mismatch'));
      return;
    }
    setBusy(true);
    try {
      await sessionApi.resetPassword({
        email: email.trim(),
        code: values.code.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      showToast(t('account.forgot.done'), 'success');
      onDone();
    } catch (error) {
      setFailure(accountErrorText(error, t, 'account.forgot.resetFailed'));
    } finally {
      setBusy(false);
    }
  };

  const failureText = failure && (
    <p className="account-form__failure" role="alert">
      {failure}
    </p>
  );

  if (step === 'email') {
    return (
      <form className="account-form" noValidate onSubmit={sendCode}>
        <p className="account-form__intro">{t('account.forgot.emailIntro')}</p>
        <AccountEmailField
          id={`${idPrefix}-email`}
          value={email}
          onValueChange={setEmail}
          error={emailError}
        />
        {failureText}
        <button type="submit" className="button button--primary account-form__submit" aria-busy={busy}>
          {busy ? t('account.forgot.sending') : t('account.forgot.submit')}
        </button>
      </form>
    );
  }

  return (
    <form className="account-form" noValidate onSubmit={reset}>
      <p className="account-form__intro">{t('account.forgot.resetIntro', { email: email.trim() })}</p>
      <TextField
        block="account-field"
        id={`${idPrefix}-code`}
        label={t('account.forgot.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={values.code}
        onValueChange={set('code')}
        error={errorOf('code')}
      />
      <TextField
        block="account-field"
        id={`${idPrefix}-new-password`}
        label={t('account.forgot.newPassword')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={set('password')}
        error={errorOf('password')}
      />
      <TextField
        block="account-field"
        id={`${idPrefix}-confirm-password`}
        label={t('account.forgot.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={set('confirmPassword')}
        error={errorOf('confirmPassword')}
      />
      {failureText}
      <button type="submit" className="button button--primary account-form__submit" aria-busy={busy}>
        {t('account.forgot.submit')}
      </button>
      <div className="account-form__links">
        <button type="button" className="account-link" onClick={() => goTo('email')}>
          {t('account.forgot.newCode')}
        </button>
      </div>
    </form>
  );
}
