import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

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

export type LoginTokens = {
  sign(userId: number): Promise<string>;
  /** The user id, or null for a missing, forged or expired token. */
  verify(token: string | undefined): Promise<number | null>;
};

export function createLoginTokens(secret: Uint8Array): LoginTokens {
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(secret),
    verify: async (token) => {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
        const id = Number(payload.sub);
        return Number.isInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}

/** `Authorization: Bearer <token>` (the spec's header carries the login token). */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? header.trim();
}
