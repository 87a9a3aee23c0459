import type { OutgoingMail } from './outbox';

export const PASSWORD_RESET_SUBJECT = 'Ihr Code zum Zurücksetzen des Passworts';

/** The German mail with the 6-digit code (DESIGN.md deviation 4). */
export function passwordResetMail(input: {
  to: string;
  firstName: string;
  code: string;
  validMinutes: number;
  expiresAt: Date;
}): OutgoingMail {
  const greeting = input.firstName ? `Hallo ${input.firstName},` : 'Hallo,';
  const text = [
    greeting,
    '',
    'Sie haben angefordert, das Passwort Ihres Vita-Kontos zurückzusetzen. Ihr Code lautet:',
    '',
    `    ${input.code}`,
    '',
    `Der Code ist ${input.validMinutes} Minuten gültig. Geben Sie ihn zusammen mit Ihrem neuen Passwort im Fenster „Passwort zurücksetzen“ ein.`,
    '',
    'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
    '',
    'Ihr Vita-Team',
  ].join('\n');
  return {
    to: input.to,
    subject: PASSWORD_RESET_SUBJECT,
    text,
    purpose: 'password-reset',
    discardAfter: input.expiresAt,
  };
}
