import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import {
  claimAttempt,
  dueForRetry,
  enqueue,
  mailOfRow,
  markFailed,
  markSent,
  type OutboxRow,
  type OutgoingMail,
  supersedeUnsent,
} from './outbox';

export type { OutgoingMail } from './outbox';

/** `last_error` of a mail the SMTP server refused for good: it is not tried again. */
export const REFUSED_PREFIX = 'refused: ';

type SentInfo = { rejected?: unknown[]; rejectedErrors?: { response?: string; message?: string }[] };

/** The server's answer when it refused the main recipient while accepting others, else null. */
function refusalOf(info: SentInfo, to: string): string | null {
  const rejected = (info.rejected ?? []).map((address) => String(address).toLowerCase());
  if (!rejected.includes(to.toLowerCase())) return null;
  const error = info.rejectedErrors?.[0];
  return error?.response ?? error?.message ?? 'recipient refused';
}

/** SMTP 5xx (550 no such mailbox, 553 bad address …): sending it again gives the same answer. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export type SendResult = {
  outboxId: number;
  /** true once the SMTP server accepted the mail; false when it waits in the outbox. */
  delivered: boolean;
};

export type Mailer = {
  readonly usesSmtp: boolean;
  /** Writes to the outbox, then sends over SMTP when configured. Throws only when the database fails. */
  send(mail: OutgoingMail): Promise<SendResult>;
  /** Sends a mail already written to the outbox (in the caller's transaction), once it is committed. */
  sendQueued(row: OutboxRow): Promise<SendResult>;
  /** Sends what failed before; run by the retry job. */
  retryPending(): Promise<{ sent: number; failed: number }>;
  close(): void;
};

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
};

export type MailerOptions = {
  db: Db;
  smtpUrl: string | null;
  from: string;
  now: () => Date;
  log: Log;
  /** A mail is attempted again at the earliest this long after its last attempt. */
  retryDelayMs?: number;
  maxAttempts?: number;
};

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailer(options: MailerOptions): Mailer {
  const { db, log, now } = options;
  const retryDelayMs = options.retryDelayMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...TIMEOUTS }, { from: options.from })
    : null;

  /** One SMTP attempt; the outcome is written to the outbox row. */
  async function deliver(id: number, mail: OutgoingMail): Promise<boolean> {
    if (!transport) return false;
    try {
      const info = await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.bcc ? { bcc: mail.bcc } : {}),
        attachments: mail.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.contentBase64, 'base64'),
        })),
      });
      // With a blind copy the server may take one recipient and refuse the other: the mail is for `to`.
      const refusal = refusalOf(info, mail.to);
      if (refusal) {
        await markFailed(db, id, `${REFUSED_PREFIX}${refusal}`, now());
        log.warn({ outboxId: id, reason: refusal }, 'recipient refused by the SMTP server: not retried');
        return false;
      }
      await markSent(db, id, now());
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isPermanentRefusal(error)) {
        await markFailed(db, id, `${REFUSED_PREFIX}${reason}`, now());
        log.warn({ outboxId: id, reason }, 'mail refused by the SMTP server: not retried');
      } else {
        await markFailed(db, id, reason);
        log.warn({ outboxId: id, reason }, 'mail not sent: kept in the outbox for a retry');
      }
      return false;
    }
  }

  return {
    usesSmtp: transport !== null,
    async send(mail) {
      const at = now();
      if (mail.purpose) await supersedeUnsent(db, mail.to, mail.purpose, at);
      return sendRow(await enqueue(db, mail, transport ? at : null), mail);
    },
    async sendQueued(row) {
      if (transport && !(await claimAttempt(db, row, now()))) return { outboxId: row.id, delivered: false };
      return sendRow(row, mailOfRow(row));
    },
    async retryPending() {
      const result = { sent: 0, failed: 0 };
      if (!transport) return result;
      const due = await dueForRetry(db, now(), { retryDelayMs, maxAttempts, limit: 20 });
      for (const row of due) {
        if (!(await claimAttempt(db, row, now()))) continue;
        if (await deliver(row.id, mailOfRow(row))) result.sent++;
        else result.failed++;
      }
      return result;
    },
    close() {
      transport?.close();
    },
  };

  async function sendRow(row: OutboxRow, mail: OutgoingMail): Promise<SendResult> {
    if (!transport) {
      log.info({ outboxId: row.id, to: mail.to, subject: mail.subject }, 'no SMTP_URL: mail kept in outbox');
      log.debug({ outboxId: row.id, text: mail.text }, 'outbox mail text');
      return { outboxId: row.id, delivered: false };
    }
    return { outboxId: row.id, delivered: await deliver(row.id, mail) };
  }
}
