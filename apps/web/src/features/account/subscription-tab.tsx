import { useQuery } from '@tanstack/react-query';
import { BILLING_STATUS } from '@vita/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { paths } from '../../flow/paths';
import { useResumeStore } from '../../store/resume-store';
import { accountErrorText } from '../session/error-text';
import { SUBSCRIBED } from '../session/session';
import { sessionApi } from '../session/session-api';
import { accountApi } from './account-api';
import { formatDate } from './format-date';
import '../session/account-texts';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};
/** The card brand as people write it ('visa' → 'Visa'). */
export const brandName = (brand: string): string =>
  BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * Subscription (02 §2.8, §4): billing status 1 shows the plan details, anything else "Not
 * Subscribed" (kept locally as sub_status). Cancellation is offered for every running plan,
 * whatever its title (DESIGN.md deviation 5); success shows "Subscription Cancel Successfully"
 * and reloads the plan.
 */
export function SubscriptionTab({ loginToken }: { loginToken: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const setValue = useResumeStore((s) => s.set);
  const plan = useQuery({
    queryKey: ['subscription-plan', loginToken],
    queryFn: async () => (await sessionApi.subscriptionPlan(loginToken)).data,
    staleTime: 0,
  });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const current = plan.data?.current_plan ?? null;
  const details = plan.data?.plan_details ?? null;
  const subscribed = current?.subscription_billing.status === BILLING_STATUS.active;

  useEffect(() => {
    if (plan.data) setValue('subscriptionStatus', subscribed ? SUBSCRIBED : '0');
  }, [plan.data, subscribed, setValue]);

  const cancel = async () => {
    if (!current) return;
    setBusy(true);
    setFailure(null);
    try {
      await accountApi.cancelSubscription(loginToken, current.gateway_payment_id);
      setConfirming(false);
      showToast(t('account.subscription.cancelled'), 'info');
      await plan.refetch();
    } catch (error) {
      setFailure(accountErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  if (plan.isPending) body = <p>{t('common.loading')}</p>;
  else if (plan.isError) body = <p role="alert">{t('account.subscription.loadFailed')}</p>;
  else if (!subscribed || !current || !details) {
    body = (
      <>
        <p className="subscription__none">{t('account.subscription.notSubscribed')}</p>
        <Link to={paths.payment} className="button button--primary">
          {t('account.subscription.getAccess')}
        </Link>
      </>
    );
  } else {
    const cancelled = details.cancelled_at !== null;
    body = (
      <>
        <dl className="subscription__details">
          <div>
            <dt>{t('account.subscription.plan')}</dt>
            <dd>{current.subscriptions.title}</dd>
          </div>
          <div>
            <dt>{t('account.subscription.state')}</dt>
            <dd>{t(`account.subscription.states.${details.state}`)}</dd>
          </div>
          <div>
            <dt>{t('account.subscription.billing')}</dt>
            <dd>{details.billing}</dd>
          </div>
          <div>
            <dt>{t('account.subscription.start')}</dt>
            <dd>{formatDate(details.start_date, language)}</dd>
          </div>
          {details.trial_ends_at && !cancelled && (
            <div>
              <dt>{t('account.subscription.trialEnds')}</dt>
              <dd>{formatDate(details.trial_ends_at, language)}</dd>
            </div>
          )}
          <div>
            <dt>{t(cancelled ? 'account.subscription.accessUntil' : 'account.subscription.nextCharge')}</dt>
            <dd>{formatDate(details.end_date, language)}</dd>
          </div>
          <div>
            <dt>{t('account.subscription.card')}</dt>
            <dd>
              {t('account.subscription.cardValue', {
                brand: brandName(details.brand),
                last4: details.last4,
                month: String(details.expiryMonth).padStart(2, '0'),
                year: details.expiryYear,
              })}
            </dd>
          </div>
        </dl>
        <div className="account-section__actions">
          {!cancelled && (
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
              {t('account.subscription.cancel')}
            </button>
          )}
          <Link to={paths.orderHistory} className="button button--secondary">
            {t('account.subscription.orderHistory')}
          </Link>
        </div>
        <ModalDialog
          open={confirming}
          title={t('account.subscription.cancelTitle')}
          onClose={() => setConfirming(false)}
          closeLabel={t('common.close')}
        >
          <p>{t('account.subscription.cancelText', { date: formatDate(details.end_date, language) })}</p>
          {failure && (
            <p className="account-form__failure" role="alert">
              {failure}
            </p>
          )}
          <div className="account-section__actions">
            <button type="button" className="button button--primary" aria-busy={busy} onClick={cancel}>
              {t('account.subscription.cancelConfirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t('account.subscription.keep')}
            </button>
          </div>
        </ModalDialog>
      </>
    );
  }

  return (
    <section className="account-section" aria-labelledby="subscription-title">
      <h2 id="subscription-title" className="account-section__title">
        {t('account.subscription.title')}
      </h2>
      {body}
    </section>
  );
}
