import { BILLING_STATUS, type CancelContractRequest } from '@vita/shared';
import { and, asc, eq, exists, inArray, or } from 'drizzle-orm';
import { contractCancellations, subscriptionPlans, subscriptions } from '../../db/schema';
import { publicCancellationMail } from './billing-mails';
import { newUndoToken } from './cancellation-undo.service';
import { germanDateTime } from './plans';
import { cancelRow } from './subscription.service';
import { accountByEmail, type BillingDeps } from './subscription-store';

const RUNNING = [BILLING_STATUS.active, BILLING_STATUS.incomplete, BILLING_STATUS.pastDue];

/** The titles the public form offers: plans on sale, and plans someone still has running. */
export async function contractTitles(deps: BillingDeps): Promise<string[]> {
  const { db } = deps;
  const running = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.planId, subscriptionPlans.id), inArray(subscriptions.status, RUNNING)));
  const rows = await db
    .select({ title: subscriptionPlans.title })
    .from(subscriptionPlans)
    .where(or(eq(subscriptionPlans.purchasable, true), exists(running)))
    .orderBy(asc(subscriptionPlans.id));
  return [...new Set(rows.map((row) => row.title))];
}

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
  const { user, running } = await accountByEmail(db, input.email);

  const ended: { planTitle: string; accessUntil: Date }[] = [];
  // Only a subscription that keeps a paid period can be continued; one left waiting for its
  // first payment or past due ends at once and is not offered back.
  const keptPeriod: number[] = [];
  for (const subscription of running) {
    const { row, newlyCancelled } = await cancelRow(deps, subscription, 'public');
    if (!newlyCancelled || row.status !== BILLING_STATUS.active) continue;
    const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, row.planId));
    ended.push({ planTitle: plan?.title ?? 'Ihr Abonnement', accessUntil: row.currentPeriodEnd });
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
      accountName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
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
