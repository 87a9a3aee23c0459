import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import type { OperatorConfig } from '../../config';
import { formatMoney, germanDate } from './plans';
import type { BillRow } from './subscription-store';

/** A bill's amounts: the stored gross (inkl. MwSt.) split into net and VAT, rounded to the cent. */
export function invoiceAmounts(grossCents: number, vatRatePercent: number) {
  const netCents = Math.round((grossCents * 100) / (100 + vatRatePercent));
  return { netCents, vatCents: grossCents - netCents, grossCents };
}

export const invoiceFileName = (bill: Pick<BillRow, 'invoiceNumber'>) => `Rechnung-${bill.invoiceNumber}.pdf`;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 62;
const GREY = rgb(0.35, 0.35, 0.35);

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Draws text lines from the top down; returns the y below the last one. */
function lines(page: PDFPage, font: PDFFont, texts: string[], at: { x: number; y: number; size?: number }) {
  const size = at.size ?? 10;
  let y = at.y;
  for (const text of texts) {
    page.drawText(text, { x: at.x, y, size, font });
    y -= size * 1.45;
  }
  return y;
}

function rightAligned(page: PDFPage, font: PDFFont, text: string, right: number, y: number, size = 10) {
  page.drawText(text, { x: right - font.widthOfTextAtSize(text, size), y, size, font });
}

function header(page: PDFPage, fonts: Fonts, operator: OperatorConfig, bill: BillRow) {
  const top = A4.height - MARGIN;
  const right = A4.width - MARGIN;
  const sender = [operator.name ?? '', ...operator.addressLines].filter(Boolean);
  page.drawText(sender.join(' · '), { x: MARGIN, y: top - 90, size: 7.5, font: fonts.regular, color: GREY });
  lines(page, fonts.regular, [bill.customerName, bill.customerEmail].filter(Boolean), {
    x: MARGIN,
    y: top - 106,
  });

  const contact = [
    operator.name ?? '',
    ...operator.addressLines,
    operator.phone ? `Telefon: ${operator.phone}` : '',
    operator.email ? `E-Mail: ${operator.email}` : '',
    operator.vatId ? `USt-IdNr.: ${operator.vatId}` : '',
  ].filter(Boolean);
  let y = top;
  for (const [index, text] of contact.entries()) {
    rightAligned(page, index === 0 ? fonts.bold : fonts.regular, text, right, y, 9);
    y -= 13;
  }
}

function table(page: PDFPage, fonts: Fonts, bill: BillRow, top: number) {
  const right = A4.width - MARGIN;
  const { netCents, vatCents, grossCents } = invoiceAmounts(bill.amountCents, bill.vatRatePercent);
  const money = (cents: number) => formatMoney(cents, bill.currency);
  page.drawText('Leistung', { x: MARGIN, y: top, size: 10, font: fonts.bold });
  rightAligned(page, fonts.bold, 'Betrag', right, top);
  page.drawLine({ start: { x: MARGIN, y: top - 6 }, end: { x: right, y: top - 6 }, thickness: 0.6 });
  const period = `Zeitraum: ${germanDate(bill.startDate)} bis ${germanDate(bill.endDate)} (${bill.interval})`;
  lines(page, fonts.regular, [bill.description, period], { x: MARGIN, y: top - 22 });
  rightAligned(page, fonts.regular, money(netCents), right, top - 22);

  let y = top - 70;
  page.drawLine({ start: { x: 330, y: y + 14 }, end: { x: right, y: y + 14 }, thickness: 0.6 });
  const totals: [string, string, PDFFont][] = [
    ['Nettobetrag', money(netCents), fonts.regular],
    [`Umsatzsteuer ${bill.vatRatePercent} %`, money(vatCents), fonts.regular],
    ['Gesamtbetrag (brutto)', money(grossCents), fonts.bold],
  ];
  for (const [label, amount, font] of totals) {
    page.drawText(label, { x: 330, y, size: 10, font });
    rightAligned(page, font, amount, right, y);
    y -= 16;
  }
  return y;
}

/**
 * The Rechnung of one paid period as an A4 PDF (§ 14 Abs. 4 UStG): the operator with address
 * and VAT id, the customer, invoice number and date, the service and its period, net, VAT and
 * gross. Drawn with pdf-lib's standard Helvetica (WinAnsi covers umlauts, ß and €), so that it
 * needs neither Chromium nor a font file and reads back as text.
 */
export async function renderInvoicePdf(bill: BillRow, operator: OperatorConfig): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Rechnung ${bill.invoiceNumber}`);
  doc.setAuthor(operator.name ?? 'Vita');
  doc.setLanguage('de-DE');
  doc.setCreationDate(bill.createdAt);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const page = doc.addPage([A4.width, A4.height]);
  header(page, fonts, operator, bill);

  let y = A4.height - MARGIN - 230;
  page.drawText('Rechnung', { x: MARGIN, y, size: 18, font: fonts.bold });
  y = lines(
    page,
    fonts.regular,
    [
      `Rechnungsnummer: ${bill.invoiceNumber}`,
      `Rechnungsdatum: ${germanDate(bill.createdAt)}`,
      `Leistungszeitraum: ${germanDate(bill.startDate)} bis ${germanDate(bill.endDate)}`,
    ],
    { x: MARGIN, y: y - 26 },
  );
  y = table(page, fonts, bill, y - 24);
  lines(
    page,
    fonts.regular,
    [
      `Der Betrag wurde am ${germanDate(bill.createdAt)} von Ihrer Karte (${bill.brand} •••• ${bill.last4}) abgebucht.`,
      'Vielen Dank für Ihr Vertrauen.',
    ],
    { x: MARGIN, y: y - 24 },
  );
  const footer = [operator.name, operator.vatId ? `USt-IdNr. ${operator.vatId}` : null, operator.register]
    .filter(Boolean)
    .join(' · ');
  page.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 7.5, font: fonts.regular, color: GREY });
  return doc.save();
}
