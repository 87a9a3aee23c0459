import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { showToast } from '../components/toast';
import { accountErrorText } from './error-text';
import { sessionApi } from './session-api';
import { useAccountForm } from './use-account-form';
import { checkCode, checkEmail, checkNewPassword } from './validation';
import './account-texts';

export type ForgotStep = 'email' | 'reset';
type ResetField = 'code' | 'password' | 'confirmPassword';

/**
 * The two steps of a forgotten password: send a code to the e-mail (404: "email not exist"),
 * then reset with the code; a confirmation that differs says so and sends nothing.
 */
export function useForgotPassword(
  onStepChange: ((step: ForgotStep) => void) | undefined,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const [step, setStep] = useState<ForgotStep>('email');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const reset = useAccountForm<ResetField>({ code: '', password: '', confirmPassword: '' });
  const { values } = reset;

  const goTo = (next: ForgotStep) => {
    setStep(next);
    reset.setFailure(null);
    onStepChange?.(next);
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkEmail(email);
    setEmailError(invalid ? t(`account.validation.${invalid}`) : undefined);
    reset.setFailure(null);
    if (invalid) return;
    await reset.run(
      async () => {
        await sessionApi.forgotPassword(email.trim());
        goTo('reset');
      },
      (error) => {
        const unknown = error instanceof ApiRequestError && error.status === 404;
        return unknown ? t('account.forgot.notExist') : accountErrorText(error, t);
      },
    );
  };

  const resetPassword = async (event: FormEvent) => {
    event.preventDefault();
    await reset.submit({
      checks: {
        code: checkCode(values.code),
        password: checkNewPassword(values.password, 'newPasswordRequired'),
        confirmPassword: checkNewPassword(values.confirmPassword, 'confirmPasswordRequired'),
      },
      refuse: () => (values.password !== values.confirmPassword ? t('account.forgot.mismatch') : null),
      call: async () => {
        await sessionApi.resetPassword({
          email: email.trim(),
          code: values.code.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
        });
        showToast(t('account.forgot.done'), 'success');
        onDone();
      },
      describe: (error) => accountErrorText(error, t, 'account.forgot.resetFailed'),
    });
  };

  return { step, goTo, email, setEmail, emailError, reset, sendCode, resetPassword };
}
