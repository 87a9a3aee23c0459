import type { OutgoingMail } from '../mail/outbox';
import { greeting, SIGNATURE } from './billing-mails';
import { formatMoney, germanDateTime } from './plans';

export type WithdrawnContract = {
  planTitle: string;
  orderNumber: string;
  concludedAt: Date;
  refundCents: number;
  currency: string;
  card: { brand: string; last4: string };
};

export type LapsedContract = { planTitle: string; orderNumber: string; periodEndedAt: Date };

const cardText = (card: WithdrawnContract['card']) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)}, Endziffern ${card.last4}`;

function withdrawnText(contract: WithdrawnContract): string[] {
  const refund =
    contract.refundCents > 0
      ? `Wir erstatten Ihnen alle Zahlungen für diesen Vertrag, ${formatMoney(contract.refundCents, contract.currency)}, auf Ihre Karte (${cardText(contract.card)}). Die Gutschrift kann je nach Bank einige Tage dauern.`
      : 'Für diesen Vertrag wurde nichts abgebucht; es ist nichts zu erstatten.';
  return [
    `„Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über ${contract.planTitle} (Bestellnummer ${contract.orderNumber}, abgeschlossen am ${germanDateTime(contract.concludedAt)}).“`,
    '',
    `${contract.planTitle} ist damit beendet: Ihr Zugang endet sofort, und es wird nichts mehr abgebucht.`,
    refund,
  ];
}

/**
 * The confirmation of receipt on a durable medium (§ 356a Abs. 3 BGB): the declaration's content,
 * date and time. It greets with the account's own name and repeats nothing else a caller typed:
 * anyone can send the form with any address.
 */
export function withdrawalMail(input: {
  to: string;
  accountName: string | null;
  receivedAt: Date;
  withdrawn: WithdrawnContract[];
  lapsed: LapsedContract[];
  cancelUrl: string;
}): OutgoingMail {
  const lapsed = input.lapsed.map(
    (c) =>
      `Die Widerrufsfrist für ${c.planTitle} (Bestellnummer ${c.orderNumber}) ist am ${germanDateTime(c.periodEndedAt)} abgelaufen; diesen Vertrag können Sie nicht mehr widerrufen, er läuft weiter.`,
  );
  const cancelHint =
    input.lapsed.length > 0
      ? [
          '',
          `Kündigen können Sie jederzeit zum Ende des bezahlten Zeitraums, in Ihrem Konto oder ohne Anmeldung: ${input.cancelUrl}`,
        ]
      : [];
  const none =
    input.withdrawn.length === 0 && input.lapsed.length === 0
      ? [
          'Unter dieser E-Mail-Adresse haben wir keinen Vertrag gefunden, der sich widerrufen lässt. Falls Sie Vita mit einer anderen E-Mail-Adresse nutzen, widerrufen Sie bitte mit dieser Adresse oder antworten Sie auf diese E-Mail.',
        ]
      : [];
  return {
    to: input.to,
    subject: 'Eingangsbestätigung Ihres Widerrufs',
    text: [
      greeting(input.accountName ?? ''),
      '',
      `über die Widerrufsfunktion „Vertrag widerrufen“ ist am ${germanDateTime(input.receivedAt)} ein Widerruf für diese E-Mail-Adresse bei uns eingegangen.`,
      ...input.withdrawn.flatMap((c) => ['', ...withdrawnText(c)]),
      ...(lapsed.length > 0 ? ['', ...lapsed] : []),
      ...(none.length > 0 ? ['', ...none] : []),
      ...cancelHint,
      ...SIGNATURE,
    ].join('\n'),
  };
}
