import type { MailAttachment } from '../../db/schema';
import type { OutgoingMail } from '../mail/outbox';
import { formatMoney, germanDate, germanDateTime, intervalText, type PlanRow, renewalText } from './plans';

export const SIGNATURE = ['', 'Ihr Vita-Team'];
const HOW_TO_CANCEL =
  'Sie können jederzeit kündigen: in Ihrem Konto unter „Einstellungen › Abonnement“ oder ohne Anmeldung über „Verträge hier kündigen“ unten auf jeder Seite.';

export const greeting = (name: string) => (name.trim() ? `Hallo ${name.trim()},` : 'Hallo,');

const invoiceLine = (invoice: MailAttachment | null, invoiceNumber: string | null) =>
  invoice && invoiceNumber
    ? [
        '',
        `Ihre Rechnung ${invoiceNumber} finden Sie im Anhang und jederzeit in Ihrem Konto unter „Rechnungen“.`,
      ]
    : [];

/** The order confirmation on a durable medium (§ 312f BGB): price, rhythm, conversion date, how to cancel. */
export function orderConfirmationMail(input: {
  to: string;
  name: string;
  plan: PlanRow;
  amountCents: number;
  trialEndsAt: Date | null;
  periodEnd: Date;
  paidAt: Date;
  /** The first payment's invoice PDF, attached. */
  invoice?: { number: string; attachment: MailAttachment } | null;
}): OutgoingMail {
  const { plan } = input;
  const terms = input.trialEndsAt
    ? [
        `Sie haben ${plan.title} bestellt: ${intervalText('day', plan.trialDays ?? 7)} Testzugang für ${formatMoney(input.amountCents, plan.currency)} (inkl. MwSt.), bezahlt am ${germanDateTime(input.paidAt)}.`,
        `Wenn Sie nicht vor dem ${germanDateTime(input.trialEndsAt)} kündigen, wird Ihr Abonnement zu ${renewalText(plan)} (inkl. MwSt.) fortgesetzt; die erste Abbuchung erfolgt am ${germanDate(input.trialEndsAt)}.`,
      ]
    : [
        `Sie haben ${plan.title} bestellt: ${formatMoney(input.amountCents, plan.currency)} (inkl. MwSt.), bezahlt am ${germanDateTime(input.paidAt)}.`,
        `Ihr Abonnement verlängert sich zu ${renewalText(plan)} (inkl. MwSt.); die nächste Abbuchung erfolgt am ${germanDate(input.periodEnd)}.`,
      ];
  return {
    to: input.to,
    subject: `Ihre Bestellung: ${plan.title}`,
    text: [
      greeting(input.name),
      '',
      'vielen Dank für Ihre Bestellung.',
      '',
      ...terms,
      ...invoiceLine(input.invoice?.attachment ?? null, input.invoice?.number ?? null),
      '',
      HOW_TO_CANCEL,
      ...SIGNATURE,
    ].join('\n'),
    ...(input.invoice ? { attachments: [input.invoice.attachment] } : {}),
  };
}

/** A renewal was charged: the amount, the period it pays for, the next charge, and its invoice attached. */
export function renewalPaidMail(input: {
  to: string;
  name: string;
  plan: PlanRow;
  amountCents: number;
  paidAt: Date;
  periodStart: Date;
  periodEnd: Date;
  invoice: { number: string; attachment: MailAttachment };
}): OutgoingMail {
  const { plan } = input;
  return {
    to: input.to,
    subject: `Ihre Rechnung ${input.invoice.number}: ${plan.title}`,
    text: [
      greeting(input.name),
      '',
      `am ${germanDateTime(input.paidAt)} haben wir ${formatMoney(input.amountCents, plan.currency)} (inkl. MwSt.) für ${plan.title} von Ihrer Karte abgebucht: für den Zeitraum vom ${germanDate(input.periodStart)} bis ${germanDate(input.periodEnd)}.`,
      `Die nächste Abbuchung von ${formatMoney(plan.priceCents, plan.currency)} erfolgt am ${germanDate(input.periodEnd)}.`,
      ...invoiceLine(input.invoice.attachment, input.invoice.number),
      '',
      HOW_TO_CANCEL,
      ...SIGNATURE,
    ].join('\n'),
    attachments: [input.invoice.attachment],
  };
}

/**
 * Three days before the trial converts: when, what it then costs, and the one click that ends
 * the subscription at the trial's end instead.
 */
