import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { hasActiveSubscription } from '../billing/subscription.service';
import type { Caller, ResumeRow } from '../resume/resume-access';

/** Throws when the caller may not download the resume they can read. */
export type DownloadPolicy = (caller: Caller, resume: ResumeRow) => Promise<void>;

export const DOWNLOAD_NEEDS_LOGIN = 'Bitte melden Sie sich an, um Ihren Lebenslauf herunterzuladen.';
export const DOWNLOAD_NEEDS_PLAN =
  'Zum Herunterladen brauchen Sie ein aktives Abonnement. Sie können es jetzt abschließen; Ihr ' +
  'Lebenslauf bleibt gespeichert.';

/**
 * Spec 02 §6: a visitor must log in (or register) to download; a customer needs an active plan
 * (trial or paid period, also cancelled until its end). The web app gates the dialog the same way;
 * this keeps the paid download from being one API call away. `requiresPlan: false` only for test
 * set-ups that exercise rendering, never in production.
 */
export function createDownloadPolicy(options: {
  db: Db;
  now: () => Date;
  requiresPlan: boolean;
}): DownloadPolicy {
  return async (caller) => {
    if (!options.requiresPlan) return;
    if (caller.userId === null) throw new HttpError(401, DOWNLOAD_NEEDS_LOGIN);
    if (!(await hasActiveSubscription(options.db, caller.userId, options.now()))) {
      throw new HttpError(402, DOWNLOAD_NEEDS_PLAN);
    }
  };
}
