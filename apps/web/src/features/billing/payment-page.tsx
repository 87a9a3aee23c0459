import { useQuery } from '@tanstack/react-query';
import { TRIAL_PLAN_ID } from '@vita/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingApi } from '../../api/billing-api';
import { ApiRequestError } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../flow/paths';
import { LoginRequired } from './login-required';
import { PaymentPanel } from './payment-panel';
import { formatEuro, type PaymentTerms, paymentTerms, planOnSale } from './payment-terms';
import { SupportInfo } from './support-info';
import { useLoginToken } from './use-login-token';
import './billing.css';
import './texts';

/** The payment mode, through the query cache (retried never, kept all visit). */
const paymentModeQuery = {
  queryKey: ['billing', 'stripe-keys'],
  queryFn: billingApi.stripeKeys,
  staleTime: Infinity,
  retry: false,
} as const;

const FEATURES = ['templates', 'resumes', 'download', 'suggestions'] as const;

interface PriceBoxProps {
  terms: PaymentTerms;
  subscribed: boolean;
  onContinue: () => void;
}

/** The offer's price, what follows it, and "Weiter" (or, for a subscriber, the way to the account). */
function PriceBox({ terms, subscribed, onContinue }: PriceBoxProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'de';
  const renewal = {
    price: formatEuro(terms.renewalCents, language),
    weeks: Math.round(terms.intervalDays / 7),
  };
  const trial = terms.trialDays !== null;
  return (
    <div className="payment-offer__price-box">
      <p className="payment-offer__price">
        {trial
          ? t('billing.payment.trialOffer', {
              days: terms.trialDays,
              price: formatEuro(terms.todayCents, language),
            })
          : t('billing.payment.fullOffer', renewal)}
      </p>
      <p className="payment-offer__after">
        {trial ? t('billing.payment.trialAfter', renewal) : t('billing.payment.fullAfter')}
      </p>
      {subscribed ? (
        <p className="payment-offer__subscribed" role="status">
          {t('billing.payment.subscribed')}{' '}
          <Link to={paths.customerAccount}>{t('billing.payment.toAccount')}</Link>
        </p>
      ) : (
        <button
          type="button"
          className="button button--primary button--large payment-offer__continue"
          onClick={onContinue}
          aria-haspopup="dialog"
        >
          {t('billing.payment.continue')}
        </button>
      )}
    </div>
  );
}

/**
 * /payment: the German sales page (spec 02 §2.9) with the price of the plan on sale, support
 * hours, and "Weiter", which opens the card panel for subscription id 2. Needs a login token.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const loginToken = useLoginToken();
  const [panelOpen, setPanelOpen] = useState(false);
  const plan = useQuery({
    queryKey: ['billing', 'subscription-plan', loginToken],
    queryFn: () => billingApi.subscriptionPlan(loginToken ?? ''),
    enabled: loginToken !== null,
  });
  const keys = useQuery(paymentModeQuery);

  const loggedOut = plan.error instanceof ApiRequestError && plan.error.status === 401;
  if (!loginToken || loggedOut) return <LoginRequired />;
  if (plan.isPending || keys.isPending) return <PageLoader label={t('common.loading')} />;
  if (plan.isError || keys.isError) {
    return (
      <div className="container billing-page">
        <h1 className="billing-page__title">{t('billing.payment.title')}</h1>
        <p role="alert" className="billing-page__error">
          {t('billing.payment.loadFailed')}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void plan.refetch()}>
          {t('billing.payment.retry')}
        </button>
      </div>
    );
  }

  const data = plan.data.data;
  const onSale = planOnSale(data.subscription_plan, TRIAL_PLAN_ID);
  const subscribed = data.current_plan?.subscription_billing.status === 1;
  const terms = onSale ? paymentTerms(onSale, data.trial_eligible, new Date()) : null;

  return (
    <div className="container billing-page payment-page">
      <div className="payment-page__grid">
        <section className="payment-offer" aria-labelledby="payment-title">
          <p className="payment-offer__eyebrow">{t('billing.payment.ready')}</p>
          <h1 id="payment-title" className="billing-page__title">
            {t('billing.payment.title')}
          </h1>
          <p className="payment-offer__lead">{t('billing.payment.lead')}</p>
          {terms ? (
            <PriceBox terms={terms} subscribed={subscribed} onContinue={() => setPanelOpen(true)} />
          ) : (
            <p role="alert">{t('billing.payment.noPlan')}</p>
          )}
          <h2 className="payment-offer__features-title">{t('billing.payment.featuresTitle')}</h2>
          <ul className="payment-offer__features">
            {FEATURES.map((feature) => (
              <li key={feature}>{t(`billing.payment.features.${feature}`)}</li>
            ))}
          </ul>
        </section>
        <SupportInfo />
      </div>
      {onSale && terms && !subscribed && (
        <PaymentPanel
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          plan={onSale}
          terms={terms}
          loginToken={loginToken}
          mode={keys.data.mode}
          publishableKey={keys.data.secret_key}
        />
      )}
    </div>
  );
}