export function trialReminderMail(input: {
  to: string;
  name: string;
  plan: PlanRow;
  convertsAt: Date;
  endLink: string;
}): OutgoingMail {
  const { plan } = input;
  const price = formatMoney(plan.priceCents, plan.currency);
  return {
    to: input.to,
    subject: `Ihre Testphase endet am ${germanDate(input.convertsAt)}`,
    text: [
      greeting(input.name),
      '',
      `Ihre Testphase von ${plan.title} endet am ${germanDateTime(input.convertsAt)}.`,
      `Danach läuft Ihr Abonnement zu ${renewalText(plan)} (inkl. MwSt.) weiter; die erste Abbuchung von ${price} erfolgt am ${germanDate(input.convertsAt)}.`,
      '',
      'Sie möchten nicht weitermachen? Mit einem Klick beenden Sie das Abonnement zum Ende der Testphase, ohne Anmeldung. Es wird dann nichts mehr abgebucht:',
      input.endLink,
      '',
      `Bis zum ${germanDateTime(input.convertsAt)} können Sie Vita weiter voll nutzen.`,
      '',
      HOW_TO_CANCEL,
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** § 312k Abs. 4 BGB: confirm the cancellation at once, with date and time of receipt and when the contract ends. */
export function cancellationMail(input: {
  to: string;
  name: string;
  planTitle: string;
  receivedAt: Date;
  accessUntil: Date;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Bestätigung Ihrer Kündigung: ${input.planTitle}`,
    text: [
      greeting(input.name),
      '',
      `Ihre Kündigung von ${input.planTitle} ist am ${germanDateTime(input.receivedAt)} bei uns eingegangen.`,
      `Ihr Abonnement endet am ${germanDateTime(input.accessUntil)}. Bis dahin können Sie Vita weiter voll nutzen; danach wird nichts mehr abgebucht.`,
      ...SIGNATURE,
    ].join('\n'),
  };
}

/**
 * The public page's confirmation, also when no running contract belongs to the address. Anyone
 * can send the form with someone else's address: the mail greets with the account's own name
 * (none when there is no account) and repeats nothing the sender typed.
 */
export function publicCancellationMail(input: {
  to: string;
  /** The account's name, never the one typed into the form. */
  accountName: string;
  receivedAt: Date;
  ended: { planTitle: string; accessUntil: Date }[];
  /** The one-click way back, when the cancellation ended a paid period. */
  undoLink: string | null;
}): OutgoingMail {
  const undo = input.undoLink
    ? [
        '',
        'Das war ich nicht – Abo fortsetzen:',
        input.undoLink,
        'Falls nicht Sie gekündigt haben, setzt dieser Link Ihr Abonnement unverändert fort: ohne neue Zahlung, mit demselben Verlängerungsdatum. Er gilt einmal und nur bis zum Ende des bezahlten Zeitraums.',
      ]
    : [];
  const outcome =
    input.ended.length > 0
      ? input.ended.map(
          (e) =>
            `${e.planTitle} ist gekündigt und endet am ${germanDateTime(e.accessUntil)}. Danach wird nichts mehr abgebucht.`,
        )
      : [
          'Unter dieser E-Mail-Adresse haben wir kein laufendes Abonnement gefunden. Falls Sie Vita mit einer anderen E-Mail-Adresse nutzen, kündigen Sie bitte mit dieser Adresse oder antworten Sie auf diese E-Mail.',
        ];
  return {
    to: input.to,
    subject: 'Eingangsbestätigung Ihrer Kündigung',
    text: [
      greeting(input.accountName),
      '',
      `Eine Kündigung für diese E-Mail-Adresse ist über „Verträge hier kündigen“ am ${germanDateTime(input.receivedAt)} bei uns eingegangen.`,
      '',
      ...outcome,
      ...undo,
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The account holder continued the subscriptions a public cancellation had ended. */
export function cancellationUndoneMail(input: {
  to: string;
  name: string;
  receivedAt: Date;
  restored: { plan: PlanRow; nextChargeAt: Date }[];
}): OutgoingMail {
  return {
    to: input.to,
    subject: 'Ihr Abonnement läuft weiter',
    text: [
      greeting(input.name),
      '',
      `die Kündigung vom ${germanDateTime(input.receivedAt)} ist zurückgenommen. Es wurde dafür nichts abgebucht.`,
      ...input.restored.map(
        (r) =>
          `${r.plan.title} läuft weiter; die nächste Abbuchung von ${formatMoney(r.plan.priceCents, r.plan.currency)} erfolgt wie zuvor am ${germanDate(r.nextChargeAt)}.`,
      ),
      '',
      HOW_TO_CANCEL,
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function renewalFailedMail(input: {
  to: string;
  name: string;
  plan: PlanRow;
  attemptedAt: Date;
}): OutgoingMail {
  return {
    to: input.to,
    subject: 'Ihre Zahlung ist fehlgeschlagen',
    text: [
      greeting(input.name),
      '',
      `am ${germanDateTime(input.attemptedAt)} konnten wir ${formatMoney(input.plan.priceCents, input.plan.currency)} für ${input.plan.title} nicht von Ihrer Karte abbuchen.`,
      'Ihr Zugang ist deshalb pausiert. Sie können Ihr Abonnement jederzeit mit einer gültigen Karte neu abschließen; es wird nichts weiter abgebucht.',
      ...SIGNATURE,
    ].join('\n'),
  };
}
