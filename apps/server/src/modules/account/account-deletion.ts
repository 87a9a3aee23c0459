import { eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { outbox, rateLimits, resumes, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { verifyPassword } from '../auth/password';
import { childKeysPattern } from '../auth/rate-limit';
import { detachBillingRecords } from '../billing/account-deletion-hook';

/**
 * POST /account/delete: the account, its resumes with every part (meta, sections, photo; by the
 * foreign keys' cascade), preferences, social logins, reset codes and the mails sent to it.
 */
export async function deleteAccount(
  db: Db,
  user: UserRow,
  input: { password?: string | undefined; confirm?: boolean | undefined },
): Promise<void> {
  if (user.passwordHash) {
    if (!input.password || !(await verifyPassword(user.passwordHash, input.password))) {
      throw new HttpError(
        403,
        'Das Passwort ist falsch.',
        {
          password: 'Das Passwort ist falsch.',
        },
        { code: 'wrong_password' },
      );
    }
  } else if (input.confirm !== true) {
    throw new HttpError(400, 'Bitte bestätigen Sie, dass Sie Ihr Konto löschen möchten.', undefined, {
      code: 'confirmation_required',
    });
  }
  await db.transaction(async (tx) => {
    // Records that outlive the account: invoices must be kept for the statutory period (§ 147 AO,
    // § 257 HGB: 10 years), so billing detaches them instead of letting the cascade delete them.
    await detachBillingRecords(tx, user.id);
    await tx.delete(resumes).where(eq(resumes.ownerId, user.id));
    await tx.delete(outbox).where(eq(outbox.to, user.email));
    await tx.delete(rateLimits).where(
      or(
        inArray(
          rateLimits.key,
          ['login-failed', 'register', 'forgot-password', 'reset-password'].map((k) => `${k}:${user.email}`),
        ),
        // The failed logins per address (login-failed:<email>:<ip>) name the account too.
        like(rateLimits.key, childKeysPattern(`login-failed:${user.email}`)),
      ),
    );
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
