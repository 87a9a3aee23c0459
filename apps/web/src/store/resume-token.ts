/** A resume token: 128 random bits as 32 lowercase hex characters (the server's /^[a-f0-9]{32}$/). */
export function createResumeToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
