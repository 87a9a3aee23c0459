import type { CurrentPlan, PlanDetails, SubscriptionPlan } from '@vita/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/ui/detail-list';
import { formatDate } from './format-date';
import '../../session/account-texts';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};
/** The card brand as people write it ('visa' → 'Visa'). */
export const brandName = (brand: string): string =>
  BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * '29,95 € alle 4 Wochen' / '€29.95 every 4 weeks' from the plan's price and rhythm; the server's
 * German line only when the plan is not in the list.
 */
function billingLine(plan: SubscriptionPlan | undefined, fallback: string, t: TFunction, language: string) {
  if (!plan) return fallback;
  const price = new Intl.NumberFormat(language === 'en' ? 'en-IE' : 'de-DE', {
    style: 'currency',
    currency: plan.currency.toUpperCase(),
  }).format(plan.price_cents / 100);
  const { interval_unit: unit, interval_count: count } = plan;
  if (unit === 'day' && count % 7 === 0)
    return t('account.subscription.everyWeeks', { price, count: count / 7 });
  if (unit === 'day') return t('account.subscription.everyDays', { price, count });
  return t('account.subscription.everyMonths', { price, count });
}

/** The running plan's facts: title, state, price, dates and the card it is charged to. */
export function SubscriptionDetails({
  current,
  details,
  plan,
}: {
  current: CurrentPlan;
  details: PlanDetails;
  plan: SubscriptionPlan | undefined;
}) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.resolvedLanguage);
  const cancelled = details.cancelled_at !== null;
  const rows: [label: string, value: string][] = [
    [t('account.subscription.plan'), current.subscriptions.title],
    [t('account.subscription.state'), t(`account.subscription.states.${details.state}`)],
    [t('account.subscription.billing'), billingLine(plan, details.billing, t, i18n.resolvedLanguage ?? 'de')],
    [t('account.subscription.start'), date(details.start_date)],
  ];
  // The trial's end only matters while the plan runs on.
  if (details.trial_ends_at && !cancelled) {
    rows.push([t('account.subscription.trialEnds'), date(details.trial_ends_at)]);
  }
  rows.push(
    [
      t(cancelled ? 'account.subscription.accessUntil' : 'account.subscription.nextCharge'),
      date(details.end_date),
    ],
    [
      t('account.subscription.card'),
      t('account.subscription.cardValue', {
        brand: brandName(details.brand),
        last4: details.last4,
        month: String(details.expiryMonth).padStart(2, '0'),
        year: details.expiryYear,
      }),
    ],
  );
  return (
    <DetailList
      className="subscription__details"
      details={rows.map(([label, value]) => ({ label, value }))}
    />
  );
}
