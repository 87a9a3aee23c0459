import type { CommunicationPreferences, Profile, ResumeListItem, UpdateProfileRequest } from '@vita/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { communicationPreferences, resumes, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { unauthorized } from '../auth/auth-errors';
import type { TokenSubject } from '../auth/login-token';
import { hashPassword, verifyPassword } from '../auth/password';
import { toResumeListItem } from './my-resume.service';

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
    throw new HttpError(
      404,
      'Für dieses Konto ist noch kein Passwort gesetzt. Bitte nutzen Sie „Passwort vergessen“.',
      undefined,
      { code: 'no_password' },
    );
  }
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new HttpError(
      404,
      'Das alte Passwort ist falsch.',
      {
        current_password: 'Das alte Passwort ist falsch.',
      },
      { code: 'wrong_password' },
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
  return rows.map(toResumeListItem);
}
