import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

const ISSUER = 'vita';
const LIFETIME = '30d';

/** JWT_SECRET, or a secret generated once and kept in DATA_DIR so logins survive a restart. */
export function resolveJwtSecret(configured: string | null, dataDir: string | null): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  if (!dataDir) return randomBytes(32);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/** Who a token is signed for: the account and the token version it had then. */
export type TokenSubject = { id: number; tokenVersion: number };

export type LoginTokens = {
  sign(user: TokenSubject): Promise<string>;
  /**
   * The user id, or null for a missing, forged, expired or revoked token. Revoked means: the
   * account is gone, or its token version was raised after signing (password change or reset,
   * "Überall abmelden"). One primary-key read per call, so every instance sees a revocation at once.
   */
  verify(token: string | undefined): Promise<number | null>;
  /** Raises the account's token version: every token signed before stops working. Returns the new one. */
  revokeAll(userId: number): Promise<TokenSubject | null>;
};

export function createLoginTokens(secret: Uint8Array, db: Db): LoginTokens {
  const sign = (user: TokenSubject) =>
    new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(LIFETIME)
      .sign(secret);

  async function signedSubject(token: string): Promise<TokenSubject | null> {
    try {
      const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
      const id = Number(payload.sub);
      // Every token names the version it was signed for: one without could not be revoked.
      const tokenVersion = payload.ver;
      if (!Number.isInteger(id) || id <= 0 || typeof tokenVersion !== 'number') return null;
      if (!Number.isInteger(tokenVersion)) return null;
      return { id, tokenVersion };
    } catch {
      return null;
    }
  }

  return {
    sign,
    async verify(token) {
      if (!token) return null;
      const subject = await signedSubject(token);
      if (!subject) return null;
      const [row] = await db
        .select({ tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(users.id, subject.id))
        .limit(1);
      return row && row.tokenVersion === subject.tokenVersion ? subject.id : null;
    },
    async revokeAll(userId) {
      const [row] = await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId))
        .returning({ id: users.id, tokenVersion: users.tokenVersion });
      return row ?? null;
    },
  };
}

/** `Authorization: Bearer <token>` (the spec's header carries the login token). */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? header.trim();
}
