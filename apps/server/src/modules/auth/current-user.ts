import type { UserInfo } from '@vita/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { users } from '../../db/schema';
import { unauthorized } from './auth-errors';

/** The login answer's `user` (spec 02 §4). */
export const toUserInfo = (user: UserRow): UserInfo => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  has_password: user.passwordHash !== null,
});

/** The caller's account; 401 without a valid login token or when the account no longer exists. */
export async function requireUser(db: Db, userId: number | null): Promise<UserRow> {
  if (userId === null) throw unauthorized();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  return user;
}

/** An `onRequest` hook: without a login the answer is 401, before the body is even looked at. */
export const loginRequired = async (request: FastifyRequest) => {
  if (request.caller.userId === null) throw unauthorized();
};
