import { BILLING_STATUS, type CancelContractRequest } from '@vita/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { contractCancellations, subscriptionPlans, subscriptions, users } from '../../db/schema';
import { publicCancellationMail } from './billing-mails';
import { newUndoToken } from './cancellation-undo.service';
import { germanDateTime } from './plans';
import { cancelRow } from './subscription.service';
import type { BillingDeps } from './subscription-store';

/**
 * POST /cancel-contract (§ 312k BGB, DESIGN.md deviation 5): cancels every running subscription
 * of the account with this e-mail and confirms the receipt by mail. The answer is the same
 * whether or not the e-mail has a contract; only the mail, which goes to that address, says so.
 * Anyone can send the form with someone else's address, so when it ended a paid period the mail
 * (to the account's own address) carries a one-click way back: `undoUrl` + a single-use token.
 */
export async function cancelContract(
  deps: BillingDeps,
  input: CancelContractRequest,
  undoUrl: string,
): Promise<{ receivedAt: Date; message: string }> {
  const { db } = deps;
  const receivedAt = deps.now();
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, input.email));
  const running = user
    ? await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, user.id),
            inArray(subscriptions.status, [
              BILLING_STATUS.active,
              BILLING_STATUS.incomplete,
              BILLING_STATUS.pastDue,
            ]),
          ),
        )
    : [];

  const ended: { planTitle: string; accessUntil: Date }[] = [];
  // Only a subscription that keeps a paid period can be continued; one left waiting for its
  // first payment or past due ends at once and is not offered back.
  const keptPeriod: number[] = [];
  for (const subscription of running) {
    const { row, newlyCancelled } = await cancelRow(deps, subscription, 'public');
    if (!newlyCancelled || row.status !== BILLING_STATUS.active) continue;
    const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, row.planId));
    ended.push({ planTitle: plan?.title ?? input.contract, accessUntil: row.currentPeriodEnd });
    keptPeriod.push(row.id);
  }
  const undo = keptPeriod.length > 0 ? newUndoToken() : null;

  await db.insert(contractCancellations).values({
    name: input.name,
    email: input.email,
    contract: input.contract,
    reason: input.reason ?? null,
    receivedAt,
    userId: user?.id ?? null,
    cancelledCount: ended.length,
    subscriptionIds: keptPeriod,
    undoTokenHash: undo?.hash ?? null,
  });
  await deps.mailer.send(
    publicCancellationMail({
      to: user?.email ?? input.email,
      name: input.name,
      contract: input.contract,
      receivedAt,
      ended,
      undoLink: undo ? `${undoUrl}?token=${undo.token}` : null,
    }),
  );
  return {
    receivedAt,
    message: `Ihre Kündigung ist am ${germanDateTime(receivedAt)} bei uns eingegangen. Sie erhalten eine Bestätigung per E-Mail.`,
  };
}
