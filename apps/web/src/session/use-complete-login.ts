import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@vita/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { exportApi } from '../api/export-api';
import { showToast } from '../components/toast';
import { useAccountModal } from './account-modal-store';
import { pathAfterLogin, returnAfterLogin, SUBSCRIBED, saveLocalResume, storeLogin } from './session';
import './account-texts';

export type LoginKind = 'web' | 'social' | 'register';

/** Whether this server needs a plan for downloads; when its answer is missing, it does (the spec). */
async function serverRequiresPlan(queryClient: QueryClient): Promise<boolean> {
  try {
    const capabilities = await queryClient.fetchQuery({
      queryKey: ['export-capabilities'],
      queryFn: exportApi.capabilities,
      staleTime: 60_000,
    });
    return capabilities.requiresPlan !== false;
  } catch {
    return true;
  }
}

/**
 * What follows a successful login or registration (02 §4): the toast, the login kept, the local
 * resume saved to the account, then
 * - web login: /customer with a plan, else /payment when the server sells downloads, else back
 *   where the visitor came from (`returnAfterLogin`); a download that asked for the login goes on
 *   (`pathAfterLogin`);
 * - social login and registration: the same when the save-then-continue flag is set, else the
 *   modal just closes (the user stays where they were).
 */
export function useCompleteLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  return useCallback(
    async (answer: LoginResponse, kind: LoginKind, continueAfter: boolean) => {
      storeLogin(answer);
      showToast(kind === 'register' ? t('account.register.success') : t('account.login.success'), 'success');
      await saveLocalResume(answer.token);
      const { download } = useAccountModal.getState();
      useAccountModal.getState().close();
      if (kind !== 'web' && !continueAfter) return;
      const subscribed = String(answer.subscription_status) === SUBSCRIBED;
      const requiresPlan = !subscribed && (await serverRequiresPlan(queryClient));
      const target = pathAfterLogin(
        answer.subscription_status,
        requiresPlan,
        returnAfterLogin(pathname),
        continueAfter ? download : null,
      );
      if (target !== null && target !== pathname) navigate(target);
    },
    [navigate, pathname, queryClient, t],
  );
}
