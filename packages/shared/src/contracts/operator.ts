import { z } from 'zod';
import { okResponse } from './common';

/**
 * GET /operator: who runs this Vita, from the server's OPERATOR_* configuration. The legal pages,
 * the payment page and the invoices name the operator from it; null where it is not configured
 * (only possible outside production).
 */
export const operatorSchema = z.object({
  name: z.string().nullable(),
  address_lines: z.array(z.string()),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  vat_id: z.string().nullable(),
  representative: z.string().nullable(),
  register: z.string().nullable(),
  supervisory_authority: z.string().nullable(),
  data_protection_officer: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorResponseSchema = okResponse({ data: operatorSchema });
