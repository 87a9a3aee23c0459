import { readPdf, type SmtpTestServer, startSmtpServer } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { call, DAY, subscribedUser, testClock } from './billing.test-support';
import { invoiceAmounts } from './invoice-pdf';

let smtp: SmtpTestServer;
let app: FastifyInstance | undefined;
let clock: ReturnType<typeof testClock>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
afterEach(async () => {
  await app?.close();
  app = undefined;
  smtp.received.length = 0;
});

/** The app of the running test (only the tests of `describe('invoices of payments')` have one). */
const running = (): FastifyInstance => {
  if (!app) throw new Error('no app');
  return app;
};

/** The base64 body of the MIME part named `filename`, decoded. */
function attachmentOf(raw: string, filename: string): Buffer | null {
  const at =
    raw.indexOf(`filename=${filename}`) >= 0
      ? raw.indexOf(`filename=${filename}`)
      : raw.indexOf(`filename="${filename}"`);
  if (at < 0) return null;
  const body = raw.slice(raw.indexOf('\r\n\r\n', at) + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64');
}

const bills = async (account: { token: string; publicId?: string | undefined }) =>
  (await call(running(), 'GET', `/bill-info/${account.publicId}`, { token: account.token })).body.data as {
    bill_history: { id: number; invoice_number: string }[];
  };

async function invoicePdf(token: string, id: number) {
  const res = await running().inject({
    method: 'GET',
    url: `/api/v1/invoice/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res;
}

describe('invoices', () => {
  it('splits the gross amount into net and 19 % VAT to the cent', () => {
    expect(invoiceAmounts(2995, 19)).toEqual({ netCents: 2517, vatCents: 478, grossCents: 2995 });
    expect(invoiceAmounts(195, 19)).toEqual({ netCents: 164, vatCents: 31, grossCents: 195 });
  });
});

describe('invoices of payments', () => {
  beforeEach(async () => {
    clock = testClock(new Date('2026-03-02T09:00:00Z'));
    app = await buildTestApp({ smtpUrl: smtp.url }, { now: clock.now });
  });

  it('gives every payment an invoice PDF with number, date, operator, VAT, period and amount', async () => {
    const account = await subscribedUser(running());
    const [bill] = (await bills(account)).bill_history;
    expect(bill?.invoice_number).toBe('2026-000001');
    const res = await invoicePdf(account.token, bill?.id ?? 0);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Rechnung-2026-000001.pdf"');
    const pdf = readPdf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.pageSize).toContain('595.28 x 841.89');
    for (const text of [
      'Rechnung',
      'Rechnungsnummer: 2026-000001',
      'Rechnungsdatum: 02.03.2026',
      'Leistungszeitraum: 02.03.2026 bis 09.03.2026',
      'Vita Test GmbH',
      'Teststraße 12',
      '10115 Berlin',
      'USt-IdNr.: DE123456789',
      'Erika Mustermann',
      account.email,
      'Vita Premium – Testzugang',
      'Nettobetrag 1,64 €',
      'Umsatzsteuer 19 % 0,31 €',
      'Gesamtbetrag (brutto) 1,95 €',
    ]) {
      expect(pdf.text).toContain(text);
    }
  });

  it('numbers the invoices without a gap, across accounts and renewals', async () => {
    const first = await subscribedUser(running());
    const second = await subscribedUser(running());
    clock.advance(7 * DAY);
    await running().billing.runRenewals();
    const numbers = [...(await bills(first)).bill_history, ...(await bills(second)).bill_history]
      .map((bill) => bill.invoice_number)
      .sort();
    expect(numbers).toEqual(['2026-000001', '2026-000002', '2026-000003', '2026-000004']);
  });

  it('is only the owner’s to download', async () => {
    const owner = await subscribedUser(running());
    const other = await subscribedUser(running());
    const [bill] = (await bills(owner)).bill_history;
    expect((await invoicePdf(other.token, bill?.id ?? 0)).statusCode).toBe(404);
    expect((await running().inject({ method: 'GET', url: `/api/v1/invoice/${bill?.id}` })).statusCode).toBe(
      401,
    );
    expect((await invoicePdf(owner.token, 0)).statusCode).toBe(400);
  });

  it('attaches the invoice PDF to the order confirmation and to the renewal’s payment mail', async () => {
    const account = await subscribedUser(running());
    const confirmation = smtp.received.find((mail) => mail.subject === 'Ihre Bestellung: Vita Premium');
    expect(confirmation?.body).toContain('Ihre Rechnung 2026-000001 finden Sie im Anhang');
    const trialPdf = attachmentOf(confirmation?.raw ?? '', 'Rechnung-2026-000001.pdf');
    expect(trialPdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(readPdf(trialPdf ?? new Uint8Array()).text).toContain('Gesamtbetrag (brutto) 1,95 €');

    clock.advance(7 * DAY);
    await running().billing.runRenewals();
    const renewal = smtp.received.find((mail) => mail.subject === 'Ihre Rechnung 2026-000002: Vita Premium');
    expect(renewal?.to).toEqual([account.email]);
    const renewalPdf = readPdf(
      attachmentOf(renewal?.raw ?? '', 'Rechnung-2026-000002.pdf') ?? new Uint8Array(),
    );
    expect(renewalPdf.text).toContain('Leistungszeitraum: 09.03.2026 bis 06.04.2026');
    expect(renewalPdf.text).toContain('Umsatzsteuer 19 % 4,78 €');
    expect(renewalPdf.text).toContain('Gesamtbetrag (brutto) 29,95 €');
  });
});
