import {
  type ApplicationPart,
  buildResumeDocument,
  letterFieldsSchema,
  SEND_MAX_BYTES,
  SENDS_PER_DAY,
  type SendDraft,
  type sendApplicationRequestSchema,
} from '@vita/shared';
import { and, count, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { applicationSends, letters, type MailAttachment, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { type ApplicationDeps, exportApplication } from '../application/application.service';
import { mappeFileName } from '../application/mappe-name';
import type { Mailer, SendResult } from '../mail/mailer';
import { enqueue } from '../mail/outbox';
import { resumeForRead } from '../resume/resume-access';
import { loadStoredParts } from '../resume/resume-parts';
import { keepAsSent, linkedResumeToken } from './freeze.service';
import { getTrackedApplication, ownApplication, type TrackerDeps } from './tracker.service';

export const SEND_PURPOSE = 'application-send';
export const SENDS_EXHAUSTED = `Heute wurden schon ${SENDS_PER_DAY} Bewerbungen aus Vita versendet. Das ist die Grenze für 24 Stunden; bitte versenden Sie die nächste morgen.`;
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace('.', ',');
export const tooLarge = (bytes: number) =>
  `Die Bewerbung ist auch mit verkleinerten Scans ${megabytes(bytes)} MB groß; viele Postfächer und Portale nehmen höchstens ${megabytes(SEND_MAX_BYTES)} MB. Nichts wurde versendet. Bitte wählen Sie weniger Anlagen oder laden Sie kleinere PDFs hoch.`;

type SendRequest = z.output<typeof sendApplicationRequestSchema>;
export type SendDeps = TrackerDeps & { mappe: ApplicationDeps; mailer: Mailer };

const DAY_MS = 24 * 60 * 60 * 1000;

async function sentInLastDay(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applicationSends)
    .where(
      and(
        eq(applicationSends.userId, userId),
        gt(applicationSends.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return row?.n ?? 0;
}

async function accountEmail(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error('the signed-in account has no row');
  return row.email;
}

/**
 * The short German e-mail that carries the Mappe: the letter's salutation (or the neutral one),
 * one sentence on what is attached, the closing and the applicant's name and phone from the CV.
 */
export async function sendDraft(deps: TrackerDeps, userId: number, id: number): Promise<SendDraft> {
  const application = await ownApplication(deps.db, userId, id);
  const token = await linkedResumeToken(deps.db, application);
  const resume = await resumeForRead(deps.db, token, { userId });
  const personal = buildResumeDocument(await loadStoredParts(deps.db, resume), { locale: 'de' }).personal;
  const [letter] =
    application.letterId === null
      ? []
      : await deps.db
          .select({ content: letters.content })
          .from(letters)
          .where(eq(letters.id, application.letterId));
  const fields = letter ? letterFieldsSchema.safeParse(letter.content) : null;
  const salutation = (fields?.success && fields.data.salutation.trim()) || 'Sehr geehrte Damen und Herren,';
  const closing = (fields?.success && fields.data.closing.trim()) || 'Mit freundlichen Grüßen';
  const name = [personal.firstName, personal.lastName].filter(Boolean).join(' ');
  const message = [
    salutation.endsWith(',') ? salutation : `${salutation},`,
    '',
    `anbei erhalten Sie meine Bewerbungsunterlagen als PDF für die Position „${application.position}“.`,
    'Über die Einladung zu einem persönlichen Gespräch freue ich mich.',
    '',
    closing,
    ...(name ? [name] : []),
    ...(personal.phone ? [personal.phone] : []),
  ].join('\n');
  return {
    to: application.contactEmail,
    subject: [`Bewerbung als ${application.position}`, name].filter(Boolean).join(' – '),
    message,
    reply_to: await accountEmail(deps.db, userId),
    sent_today: await sentInLastDay(deps.db, userId, deps.now()),
    sends_per_day: SENDS_PER_DAY,
  };
}

type File = { fileName: string; pdf: Buffer };

/** The files of the mail: the bound Mappe, or each part as its own PDF (for portals that want them). */
async function filesToSend(
  deps: SendDeps,
  userId: number,
  input: Parameters<typeof exportApplication>[1],
  format: SendRequest['format'],
) {
  const mappe = await exportApplication(deps.mappe, input, { userId });
  const name = (parts: readonly ApplicationPart[]) => mappeFileName(parts, mappe.personal, '');
  if (format === 'mappe') return { mappe, files: [{ fileName: name(mappe.parts), pdf: mappe.pdf }] };
  const files: File[] = [];
  for (const part of mappe.parts) {
    const alone = await exportApplication(deps.mappe, { ...input, parts: [part] }, { userId });
    files.push({ fileName: name([part]), pdf: alone.pdf });
  }
  return { mappe, files };
}

const total = (files: File[]) => files.reduce((sum, file) => sum + file.pdf.length, 0);

/**
 * POST /applications/{id}/send: binds the Mappe as its download does, checks it fits an inbox
 * (compressing the scans once when it does not), and in one transaction writes the e-mail to the
 * outbox, keeps the Mappe as sent and records the sending; delivery follows the commit. The answer
 * says whether the employer's server took it, will get it on a retry, or refused the address.
 */
export async function sendApplication(deps: SendDeps, userId: number, id: number, request: SendRequest) {
  const now = deps.now();
  if ((await sentInLastDay(deps.db, userId, now)) >= SENDS_PER_DAY) throw new HttpError(429, SENDS_EXHAUSTED);
  const current = await ownApplication(deps.db, userId, id);
  const token = await linkedResumeToken(deps.db, current);
  const draft = await sendDraft(deps, userId, id);
  const { to, subject, message, format, ...mappeOptions } = request;
  const input = { ...mappeOptions, resume_token: token, letter_id: current.letterId ?? undefined };
  let built = await filesToSend(deps, userId, input, format);
  let compressed = false;
  if (total(built.files) > SEND_MAX_BYTES) {
    built = await filesToSend(deps, userId, { ...input, compressScans: true }, format);
    compressed = true;
    if (total(built.files) > SEND_MAX_BYTES) throw new HttpError(413, tooLarge(total(built.files)));
  }
  const attachments: MailAttachment[] = built.files.map((file) => ({
    filename: file.fileName,
    contentType: 'application/pdf',
    contentBase64: file.pdf.toString('base64'),
  }));
  const row = await deps.db.transaction(async (tx) => {
    const mail = await enqueue(
      tx,
      {
        to,
        subject: subject || draft.subject,
        text: message.trim() || draft.message,
        purpose: SEND_PURPOSE,
        attachments,
        replyTo: draft.reply_to,
        bcc: draft.reply_to,
      },
      null,
    );
    await tx.insert(applicationSends).values({
      applicationId: current.id,
      userId,
      to,
      format,
      bytes: total(built.files),
      compressed,
      outboxId: mail.id,
      createdAt: now,
    });
    await keepAsSent(tx, current, built.mappe, now, { sentAt: now, sentTo: to });
    return mail;
  });
  const result = await deps.mailer.sendQueued(row);
  const application = await getTrackedApplication(deps, userId, id);
  return { application, message: sentMessage(application.last_send, result, compressed, draft.reply_to) };
}

function sentMessage(
  send: { to: string; delivery: string; error: string | null } | null,
  result: SendResult,
  compressed: boolean,
  copyTo: string,
): string {
  const smaller = compressed
    ? ' Die Scans wurden dafür verkleinert, damit die E-Mail unter 5 MB bleibt.'
    : '';
  if (send?.delivery === 'refused')
    return `Der Mailserver hat die Adresse ${send.to} abgelehnt (${send.error ?? 'ohne Begründung'}). Bitte prüfen Sie die Adresse und senden Sie erneut.`;
  if (result.delivered)
    return `Bewerbung an ${send?.to ?? ''} gesendet; eine Kopie ging an ${copyTo}.${smaller}`;
  return `Die Bewerbung an ${send?.to ?? ''} ist festgehalten und wird gesendet, sobald der Mailserver sie annimmt.${smaller}`;
}
