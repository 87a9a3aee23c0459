import { BILLING_STATUS } from '@vita/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../api/client';
import { showToast } from '../components/toast';
import { paths } from '../flow/paths';
import { getItem } from '../store/local-store';
import { useResumeStore } from '../store/resume-store';
import { openAccountModal } from './account-modal-store';
import { type DownloadChoice, paymentHrefFor } from './resume-links';
import { SUBSCRIBED } from './session';
import { sessionApi } from './session-api';
import './account-texts';

/** What the download gate decided: go on, or stop (a login modal opened, or the way to /payment). */
export type DownloadGateResult = 'allowed' | 'blocked';

/**
 * The login and plan gates in front of a download (02 §2.5, §6): without a login token the account
 * modal opens on the registration, prefilled from the CV (with the save-then-continue flag and
 * the chosen download); without an active plan the user goes to /payment (which returns to the
 * chosen download after the purchase);
 * otherwise the download may go on. The stored sub_status is trusted when it says subscribed;
 * otherwise the server is asked (GET /subscription-plan), since a plan may have been bought since.
 */
export function useDownloadGate(): (choice?: DownloadChoice) => Promise<DownloadGateResult> {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    async (choice?: DownloadChoice) => {
      const token = getItem('loginToken');
      const download = choice ?? null;
      if (!token) {
        openAccountModal('register', { continueAfter: true, download });
        return 'blocked';
      }
      if (getItem('subscriptionStatus') === SUBSCRIBED) return 'allowed';
      try {
        const { data } = await sessionApi.subscriptionPlan(token);
        const subscribed = data.current_plan?.subscription_billing.status === BILLING_STATUS.active;
        useResumeStore.getState().set('subscriptionStatus', subscribed ? SUBSCRIBED : '0');
        if (subscribed) return 'allowed';
        // The payment page brings the user back to this download once the plan is bought.
        navigate(choice ? paymentHrefFor(choice) : paths.payment);
        return 'blocked';
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) {
          // The login expired: log in again.
          const store = useResumeStore.getState();
          store.set('loginToken', null);
          store.set('userInfo', null);
          openAccountModal('login', { continueAfter: true, download });
        } else {
          showToast(t('account.gate.checkFailed'), 'error');
        }
        return 'blocked';
      }
    },
    [navigate, t],
  );
}
