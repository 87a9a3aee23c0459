/**
 * Typed billing calls (spec 02 §7; docs/api.md "Billing"). Types come from the zod contracts in
 * @vita/shared. Like every API helper, these never show a toast or redirect.
 */
import type {
  BillHistoryEntry,
  CancelContractRequest,
  CancellationUndoData,
  ContractTitlesData,
  Order,
  PaymentAction,
  PaymentResult,
  StripeKeys,
  SubscriptionPlanData,
  TestCardToken,
  TestCardTokenRequest,
  TrialEndData,
  WithdrawContractRequest,
  WithdrawContractResponse,
} from '@vita/shared';
import { type ApiData, type ApiOk, apiRequest } from './client';

/** What /stripe-payment and its confirm answered: paid (200) or the bank wants 3-D Secure (202). */
export type PaymentOutcome =
  | { kind: 'paid'; message: string; result: PaymentResult }
  | { kind: 'action'; action: PaymentAction };

function toOutcome(answer: ApiData<PaymentResult> | PaymentAction): PaymentOutcome {
  if (answer.status === 202 && 'payment_intent_id' in answer) return { kind: 'action', action: answer };
  const paid = answer as ApiData<PaymentResult>;
  return { kind: 'paid', message: paid.message, result: paid.data };
}

export const billingApi = {
  /** Which provider is active and its publishable key (`secret_key` carries it: DESIGN.md dev. 3). */
  stripeKeys: () => apiRequest<StripeKeys>('/stripe-keys'),
  subscriptionPlan: (token: string) =>
    apiRequest<ApiData<SubscriptionPlanData>>('/subscription-plan', { token }),
  /** Test provider only: the card is checked like Stripe.js checks it; 400 lists every bad field. */
  createTestToken: (body: TestCardTokenRequest) =>
    apiRequest<ApiData<TestCardToken>>('/test-payments/tokens', { body }),
  /** Test provider only: the simulated bank page's two buttons. */
  authenticateTest: (paymentIntentId: string, result: 'complete' | 'fail') =>
    apiRequest<ApiOk>('/test-payments/authenticate', {
      body: { payment_intent_id: paymentIntentId, result },
    }),
  pay: async (token: string, stripeToken: string, subscriptionId: number): Promise<PaymentOutcome> =>
    toOutcome(
      await apiRequest<ApiData<PaymentResult> | PaymentAction>('/stripe-payment', {
        token,
        body: { stripeToken, subscription_id: subscriptionId },
      }),
    ),
  confirm: async (token: string, paymentIntentId: string): Promise<PaymentOutcome> =>
    toOutcome(
      await apiRequest<ApiData<PaymentResult> | PaymentAction>('/stripe-payment/confirm', {
        token,
        body: { payment_intent_id: paymentIntentId },
      }),
    ),
  orderHistory: (token: string) => apiRequest<ApiData<Order[]>>('/order-history', { token }),
  billInfo: (token: string, gatewayPaymentId: string) =>
    apiRequest<ApiData<{ bill_history: BillHistoryEntry[] }>>(
      `/bill-info/${encodeURIComponent(gatewayPaymentId)}`,
      { token },
    ),
  /** The public § 312k BGB cancellation: no login. */
  cancelContract: (body: CancelContractRequest) =>
    apiRequest<ApiData<{ received_at: string }>>('/cancel-contract', { body }),
  /** The public § 356a BGB withdrawal ("Vertrag widerrufen"): no login. */
  withdrawContract: (body: WithdrawContractRequest) =>
    apiRequest<WithdrawContractResponse>('/withdraw-contract', { body }),
  /** "Das war ich nicht": the single-use token from the cancellation mail, no login. */
  undoCancellation: (token: string) =>
    apiRequest<ApiData<CancellationUndoData>>('/cancel-contract/undo', { body: { token } }),
  /** The trial reminder's one click: the signed token from the mail, no login. */
  endByLink: (token: string) => apiRequest<ApiData<TrialEndData>>('/trial-end', { body: { token } }),
  /** What the public cancellation form offers: only plans that exist (no login). */
  contractTitles: () => apiRequest<ApiData<ContractTitlesData>>('/contract-titles'),
};
