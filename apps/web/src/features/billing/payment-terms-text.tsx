import type { SubscriptionPlan } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailList } from '../../components/ui/detail-list';
import { paths } from '../../flow/paths';
import { formatDate, formatEuro, type PaymentTerms } from './payment-terms';
import './texts';

/**
 * The order's price terms, right above the order button (§ 312j Abs. 2 BGB): today's price,
 * the 4-weekly price from the exact conversion date, VAT included, and how to cancel.
 */
export function PaymentTermsText({ plan, terms }: { plan: SubscriptionPlan; terms: PaymentTerms }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'de';
  const values = {
    plan: plan.title,
    today: formatEuro(terms.todayCents, language),
    price: formatEuro(terms.renewalCents, language),
    date: formatDate(terms.conversionDate, language),
    days: terms.trialDays ?? terms.intervalDays,
    weeks: Math.round(terms.intervalDays / 7),
    vat: terms.vatRatePercent,
  };
  const withTrial = terms.trialDays !== null;
  return (
    <section className="payment-terms" aria-labelledby="payment-terms-title">
      <h3 id="payment-terms-title" className="payment-terms__title">
        {t('billing.terms.title')}
      </h3>
      <DetailList
        className="payment-terms__summary"
        details={[
          { label: t('billing.terms.plan'), value: values.plan },
          { label: t('billing.terms.today'), value: values.today, testId: 'payment-today' },
          {
            label: t('billing.terms.from', { date: values.date }),
            value: t('billing.terms.every', { price: values.price, weeks: values.weeks }),
          },
          {
            label: t('billing.terms.twelveWeeks'),
            value: formatEuro(terms.firstTwelveWeeksCents, language),
            testId: 'payment-twelve-weeks',
          },
        ]}
      />
      <p data-testid="payment-terms">
        {withTrial ? t('billing.terms.trialText', values) : t('billing.terms.fullText', values)}{' '}
        {t('billing.terms.twelveWeeksText', { total: formatEuro(terms.firstTwelveWeeksCents, language) })}
      </p>
      <p>
        {withTrial ? t('billing.terms.cancelTrial', values) : t('billing.terms.cancel')}{' '}
        <Link to={paths.cancelContract}>{t('billing.terms.cancelLink')}</Link>
      </p>
    </section>
  );
}
