import { formatDisplayDate, type SubscriptionPlan } from '@vita/shared';
import type { subscriptionPlans } from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;

/** The end of a period of `count` units from `start`; months follow the calendar (Jan 31 + 1 → Mar 3). */
export function addInterval(start: Date, unit: string, count: number): Date {
  if (unit === 'month') {
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + count);
    return end;
  }
  return new Date(start.getTime() + count * DAY_MS);
}

export const addDays = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);

/** '4 Wochen', '7 Tage', '12 Monate': several whole weeks are said in weeks, never as "monatlich". */
export function intervalText(unit: string, count: number): string {
  if (unit === 'month') return count === 1 ? '1 Monat' : `${count} Monate`;
  if (count >= 14 && count % 7 === 0) return `${count / 7} Wochen`;
  return count === 1 ? '1 Tag' : `${count} Tage`;
}

/** '29,95 €' (German format; other currencies by their code). */
export function formatMoney(cents: number, currency = 'eur'): string {
  const amount = (cents / 100).toLocaleString('de-DE', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return currency === 'eur' ? `${amount} €` : `${amount} ${currency.toUpperCase()}`;
}

/** '29,95 € alle 4 Wochen'. */
export function renewalText(plan: PlanRow): string {
  return `${formatMoney(plan.priceCents, plan.currency)} alle ${intervalText(plan.intervalUnit, plan.intervalCount)}`;
}

/** '22.11.2026' and '22.11.2026, 16:03 Uhr' in German time (Europe/Berlin). */
export const germanDate = (date: Date): string => formatDisplayDate(date, 'de') ?? '';

export function germanDateTime(date: Date): string {
  const time = date.toLocaleTimeString('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${germanDate(date)}, ${time} Uhr`;
}

export function toSubscriptionPlan(plan: PlanRow): SubscriptionPlan {
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    price: plan.priceCents / 100,
    price_cents: plan.priceCents,
    currency: plan.currency,
    interval_unit: plan.intervalUnit === 'month' ? 'month' : 'day',
    interval_count: plan.intervalCount,
    interval: intervalText(plan.intervalUnit, plan.intervalCount),
    trial_price: plan.trialPriceCents === null ? null : plan.trialPriceCents / 100,
    trial_price_cents: plan.trialPriceCents,
    trial_days: plan.trialDays,
    vat_rate_percent: plan.vatRatePercent,
    purchasable: plan.purchasable,
  };
}

export type FirstCharge = {
  kind: 'trial' | 'first';
  amountCents: number;
  periodEnd: Date;
  trialEndsAt: Date | null;
  description: string;
  interval: string;
};

/** What the first payment costs and covers: the trial when the plan has one and the account may use it. */
export function firstCharge(plan: PlanRow, trialEligible: boolean, start: Date): FirstCharge {
  if (trialEligible && plan.trialPriceCents !== null && plan.trialDays !== null) {
    const periodEnd = addDays(start, plan.trialDays);
    return {
      kind: 'trial',
      amountCents: plan.trialPriceCents,
      periodEnd,
      trialEndsAt: periodEnd,
      description: `${plan.title} – Testzugang`,
      interval: intervalText('day', plan.trialDays),
    };
  }
  return {
    kind: 'first',
    amountCents: plan.priceCents,
    periodEnd: addInterval(start, plan.intervalUnit, plan.intervalCount),
    trialEndsAt: null,
    description: plan.title,
    interval: intervalText(plan.intervalUnit, plan.intervalCount),
  };
}
