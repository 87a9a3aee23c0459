import { z } from 'zod';
import { LEGAL_FORM_LIMITS } from '../constants';
import { emailSchema } from './accounts';
import { okResponse, safeString } from './common';

/** Subscriptions, payment, orders and bills (spec 02 §3, §7, §9; DESIGN.md deviations 2, 3, 5, 6). */

/** The spec's billing status (`subscription_billing.status`): 1 = subscribed. */
export const BILLING_STATUS = {
  /** The first payment waits for 3-D Secure. */
  incomplete: 0,
  /** Subscribed: trial or paid period, also when cancelled and running to its end. */
  active: 1,
  ended: 2,
  /** A renewal could not be charged. */
  pastDue: 3,
  /** The first payment failed. */
  failed: 4,
} as const;

/** Order status: 2 = success (spec 02 §9); the web shows anything else as pending. */
export const ORDER_STATUS = { pending: 1, success: 2, failed: 3 } as const;

/** The plan the payment panel sells (spec 02 §4, §9). */
export const TRIAL_PLAN_ID = 2;

export const PAYMENT_MODES = ['stripe', 'test'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Control characters (the database refuses NUL) have no place in a name or a note. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const requiredText = (message: string, max: number) =>
  safeString({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Höchstens ${max} Zeichen.`)
    .refine((value) => !CONTROL.test(value), 'Enthält unzulässige Zeichen.');

/** Ids of Stripe and of Vita (`pm_…`, `pi_…`, `sub_…`): letters, digits, `_` and `-`. */
export const gatewayIdSchema = (field: string, max = 255) =>
  safeString({ error: `${field} fehlt.` })
    .trim()
    .min(1, `${field} fehlt.`)
    .max(max, `${field} ist ungültig.`)
    .regex(/^[A-Za-z0-9_-]+$/, `${field} ist ungültig.`);

/** POST /stripe-payment: the browser's card token (Stripe `pm_…`/`tok_…`, test provider `tok_test_…`). */
export const stripePaymentRequestSchema = z.object({
  stripeToken: gatewayIdSchema('stripeToken'),
  subscription_id: z.coerce
    .number({ error: 'subscription_id muss eine Zahl sein.' })
    .int('subscription_id muss eine ganze Zahl sein.')
    .positive('subscription_id muss positiv sein.')
    .max(2_147_483_647, 'subscription_id ist zu groß.'),
});
export type StripePaymentRequest = z.infer<typeof stripePaymentRequestSchema>;

/** POST /stripe-payment/confirm: after the browser finished 3-D Secure. */
export const confirmPaymentRequestSchema = z.object({
  payment_intent_id: gatewayIdSchema('payment_intent_id'),
});
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequestSchema>;

/** POST /cancel-subscription: `subscription_id` is the plan's gateway_payment_id (spec 02 §7). */
export const cancelSubscriptionRequestSchema = z.object({
  subscription_id: gatewayIdSchema('subscription_id', 100),
});
export type CancelSubscriptionRequest = z.infer<typeof cancelSubscriptionRequestSchema>;

/** POST /cancel-contract: the public cancellation page (§ 312k BGB), no login. */
export const cancelContractRequestSchema = z.object({
  name: requiredText('Bitte geben Sie Ihren Namen an.', LEGAL_FORM_LIMITS.name),
  email: emailSchema,
  contract: requiredText(
    'Bitte geben Sie an, welchen Vertrag Sie kündigen möchten.',
    LEGAL_FORM_LIMITS.contract,
  ),
  reason: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    safeString()
      .trim()
      .max(LEGAL_FORM_LIMITS.reason, `Höchstens ${LEGAL_FORM_LIMITS.reason} Zeichen.`)
      .refine((value) => !CONTROL.test(value), 'Enthält unzulässige Zeichen.')
      .optional(),
  ),
});
export type CancelContractRequest = z.infer<typeof cancelContractRequestSchema>;

/** The public cancellation page, "Verträge hier kündigen" in every footer (§ 312k BGB). */
export const CANCEL_CONTRACT_PAGE = '/vertraege-kuendigen';

/** The web page the undo link in the confirmation mail opens (`?token=…`). */
export const CANCELLATION_UNDO_PAGE = '/abo-fortsetzen';

/**
 * POST /cancel-contract/undo: "Das war ich nicht – Abo fortsetzen" from the confirmation mail.
 * The token is 256 random bits, base64url (43 characters); anything else cannot be one.
 */
export const cancellationUndoRequestSchema = z.object({
  token: z
    .string({ error: 'Dieser Link ist ungültig.' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Dieser Link ist ungültig.'),
});
export type CancellationUndoRequest = z.infer<typeof cancellationUndoRequestSchema>;

/** What the undo restored: each subscription with its next charge, unchanged from before. */
export const cancellationUndoDataSchema = z.object({
  restored: z.array(
    z.object({
      plan_title: z.string(),
      next_charge_at: z.string(),
    }),
  ),
});
export type CancellationUndoData = z.infer<typeof cancellationUndoDataSchema>;

export const cancellationUndoResponseSchema = okResponse({
  data: cancellationUndoDataSchema,
});

/** POST /test-payments/tokens (test provider only): the card is checked like Stripe checks it. */
export const testCardTokenRequestSchema = z.object({
  number: safeString({ error: 'Bitte geben Sie die Kartennummer ein.' }).max(
    40,
    'Die Kartennummer ist ungültig.',
  ),
  exp_month: z.coerce.number({ error: 'Der Ablaufmonat ist ungültig.' }).int('Der Ablaufmonat ist ungültig.'),
  exp_year: z.coerce.number({ error: 'Das Ablaufjahr ist ungültig.' }).int('Das Ablaufjahr ist ungültig.'),
  cvc: safeString({ error: 'Bitte geben Sie die Prüfnummer (CVC) ein.' }).max(
    10,
    'Die Prüfnummer (CVC) ist ungültig.',
  ),
});
export type TestCardTokenRequest = z.infer<typeof testCardTokenRequestSchema>;

/** POST /test-payments/authenticate: the simulated 3-D Secure page's two buttons. */
export const testAuthenticationRequestSchema = z.object({
  payment_intent_id: gatewayIdSchema('payment_intent_id'),
  result: z.enum(['complete', 'fail'], { error: 'result muss complete oder fail sein.' }),
});
export type TestAuthenticationRequest = z.infer<typeof testAuthenticationRequestSchema>;

export const cardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
});
export type Card = z.infer<typeof cardSchema>;

export const testCardTokenSchema = z.object({ id: z.string(), card: cardSchema });
export type TestCardToken = z.infer<typeof testCardTokenSchema>;
export const testCardTokenResponseSchema = okResponse({
  data: testCardTokenSchema,
});

/** One entry of `subscription_plan`; amounts are gross (inkl. MwSt.). */
export const subscriptionPlanSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** In euros, e.g. 29.95; `price_cents` is exact. */
  price: z.number(),
  price_cents: z.number(),
  currency: z.string(),
  interval_unit: z.enum(['day', 'month']),
  interval_count: z.number(),
  /** German, e.g. '4 Wochen' (never "monatlich" for 28 days: DESIGN.md deviation 6). */
  interval: z.string(),
  trial_price: z.number().nullable(),
  trial_price_cents: z.number().nullable(),
  trial_days: z.number().nullable(),
  vat_rate_percent: z.number(),
  purchasable: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const SUBSCRIPTION_STATES = [
  'incomplete',
  'trial',
  'active',
  'cancelled',
  'past_due',
  'ended',
  'failed',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** `plan_details` (spec 02 §3) plus what the account page needs to say when it renews or ends. */
export const planDetailsSchema = z.object({
  /** German, e.g. '29,95 € alle 4 Wochen'. */
  billing: z.string(),
  start_date: z.string(),
  /** End of the running period: the next charge, or the end of access once cancelled. */
  end_date: z.string(),
  status: z.number(),
  state: z.enum(SUBSCRIPTION_STATES),
  brand: z.string(),
  last4: z.string(),
  expiryMonth: z.number(),
  expiryYear: z.number(),
  trial_ends_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The end of the 14-day withdrawal period while it runs (§ 356a BGB "Vertrag widerrufen"), else null. */
  withdrawal_ends_at: z.string().nullable(),
  next_charge: z.object({ date: z.string(), amount_cents: z.number(), currency: z.string() }).nullable(),
});
export type PlanDetails = z.infer<typeof planDetailsSchema>;

/** `current_plan` (spec 02 §3); `id` is the plan's id. */
export const currentPlanSchema = z.object({
  id: z.number(),
  gateway_payment_id: z.string(),
  subscription_billing: z.object({ status: z.number() }),
  subscriptions: z.object({ title: z.string() }),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

export const subscriptionPlanDataSchema = z.object({
  subscription_plan: z.array(subscriptionPlanSchema),
  plan_details: planDetailsSchema.nullable(),
  current_plan: currentPlanSchema.nullable(),
  /** false once the account had a subscription: the next one starts without the trial. */
  trial_eligible: z.boolean(),
  mode: z.enum(PAYMENT_MODES),
});
export type SubscriptionPlanData = z.infer<typeof subscriptionPlanDataSchema>;
export const subscriptionPlanResponseSchema = okResponse({
  data: subscriptionPlanDataSchema,
});

/** GET /stripe-keys: `secret_key` carries the publishable key (DESIGN.md deviation 3). */
export const stripeKeysSchema = okResponse({
  secret_key: z.string().nullable(),
  mode: z.enum(PAYMENT_MODES),
});
export type StripeKeys = z.infer<typeof stripeKeysSchema>;

export const paymentResultSchema = z.object({
  gateway_payment_id: z.string(),
  status: z.number(),
  order_id: z.number(),
  amount_cents: z.number(),
  currency: z.string(),
  trial_ends_at: z.string().nullable(),
  current_period_end: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
/** 200 from /stripe-payment or its confirm: paid. */
export const paymentResponseSchema = okResponse({
  data: paymentResultSchema,
});

/** 202 from /stripe-payment or its confirm: the bank wants 3-D Secure first. */
export const paymentActionSchema = z.object({
  status: z.literal(202),
  message: z.string(),
  code: z.enum(['requires_action', 'processing']),
  client_secret: z.string().nullable(),
  payment_intent_id: z.string(),
  gateway_payment_id: z.string(),
});
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/** One row of /bill-history (spec 02 §3 "Bill history entry"). */
export const billHistoryEntrySchema = z.object({
  id: z.number(),
  invoice_number: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  description: z.string(),
  interval: z.string(),
  brand: z.string(),
  last4: z.string(),
  amount_cents: z.number(),
  currency: z.string(),
  vat_rate_percent: z.number(),
});
export type BillHistoryEntry = z.infer<typeof billHistoryEntrySchema>;

/** One row of /order-history (spec 02 §3 "Order"); `subscription_id` is the plan's id. */
export const orderSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  subscription_id: z.number(),
  subscriptions: z.object({ title: z.string() }),
  payment_date: z.string(),
  status: z.number(),
  kind: z.enum(['trial', 'first', 'renewal']),
  amount_cents: z.number(),
  currency: z.string(),
  gateway_payment_id: z.string(),
  /** When a withdrawal's refund of this payment was made (§ 357a BGB), else null. */
  refunded_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /cancel-subscription. */
export const cancelOutcomeSchema = z.object({
  gateway_payment_id: z.string(),
  cancelled_at: z.string(),
  /** End of the paid period: access until then, nothing charged after. */
  access_until: z.string(),
  /** false when it was cancelled or ended already (no second mail). */
  newly_cancelled: z.boolean(),
});
export type CancelOutcome = z.infer<typeof cancelOutcomeSchema>;
export const cancelSubscriptionResponseSchema = okResponse({
  data: cancelOutcomeSchema,
});

/** POST /cancel-contract: when it was received, the same whether or not a contract was found. */
export const cancelContractResponseSchema = okResponse({
  data: z.object({ received_at: z.string() }),
});

export const billHistoryResponseSchema = okResponse({
  data: z.object({ bill_history: z.array(billHistoryEntrySchema) }),
});

export const orderHistoryResponseSchema = okResponse({
  data: z.array(orderSchema),
});

/** POST /stripe/webhook: what became of the event. */
export const stripeWebhookResponseSchema = okResponse({
  received: z.literal(true),
  outcome: z.enum(['handled', 'ignored']),
});
