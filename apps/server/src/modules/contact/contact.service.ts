import type { ContactTopic } from '@vita/shared';
import type { Mailer } from '../mail/mailer';

export type ContactMessage = { topic: ContactTopic; name: string; email: string; message: string };

const SUBJECTS: Record<ContactTopic, string> = {
  accessibility: 'Barrierefreiheit: Nachricht über das Kontaktformular',
  general: 'Kontaktformular: neue Nachricht',
};

const berlinTime = (date: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(date);

/** The bare address of "Vita <kontakt@example.de>": where the operator reads the messages. */
export function mailboxOf(from: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>/.exec(from);
  return (match?.[1] ?? from).trim();
}

/**
 * Sends a visitor's message to the operator's mailbox (the address of MAIL_FROM), through the
 * outbox: without SMTP it waits there, with SMTP it is delivered and retried on failure. The
 * visitor gets no copy: the form would otherwise send mail to any address typed into it.
 */
export async function sendContactMessage(
  deps: { mailer: Mailer; mailFrom: string; now: () => Date },
  input: ContactMessage,
): Promise<{ receivedAt: Date }> {
  const receivedAt = deps.now();
  await deps.mailer.send({
    to: mailboxOf(deps.mailFrom),
    subject: `${SUBJECTS[input.topic]} (${input.name})`,
    text: [
      `Eingegangen am ${berlinTime(receivedAt)} Uhr über ${input.topic === 'accessibility' ? '/accessibility' : '/kontakt'}.`,
      '',
      `Name: ${input.name}`,
      `E-Mail: ${input.email}`,
      '',
      input.message,
      '',
      '—',
      'Antworten Sie bitte direkt an die oben genannte E-Mail-Adresse.',
    ].join('\n'),
  });
  return { receivedAt };
}
