import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, onLoginRejected } from '../api/client';
import { showToast } from '../components/toast';
import { getItem } from '../store/local-store';
import { useResumeStore } from '../store/resume-store';
import { openAccountModal } from './account-modal-store';

/** The stored login is no longer valid: drop it (the resume in this browser stays) and offer the login. */
function dropLogin(): void {
  const store = useResumeStore.getState();
  store.set('loginToken', null);
  store.set('userInfo', null);
  store.set('subscriptionStatus', null);
  openAccountModal('login');
}

/**
 * A call answered 401: the login token expired (30 days) or its account is gone. The stored login
 * is dropped and the login modal opens, instead of a page that can only fail.
 */
export function useLoginExpired(error: unknown): void {
  const expired = error instanceof ApiRequestError && error.status === 401;
  useEffect(() => {
    if (expired) dropLogin();
  }, [expired]);
}

/**
 * For the app shell: any call whose login token is refused (expired, revoked by a password change
 * or "Überall abmelden" on another device, account deleted) signs this browser out once, with a
 * note, so that no page keeps retrying with a dead token.
 */
export function useSignOutOnRejectedLogin(): void {
  const { t } = useTranslation();
  useEffect(
    () =>
      onLoginRejected(() => {
        if (!getItem('loginToken')) return;
        dropLogin();
        showToast(t('account.menu.signedOut'), 'info');
      }),
    [t],
  );
}
