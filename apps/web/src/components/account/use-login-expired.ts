import { useEffect } from 'react';
import { ApiRequestError } from '../../api/client';
import { useResumeStore } from '../../store/resume-store';
import { openAccountModal } from './account-modal-store';

/**
 * A call answered 401: the login token expired (30 days) or its account is gone. The stored login
 * is dropped and the login modal opens, instead of a page that can only fail.
 */
export function useLoginExpired(error: unknown): void {
  const expired = error instanceof ApiRequestError && error.status === 401;
  useEffect(() => {
    if (!expired) return;
    const store = useResumeStore.getState();
    store.set('loginToken', null);
    store.set('userInfo', null);
    store.set('subscriptionStatus', null);
    openAccountModal('login');
  }, [expired]);
}
