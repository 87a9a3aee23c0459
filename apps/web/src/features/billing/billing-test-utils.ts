import type { Order, SubscriptionPlan, SubscriptionPlanData } from '@vita/shared';
import { setItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';

export const premium: SubscriptionPlan = {
  id: 2,
  title: 'Vita Premium',
  description: '7 Tage für 1,95 €, danach 29,95 € alle 4 Wochen',
  price: 29.95,
  price_cents: 2995,
  currency: 'eur',
  interval_unit: 'day',
  interval_count: 28,
  interval: '4 Wochen',
  trial_price: 1.95,
  trial_price_cents: 195,
  trial_days: 7,
  vat_rate_percent: 19,
  purchasable: true,
};

export const yearly: SubscriptionPlan = {
  ...premium,
  id: 1,
  title: 'Jahresabonnement',
  price: 99,
  price_cents: 9900,
  interval_unit: 'month',
  interval_count: 12,
  interval: '12 Monate',
  trial_price: null,
  trial_price_cents: null,
  trial_days: null,
  purchasable: false,
};

export const planData = (over: Partial<SubscriptionPlanData> = {}): { data: SubscriptionPlanData } => ({
  data: {
    subscription_plan: [yearly, premium],
    plan_details: null,
    current_plan: null,
    trial_eligible: true,
    mode: 'test',
    ...over,
  },
});

export const order = (over: Partial<Order> = {}): Order => ({
  id: 1,
  user_id: 7,
  subscription_id: 2,
  subscriptions: { title: 'Vita Premium' },
  payment_date: '2026-11-22T10:00:00.000Z',
  status: 2,
  kind: 'trial',
  amount_cents: 195,
  currency: 'eur',
  gateway_payment_id: 'sub_abc',
  refunded_at: null,
  ...over,
});

/** Logs a user in the way the app does: the login token in the local store. */
export function logIn(token = 'login-token-1') {
  setItem('loginToken', token);
  useResumeStore.getState().reload();
}

/** What a successful /stripe-payment (or its /confirm) answers; the trial's end as given. */
export const paidAnswer = (trialEndsAt: string | null = '2026-11-29T10:00:00.000Z') => ({
  data: {
    gateway_payment_id: 'sub_1',
    status: 1,
    order_id: 1,
    amount_cents: 195,
    currency: 'eur',
    trial_ends_at: trialEndsAt,
    current_period_end: '2026-11-29T10:00:00.000Z',
  },
});
