import type { LoginResponse } from '@vita/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../components/toast';
import { useAccountModal } from './account-modal-store';
import { pathAfterLogin, saveLocalResume, storeLogin } from './session';
import './account-texts';

export type LoginKind = 'web' | 'social' | 'register';

/**
 * What follows a successful login or registration (02 §4): the toast, the login kept, the local
 * resume saved to the account, then
 * - web login: /customer with a plan, else /payment;
 * - social login and registration: the same when the save-then-continue flag is set, else the
 *   modal just closes (the user stays where they were).
 */
export function useCompleteLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (answer: LoginResponse, kind: LoginKind, continueAfter: boolean) => {
      storeLogin(answer);
      showToast(kind === 'register' ? t('account.register.success') : t('account.login.success'), 'success');
      await saveLocalResume(answer.token);
      useAccountModal.getState().close();
      if (kind === 'web' || continueAfter) navigate(pathAfterLogin(answer.subscription_status));
    },
    [navigate, t],
  );
}
