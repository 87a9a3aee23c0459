import { formatDisplayDate, type SubscriptionPlan } from '@vita/shared';

/**
 * The price facts that must stand right above the order button (§ 312j BGB, Art. 246a EGBGB;
 * DESIGN.md deviation 6): what is paid today, from when the 4-weekly price applies, and how much.
 */
export interface PaymentTerms {
  /** Paid with the order: the trial price, or the full price when the trial was used before. */
  todayCents: number;
  renewalCents: number;
  /** '4 Wochen' — never "monatlich". */
  intervalDays: number;
  trialDays: number | null;
  /** The day the trial turns into the paid subscription (or the first renewal without a trial). */
  conversionDate: Date;
  vatRatePercent: number;
  /** What the first 12 weeks cost in total if the subscription is not cancelled. */
  firstTwelveWeeksCents: number;
}

/** The span the payment page sums up: consumer centres compare trial offers over 12 weeks. */
export const TOTAL_SPAN_DAYS = 84;

/** Every charge that falls in the first `spanDays` days: today's, then one each period from the first one's end. */
export function totalOverDays(
  todayCents: number,
  firstPeriodDays: number,
  renewalCents: number,
  periodDays: number,
  spanDays: number,
) {
  let total = todayCents;
  for (let day = firstPeriodDays; day < spanDays; day += periodDays) total += renewalCents;
  return total;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days of one period: 28 for '4 Wochen', a month counted as 30 (only the old yearly plan has months). */
export const intervalDays = (plan: Pick<SubscriptionPlan, 'interval_unit' | 'interval_count'>): number =>
  plan.interval_unit === 'day' ? plan.interval_count : plan.interval_count * 30;

/** As the server computes it: the trial starts now and ends `trial_days` × 24 h later. */
export function paymentTerms(plan: SubscriptionPlan, trialEligible: boolean, now: Date): PaymentTerms {
  const withTrial = trialEligible && plan.trial_price_cents !== null && plan.trial_days !== null;
  const firstPeriodDays = withTrial ? (plan.trial_days ?? 0) : intervalDays(plan);
  return {
    todayCents: withTrial ? (plan.trial_price_cents ?? plan.price_cents) : plan.price_cents,
    renewalCents: plan.price_cents,
    intervalDays: intervalDays(plan),
    trialDays: withTrial ? plan.trial_days : null,
    conversionDate: new Date(now.getTime() + firstPeriodDays * DAY_MS),
    vatRatePercent: plan.vat_rate_percent,
    firstTwelveWeeksCents: totalOverDays(
      withTrial ? (plan.trial_price_cents ?? plan.price_cents) : plan.price_cents,
      firstPeriodDays,
      plan.price_cents,
      intervalDays(plan),
      TOTAL_SPAN_DAYS,
    ),
  };
}

/** 1,95 € / €1.95 — amounts in cents, in the interface's language. */
export function formatEuro(cents: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-IE' : 'de-DE', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

/** 29.11.2026 / 29 November 2026 in the payment terms: the English prose spells the month out. */
export const formatDate = (value: Date | string, language: string): string =>
  formatDisplayDate(value, language, language === 'en' ? 'long' : 'medium') ?? '';

/** The plan the payment panel sells (spec 02 §2.9: "the second plan in the plan list"). */
export function planOnSale(plans: readonly SubscriptionPlan[], id: number): SubscriptionPlan | null {
  return plans.find((plan) => plan.id === id) ?? plans[1] ?? null;
}
