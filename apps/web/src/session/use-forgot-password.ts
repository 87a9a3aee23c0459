import { forgotPasswordFormSchema, resetPasswordFormSchema } from '@vita/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { showToast } from '../components/toast';
import { accountErrorText } from './error-text';
import { sessionApi } from './session-api';
import { useAccountForm } from './use-account-form';
import './account-texts';

export type ForgotStep = 'email' | 'reset';

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
  const request = useAccountForm(forgotPasswordFormSchema, { email: '' });
  const reset = useAccountForm(resetPasswordFormSchema, { code: '', password: '', confirmPassword: '' });
  const email = request.values.email;

  const goTo = (next: ForgotStep) => {
    setStep(next);
    request.setFailure(null);
    reset.setFailure(null);
    onStepChange?.(next);
  };

  const sendCode = request.handleSubmit({
    call: async () => {
      await sessionApi.forgotPassword(email.trim());
      goTo('reset');
    },
    describe: (error) => {
      const unknown = error instanceof ApiRequestError && error.status === 404;
      return unknown ? t('account.forgot.notExist') : accountErrorText(error, t);
    },
  });

  const resetPassword = reset.handleSubmit({
    refuse: (values) => (values.password !== values.confirmPassword ? t('account.forgot.mismatch') : null),
    call: async (values) => {
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

  return { step, goTo, email, request, reset, sendCode, resetPassword };
}
