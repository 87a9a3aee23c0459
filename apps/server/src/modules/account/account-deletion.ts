import { eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, rateLimits, resumes, users } from '../../db/schema';
import { AccountError } from '../auth/auth-errors';
import { verifyPassword } from '../auth/password';
import { childKeysPattern } from '../auth/rate-limit';
import { detachBillingRecords } from '../billing/account-deletion-hook';
import type { UserRow } from './account.service';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs inside the deletion's transaction before the account row goes. */
export type BeforeAccountDeletion = (tx: Transaction, userId: number) => Promise<void>;

/**
 * Records that outlive the account. Billing adds its hook here: invoices must be kept for the
 * statutory period (§ 147 AO, § 257 HGB: 10 years), so it detaches them from the account
 * (user_id set to null, the invoice keeps its own copy of name and address) instead of letting
 * the cascade delete them. Subscriptions are cancelled at the provider before that.
 */
const beforeDeletion: readonly BeforeAccountDeletion[] = [detachBillingRecords];

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
      throw new AccountError(
        403,
        'Das Passwort ist falsch.',
        { code: 'wrong_password' },
        {},
        {
          password: 'Das Passwort ist falsch.',
        },
      );
    }
  } else if (input.confirm !== true) {
    throw new AccountError(400, 'Bitte bestätigen Sie, dass Sie Ihr Konto löschen möchten.', {
      code: 'confirmation_required',
    });
  }
  await db.transaction(async (tx) => {
    for (const hook of beforeDeletion) await hook(tx, user.id);
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
