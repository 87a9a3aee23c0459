import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's `Algorithm.Argon2id`, a const enum that `verbatimModuleSyntax` cannot
 * import) with its defaults: 19 MiB, 2 passes, OWASP's minimum recommendation.
 */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash to check against when the account does not exist, so both cases take as long. */
let dummyHash: Promise<string> | undefined;

/** false for a wrong password, a missing hash (social account) or a malformed stored hash. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('vita-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
