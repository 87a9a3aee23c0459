import type { RegisterRequest, SocialLoginRequest, UserInfo, WebLoginRequest } from '@vita/shared';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../../db/rows';
import { socialIdentities, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { claimResume } from '../resume/resume-claim';
import type { AuthDeps } from './auth-deps';
import { toUserInfo } from './current-user';
import { hashPassword, verifyPassword } from './password';
import type { SocialIdentity } from './social-login';

export type LoginResult = {
  user: UserInfo;
  token: string;
  subscriptionStatus: number;
  resumeClaimed: boolean;
};

export const EMAIL_TAKEN = 'Diese E-Mail-Adresse ist bereits registriert.';
/** Failed logins of an account from anywhere, and from one IP address. */
export const failedLoginKey = (email: string) => `login-failed:${email}`;
export const failedLoginFromKey = (email: string, ip: string) => `login-failed:${email}:${ip}`;
/** Failures of one account from all addresses after which only addresses without a failure may try. */
export const ACCOUNT_WIDE_FAILURES_FACTOR = 10;

const emailTaken = () =>
  new HttpError(
    409,
    EMAIL_TAKEN,
    {
      email: EMAIL_TAKEN,
    },
    { code: 'email_taken', error: { email: [EMAIL_TAKEN] } },
  );

/**
 * The login result, after adopting the anonymous resume the visitor built (if any). Every way
 * of logging in (password, Google, Facebook, passkey) ends here, so all answer alike.
 */
export async function signedIn(
  deps: AuthDeps,
  user: UserRow,
  resume: { resume_token?: string | undefined; resume_name?: string | undefined },
): Promise<LoginResult> {
  const resumeClaimed = resume.resume_token
    ? await claimResume(deps.db, user.id, resume.resume_token, resume.resume_name)
    : false;
  return {
    user: toUserInfo(user),
    token: await deps.loginTokens.sign(user),
    subscriptionStatus: await deps.subscriptionStatus(user.id, deps.now()),
    resumeClaimed,
  };
}

/** POST /register: a new account; its resume_token's resume becomes the account's. */
export async function register(deps: AuthDeps, input: RegisterRequest): Promise<LoginResult> {
  const { db } = deps;
  await deps.limiter.hit(`register:${input.email}`);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ email: input.email, passwordHash, firstName: input.first_name, lastName: input.last_name })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw emailTaken();
  return signedIn(deps, user, input);
}

/**
 * POST /login, mode web. Failures are counted per account and address: five from one address lock
 * the account's password login for that address for the window (the right password waits too).
 * So that strangers cannot lock the owner out, other addresses are not locked by them; only when
 * the account collects many failures from everywhere (a spread-out guessing attack) does every
 * address that has failed on it wait, while one without a failure still gets its try.
 */
export async function loginWithPassword(
  deps: AuthDeps,
  input: WebLoginRequest,
  ip: string,
): Promise<LoginResult> {
  const { limiter, perAccount } = deps;
  const accountKey = failedLoginKey(input.email);
  const fromKey = failedLoginFromKey(input.email, ip);
  await limiter.assertBelow(fromKey, perAccount);
  if (await limiter.reached(accountKey, perAccount * ACCOUNT_WIDE_FAILURES_FACTOR)) {
    await limiter.assertBelow(fromKey, 1);
  }
  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    await limiter.hit(fromKey, Number.POSITIVE_INFINITY);
    await limiter.hit(accountKey, Number.POSITIVE_INFINITY);
    throw new HttpError(401, 'E-Mail oder Passwort ist falsch.', undefined, { code: 'invalid_credentials' });
  }
  await limiter.clear(fromKey);
  return signedIn(deps, user, input);
}

/** POST /login, mode google or facebook: the ID token decides who it is, never the other fields. */
export async function loginWithProvider(deps: AuthDeps, input: SocialLoginRequest): Promise<LoginResult> {
  const identity = await deps.social.verify(input.mode, input.login_token);
  if (identity.subject !== input.social_id) {
    throw new HttpError(
      401,
      'Die Anmeldedaten passen nicht zusammen. Bitte versuchen Sie es erneut.',
      undefined,
      {
        code: 'invalid_social_token',
      },
    );
  }
  const user = await userForIdentity(deps, identity, input);
  return signedIn(deps, user, input);
}

async function userForIdentity(
  deps: AuthDeps,
  identity: SocialIdentity,
  input: SocialLoginRequest,
): Promise<UserRow> {
  const { db } = deps;
  const [linked] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(
      and(eq(socialIdentities.provider, identity.provider), eq(socialIdentities.subject, identity.subject)),
    )
    .limit(1);
  if (linked) return linked.user;

  const email = identity.email ?? input.email;
  if (!email) {
    throw new HttpError(
      400,
      'Der Anbieter hat keine E-Mail-Adresse übermittelt. Bitte geben Sie sie frei.',
      undefined,
      {
        code: 'email_missing',
      },
    );
  }
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing && !identity.emailVerified) {
    throw new HttpError(
      409,
      'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich mit E-Mail und Passwort an.',
      undefined,
      { code: 'email_taken' },
    );
  }
  const [fallbackFirst = '', ...rest] = (input.name ?? '').trim().split(/\s+/);
  const user =
    existing ??
    (await db
      .insert(users)
      .values({
        email,
        passwordHash: null,
        firstName: identity.firstName || fallbackFirst,
        lastName: identity.lastName || rest.join(' '),
      })
      .onConflictDoNothing({ target: users.email })
      .returning()
      .then(([row]) => row));
  if (!user) throw new HttpError(409, EMAIL_TAKEN, undefined, { code: 'email_taken' });
  await db
    .insert(socialIdentities)
    .values({ userId: user.id, provider: identity.provider, subject: identity.subject })
    .onConflictDoNothing();
  return user;
}
