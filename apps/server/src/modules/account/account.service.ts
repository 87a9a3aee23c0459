import type {
  CommunicationPreferences,
  Profile,
  ResumeListItem,
  UpdateProfileRequest,
  UserInfo,
} from '@vita/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communicationPreferences, resumes, users } from '../../db/schema';
import { AccountError, unauthorized } from '../auth/auth-errors';
import type { TokenSubject } from '../auth/login-token';
import { hashPassword, verifyPassword } from '../auth/password';
import { hasActiveSubscription } from '../billing/subscription.service';

export type UserRow = typeof users.$inferSelect;

export const toUserInfo = (user: UserRow): UserInfo => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  has_password: user.passwordHash !== null,
});

/**
 * The login answer's `subscription_status` (1 = subscribed, spec 02 §4): a subscription in its
 * trial or a paid period, also when cancelled and not yet at its end. Billing decides.
 */
export async function subscriptionStatusOf(db: Db, userId: number, now: Date = new Date()): Promise<number> {
  return (await hasActiveSubscription(db, userId, now)) ? 1 : 0;
}

/** The caller's account; 401 without a valid login token or when the account no longer exists. */
export async function requireUser(db: Db, userId: number | null): Promise<UserRow> {
  if (userId === null) throw unauthorized();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  return user;
}

export const toProfile = (user: UserRow): Profile => ({
  firstname: user.firstName,
  lastname: user.lastName,
  city: user.city,
  country: user.country,
  zip_code: user.zipCode,
  phone: user.phone,
  email: user.email,
});

export async function updateProfile(db: Db, user: UserRow, input: UpdateProfileRequest): Promise<Profile> {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      city: input.city,
      country: input.country,
      zipCode: input.zip_code,
      phone: input.phone,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw unauthorized();
  return toProfile(row);
}

/**
 * POST /update-password; a wrong current password answers 404 with a message (spec 02 §8).
 * Returns the account's new token version, for the fresh token of the device that changed it.
 */
export async function updatePassword(
  db: Db,
  user: UserRow,
  input: { current_password: string; new_password: string },
): Promise<TokenSubject> {
  if (!user.passwordHash) {
    throw new AccountError(
      404,
      'Für dieses Konto ist noch kein Passwort gesetzt. Bitte nutzen Sie „Passwort vergessen“.',
      { code: 'no_password' },
    );
  }
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new AccountError(
      404,
      'Das alte Passwort ist falsch.',
      { code: 'wrong_password' },
      {},
      {
        current_password: 'Das alte Passwort ist falsch.',
      },
    );
  }
  const passwordHash = await hashPassword(input.new_password);
  // The same statement revokes every login token: whoever knew the old password is signed out.
  const [changed] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  if (!changed) throw unauthorized();
  return changed;
}

export async function preferencesOf(db: Db, userId: number): Promise<CommunicationPreferences> {
  const [row] = await db
    .select()
    .from(communicationPreferences)
    .where(eq(communicationPreferences.userId, userId));
  const chosen = {
    insider_tips: row?.insiderTips ?? false,
    job_alerts: row?.jobAlerts ?? false,
    new_features: row?.newFeatures ?? false,
    market_research: row?.marketResearch ?? false,
  };
  return { ...chosen, unsubscribe_all: !Object.values(chosen).some(Boolean) };
}

/** "Unsubscribe from all" wins over the four boxes. */
export async function savePreferences(
  db: Db,
  userId: number,
  input: CommunicationPreferences,
): Promise<CommunicationPreferences> {
  const off = input.unsubscribe_all;
  const values = {
    insiderTips: !off && input.insider_tips,
    jobAlerts: !off && input.job_alerts,
    newFeatures: !off && input.new_features,
    marketResearch: !off && input.market_research,
    updatedAt: new Date(),
  };
  await db
    .insert(communicationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: communicationPreferences.userId, set: values });
  return preferencesOf(db, userId);
}

/** GET /resume-listing: the account's resumes, last edited first. */
export async function listResumes(db: Db, userId: number): Promise<ResumeListItem[]> {
  const rows = await db
    .select()
    .from(resumes)
    .where(eq(resumes.ownerId, userId))
    .orderBy(desc(resumes.updatedAt), desc(resumes.id));
  return rows.map((row) => ({
    resume_name: row.name,
    resume_token: row.token,
    resume_strength: row.strength,
    resume_details: [{ created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() }],
  }));
}
