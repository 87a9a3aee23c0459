import { and, eq, lt, sql } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { passwordResetMail } from '../mail/password-reset-mail';
import { failedLoginKey } from './auth.service';
import type { AuthDeps } from './auth-deps';
import { hashPassword } from './password';
import { CODE_VALID_MINUTES, hashResetCode, MAX_CODE_ATTEMPTS, newResetCode, sameHash } from './reset-code';

const NO_ACCOUNT = 'Zu dieser E-Mail-Adresse gibt es kein Konto.';

const codeError = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(400, message, { code: message }, { code, ...extra });

/** POST /forgot-password: a new 6-digit code replaces any earlier one and is mailed. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const { db, limiter, mailer } = deps;
  await limiter.hit(`forgot-password:${email}`);
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new HttpError(404, NO_ACCOUNT, undefined, { code: 'email_not_found' });

  const code = newResetCode();
  const at = deps.now();
  const expiresAt = new Date(at.getTime() + CODE_VALID_MINUTES * 60_000);
  const values = {
    codeHash: hashResetCode(deps.codePepper, user.id, code),
    expiresAt,
    attempts: 0,
    createdAt: at,
  };
  await db
    .insert(passwordResets)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: passwordResets.userId, set: values });

  const mail = passwordResetMail({
    to: user.email,
    firstName: user.firstName,
    code,
    validMinutes: CODE_VALID_MINUTES,
    expiresAt,
  });
  const { delivered } = await mailer.send(mail);
  // DESIGN.md §5: the mail stays in the outbox and is retried, but the user is told to try again.
  if (mailer.usesSmtp && !delivered) {
    throw new HttpError(
      503,
      'Die E-Mail mit dem Code konnte gerade nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten erneut.',
      undefined,
      { code: 'mail_not_sent' },
    );
  }
}

/**
 * POST /reset-password. Every check takes one attempt first (atomically, so parallel guesses
 * cannot exceed five); the right code is deleted in the same transaction that sets the password.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { email: string; code: string; password: string },
): Promise<void> {
  const { db, limiter } = deps;
  await limiter.hit(`reset-password:${input.email}`, deps.codeChecksPerAccount);
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const invalid = () =>
    codeError('invalid_code', 'Dieser Code ist ungültig. Bitte fordern Sie einen neuen Code an.');
  if (!user) throw invalid();

  const [attempt] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.userId, user.id), lt(passwordResets.attempts, MAX_CODE_ATTEMPTS)))
    .returning();
  if (!attempt) {
    const [locked] = await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    if (locked) {
      throw codeError(
        'code_locked',
        'Der Code wurde zu oft falsch eingegeben und ist nicht mehr gültig. Bitte fordern Sie einen neuen Code an.',
      );
    }
    throw invalid();
  }
  if (attempt.expiresAt.getTime() <= deps.now().getTime()) {
    throw codeError('code_expired', 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen Code an.');
  }
  const hash = hashResetCode(deps.codePepper, user.id, input.code);
  if (!sameHash(hash, attempt.codeHash)) {
    const attemptsLeft = MAX_CODE_ATTEMPTS - attempt.attempts;
    const message =
      attemptsLeft > 0
        ? `Der Code ist falsch. Noch ${attemptsLeft} ${attemptsLeft === 1 ? 'Versuch' : 'Versuche'}.`
        : 'Der Code ist falsch und nun nicht mehr gültig. Bitte fordern Sie einen neuen Code an.';
    throw codeError('invalid_code', message, { attempts_left: attemptsLeft });
  }

  const passwordHash = await hashPassword(input.password);
  const used = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), eq(passwordResets.codeHash, hash)))
      .returning({ userId: passwordResets.userId });
    if (deleted.length !== 1) return false;
    // A new password signs out every device: whoever knew the old one loses their session too.
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return true;
  });
  if (!used) throw invalid();
  // Whoever reads the account's mail may log in again at once, from any address.
  await limiter.clearWithChildren(failedLoginKey(input.email));
}
