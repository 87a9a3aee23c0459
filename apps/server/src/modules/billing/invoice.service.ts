import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../../db/rows';
import { bills, type MailAttachment, subscriptions } from '../../db/schema';
import { billingError } from './billing-errors';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';
import type { BillingDeps, BillRow } from './subscription-store';

const invoiceNotFound = () => billingError(404, 'invoice_not_found', 'Diese Rechnung wurde nicht gefunden.');

/** GET /invoice/{id}: the owner's invoice as a PDF (another account's reads as unknown). */
export async function invoiceOf(
  deps: BillingDeps,
  user: UserRow,
  billId: number,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const [row] = await deps.db
    .select({ bill: bills })
    .from(bills)
    .innerJoin(subscriptions, eq(subscriptions.id, bills.subscriptionId))
    .where(and(eq(bills.id, billId), eq(subscriptions.userId, user.id)));
  if (!row) throw invoiceNotFound();
  return { fileName: invoiceFileName(row.bill), pdf: await renderInvoicePdf(row.bill, deps.operator) };
}

/** The invoice as the payment mail's attachment. */
export async function invoiceAttachment(deps: BillingDeps, bill: BillRow): Promise<MailAttachment> {
  const pdf = await renderInvoicePdf(bill, deps.operator);
  return {
    filename: invoiceFileName(bill),
    contentType: 'application/pdf',
    contentBase64: Buffer.from(pdf).toString('base64'),
  };
}
