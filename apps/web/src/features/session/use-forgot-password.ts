import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { showToast } from '../../components/toast';
import { useAsyncAction } from '../../components/ui/use-async-action';
import { accountErrorText } from './error-text';
import { sessionApi } from './session-api';
import { useAccountFields } from './use-account-fields';
import { checkCode, checkEmail, checkNewPassword, collectErrors, hasErrors } from './validation';
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
  const reset = useAccountFields<ResetField>({ code: '', password: '', confirmPassword: '' });
  const action = useAsyncAction();
  const { values } = reset;

  const goTo = (next: ForgotStep) => {
    setStep(next);
    action.setFailure(null);
    onStepChange?.(next);
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkEmail(email);
    setEmailError(invalid ? t(`account.validation.${invalid}`) : undefined);
    action.setFailure(null);
    if (invalid) return;
    await action.run(
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
    const found = collectErrors<ResetField>({
      code: checkCode(values.code),
      password: checkNewPassword(values.password, 'newPasswordRequired'),
      confirmPassword: checkNewPassword(values.confirmPassword, 'confirmPasswordRequired'),
    });
    reset.setErrors(found);
    action.setFailure(null);
    if (hasErrors(found) || action.busy) return;
    if (values.password !== values.confirmPassword) {
      action.setFailure(t('account.forgot.mismatch'));
      return;
    }
    await action.run(
      async () => {
        await sessionApi.resetPassword({
          email: email.trim(),
          code: values.code.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
        });
        showToast(t('account.forgot.done'), 'success');
        onDone();
      },
      (error) => accountErrorText(error, t, 'account.forgot.resetFailed'),
    );
  };

  return { step, goTo, email, setEmail, emailError, reset, action, sendCode, resetPassword };
}
