import { z } from 'zod';
import { LEGAL_FORM_LIMITS } from '../constants';
import { emailSchema } from './accounts';
import { gatewayIdSchema, requiredText } from './billing';
import { okResponse } from './common';

/** The statutory withdrawal period (§ 355 Abs. 2 BGB): 14 days from the conclusion of the contract. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/** The public withdrawal page, "Vertrag widerrufen" in every footer (§ 356a BGB). */
export const WITHDRAWAL_PAGE = '/vertrag-widerrufen';

/**
 * POST /withdraw-contract (§ 356a BGB): who withdraws and, when known, from which order. The
 * order is the subscription's gateway_payment_id (`sub_…`, the order number in the order history).
 */
export const withdrawContractRequestSchema = z.object({
  name: requiredText('Bitte geben Sie Ihren Namen an.', LEGAL_FORM_LIMITS.name),
  email: emailSchema,
  order_id: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    gatewayIdSchema('Die Bestellnummer', LEGAL_FORM_LIMITS.orderId).optional(),
  ),
});
export type WithdrawContractRequest = z.infer<typeof withdrawContractRequestSchema>;

/** The same answer whether or not the e-mail has a contract in its withdrawal period. */
export const withdrawContractResponseSchema = okResponse({ received_at: z.string() });
export type WithdrawContractResponse = z.infer<typeof withdrawContractResponseSchema>;
