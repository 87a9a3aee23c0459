import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_VALID_MINUTES = 15;
/** The fifth wrong try invalidates the code (DESIGN.md deviation 4). */
export const MAX_CODE_ATTEMPTS = 5;

export const newResetCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** The pepper is derived from the login-token secret, so a copy of the database alone cannot test codes. */
export const resetCodePepper = (secret: Uint8Array) =>
  createHmac('sha256', secret).update('vita password-reset code').digest();

/** Bound to the account, so one account's code hash says nothing about another's. */
export const hashResetCode = (pepper: Uint8Array, userId: number, code: string) =>
  createHmac('sha256', pepper).update(`${userId}:${code}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
