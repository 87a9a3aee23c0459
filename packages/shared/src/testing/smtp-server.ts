// smtp-server is not a dependency of this package: the server tests and the e2e suite, the only
// users of this file, each declare it, and npm hoists it to the root.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { from: string; to: string[]; raw: string; subject: string; body: string };

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) as plain text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(raw: string): { subject: string; body: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  const encoding = /^content-transfer-encoding: (.*)$/im.exec(unfolded)?.[1]?.trim().toLowerCase();
  const body = rest.join('\n\n');
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject: decodeHeader(subject), body: decoded };
}

/** A real SMTP server on a free port that keeps every message; it can refuse the next ones. */
export async function startSmtpServer() {
  const received: CapturedMail[] = [];
  const state = { refuseNext: 0 };
  const unknownMailboxes = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (unknownMailboxes.has(address.address.toLowerCase()))
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseNext > 0) {
          state.refuseNext--;
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, ...parse(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count: number) {
      state.refuseNext = count;
    },
    /** Answers 550 for this recipient, as a server does for a mailbox that does not exist. */
    refuseRecipient(address: string) {
      unknownMailboxes.add(address.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** The 6-digit code in a reset mail's text (decoded, or raw with its soft line breaks removed). */
export const codeIn = (text: string) => /^\s*(\d{6})\s*$/m.exec(text)?.[1];

export type MailFile = { fileName: string; contentType: string; bytes: Buffer };

/** The attached files of a captured mail (base64 parts with a file name), in their order. */
export function attachmentsIn(raw: string): MailFile[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1] ?? '');
  const files: MailFile[] = [];
  for (const boundary of boundaries)
    for (const part of raw.split(`--${boundary}`)) {
      const [head = '', ...body] = part.split(/\r?\n\r?\n/);
      const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
      // The content type's name parameter (an encoded word when not ASCII) names the file.
      const name = /\bname="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
      if (!name || !/content-transfer-encoding:\s*base64/i.test(unfolded)) continue;
      const fileName = decodeHeader(name);
      const contentType = /content-type:\s*([^;\s]+)/i.exec(unfolded)?.[1] ?? '';
      files.push({ fileName, contentType, bytes: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64') });
    }
  return files;
}

/** A header of a captured mail (unfolded, encoded words decoded), or '' when absent. */
export function headerOf(raw: string, name: string): string {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match ? decodeHeader(match[1] ?? '').trim() : '';
}
