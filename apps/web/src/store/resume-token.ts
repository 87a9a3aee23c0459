/** A resume token: 128 random bits as 32 lowercase hex characters (the server's /^[a-f0-9]{32}$/). */
export function createResumeToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Tokens this page load made itself. The server knows nothing under such a token until the first
 * save, so reading from it could only answer 404: pages skip those reads (a 404 is no error here,
 * but the browser's console lists it as one). After a reload the set is empty and reads go out.
 */
const madeHere = new Set<string>();
export const rememberTokenMadeHere = (token: string): void => {
  madeHere.add(token);
};
export const isTokenMadeHere = (token: string): boolean => madeHere.has(token);
