import { useQuery } from '@tanstack/react-query';
import { BILLING_STATUS, type CurrentPlan, type PlanDetails, type SubscriptionPlan } from '@vita/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountApi } from '../../api/account-api';
import { showToast } from '../../components/toast';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SectionCard } from '../../components/ui/section-card';
import { useAsyncAction } from '../../components/ui/use-async-action';
import { paths } from '../../flow/paths';
import { accountErrorText } from '../../session/error-text';
import { SUBSCRIBED } from '../../session/session';
import { sessionApi } from '../../session/session-api';
import { useResumeStore } from '../../store/resume-store';
import { formatDate } from './format-date';
import { SubscriptionDetails } from './subscription-details';
import '../../session/account-texts';

/** The account's plan, kept locally as sub_status (1 = subscribed, else '0') whenever it loads. */
function useSubscriptionPlan(loginToken: string) {
  const setValue = useResumeStore((s) => s.set);
  const plan = useQuery({
    queryKey: ['subscription-plan', loginToken],
    queryFn: async () => (await sessionApi.subscriptionPlan(loginToken)).data,
    staleTime: 0,
  });
  const current = plan.data?.current_plan ?? null;
  const details = plan.data?.plan_details ?? null;
  const subscribed = current?.subscription_billing.status === BILLING_STATUS.active;

  useEffect(() => {
    if (plan.data) setValue('subscriptionStatus', subscribed ? SUBSCRIBED : '0');
  }, [plan.data, subscribed, setValue]);

  return { plan, current: subscribed ? current : null, details };
}

/**
 * Subscription (02 §2.8, §4): billing status 1 shows the plan details, anything else "Not
 * Subscribed" (kept locally as sub_status). Cancellation is offered for every running plan,
 * whatever its title (DESIGN.md deviation 5); success shows "Subscription Cancel Successfully"
 * and reloads the plan.
 */
export function SubscriptionTab({ loginToken }: { loginToken: string }) {
  const { t } = useTranslation();
  const { plan, current, details } = useSubscriptionPlan(loginToken);

  let body: React.ReactNode;
  if (plan.isPending) body = <p>{t('common.loading')}</p>;
  else if (plan.isError) body = <p role="alert">{t('account.subscription.loadFailed')}</p>;
  else if (!current || !details) {
    body = (
      <>
        <p className="subscription__none">{t('account.subscription.notSubscribed')}</p>
        <Link to={paths.payment} className="button button--primary">
          {t('account.subscription.getAccess')}
        </Link>
      </>
    );
  } else {
    body = (
      <RunningPlan
        current={current}
        details={details}
        plan={plan.data?.subscription_plan.find((offered) => offered.id === current.id)}
        loginToken={loginToken}
        onCancelled={plan.refetch}
      />
    );
  }

  return (
    <SectionCard id="subscription" title={t('account.subscription.title')}>
      {body}
    </SectionCard>
  );
}

interface RunningPlanProps {
  current: CurrentPlan;
  details: PlanDetails;
  plan: SubscriptionPlan | undefined;
  loginToken: string;
  onCancelled: () => Promise<unknown>;
}

/**
 * A running plan: its facts, the order history, its cancellation — in the trial with one click
 * ("Abo zum Ende der Testphase beenden"), afterwards after a confirmation — and its withdrawal in
 * the 14 days.
 */
function RunningPlan({ current, details, plan, loginToken, onCancelled }: RunningPlanProps) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { busy, failure, run } = useAsyncAction();
  // In the trial the end at its close is one click, no confirmation: the easiest way out.
  const inTrial = details.state === 'trial' && details.cancelled_at === null;

  const cancel = () =>
    run(
      async () => {
        await accountApi.cancelSubscription(loginToken, current.gateway_payment_id);
        setConfirming(false);
        showToast(t('account.subscription.cancelled'), 'info');
        await onCancelled();
      },
      (error) => accountErrorText(error, t),
    );

  return (
    <>
      <SubscriptionDetails current={current} details={details} plan={plan} />
      {inTrial && (
        <p className="account-section__note">
          {t('account.subscription.trialEndNote', {
            date: formatDate(details.end_date, i18n.resolvedLanguage),
          })}
        </p>
      )}
      {inTrial && failure && !confirming && (
        <p className="legal-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="account-section__actions">
        {inTrial && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void cancel()}
          >
            {t('account.subscription.endTrial')}
          </button>
        )}
        {details.cancelled_at === null && !inTrial && (
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            {t('account.subscription.cancel')}
          </button>
        )}
        {details.withdrawal_ends_at && (
          <Link to={paths.withdrawContract} className="button button--secondary">
            {t('account.subscription.withdraw')}
          </Link>
        )}
        <Link to={paths.orderHistory} className="button button--secondary">
          {t('account.subscription.orderHistory')}
        </Link>
      </div>
      {details.withdrawal_ends_at && (
        <p className="subscription__withdraw">
          {t('account.subscription.withdrawUntil', {
            date: formatDate(details.withdrawal_ends_at, i18n.resolvedLanguage),
          })}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('account.subscription.cancelTitle')}
        failure={failure}
        confirmLabel={t('account.subscription.cancelConfirm')}
        cancelLabel={t('account.subscription.keep')}
        busy={busy}
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(false)}
      >
        <p>
          {t('account.subscription.cancelText', {
            date: formatDate(details.end_date, i18n.resolvedLanguage),
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}
