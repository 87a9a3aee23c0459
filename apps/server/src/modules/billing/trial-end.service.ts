import type { TrialEndData } from '@vita/shared';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { billingError } from './billing-errors';
import { cancellationMail } from './billing-mails';
import { cancelRow } from './subscription.service';
import { type BillingDeps, customerOf, planById } from './subscription-store';
import { verifyTrialEndToken } from './trial-end-link';

const invalidLink = () =>
  billingError(
    404,
    'trial_end_invalid',
    'Dieser Link ist ungültig. Bitte öffnen Sie den Link aus der Erinnerungs-E-Mail vollständig – oder kündigen Sie über „Verträge hier kündigen“.',
  );

/**
 * The reminder's one-click end, without login: the signed token names the subscription. It is
 * cancelled as from the account page — no further charge, usable to the end of the trial (or of
 * the paid period it has reached) — and the cancellation is confirmed by mail. Repeating it
 * changes nothing.
 */
export async function endByLink(deps: BillingDeps, token: string): Promise<TrialEndData> {
  const publicId = verifyTrialEndToken(deps.links.secret, token);
  if (!publicId) throw invalidLink();
  const [subscription] = await deps.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.publicId, publicId));
  if (!subscription) throw invalidLink();
  const { row, newlyCancelled } = await cancelRow(deps, subscription, 'mail-link');
  const plan = await planById(deps.db, row.planId);
  const planTitle = plan?.title ?? 'Ihr Abonnement';
  const customer = await customerOf(deps.db, row.userId);
  if (newlyCancelled && customer) {
    await deps.mailer.send(
      cancellationMail({
        to: customer.email,
        name: customer.name,
        planTitle,
        receivedAt: row.cancelledAt ?? deps.now(),
        accessUntil: row.currentPeriodEnd,
      }),
    );
  }
  return {
    plan_title: planTitle,
    access_until: row.currentPeriodEnd.toISOString(),
    newly_cancelled: newlyCancelled,
  };
}
