import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export type IdTokenOptions = {
  issuer: string;
  audience: string;
  subject: string;
  claims?: JWTPayload;
  /** Seconds since the epoch. */
  issuedAt?: number;
  expiresAt?: number;
  /** Sign with a key the JWKS does not list. */
  unknownKey?: boolean;
};

/** A provider's key set served over HTTP on a free port, and ID tokens signed with its key. */
export async function startJwksServer() {
  const listed = await generateKeyPair('RS256', { extractable: true });
  const unlisted = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(listed.publicKey)), kid: 'listed-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (options: IdTokenOptions) => {
    const now = Math.floor(Date.now() / 1000);
    const key: CryptoKey = options.unknownKey ? unlisted.privateKey : listed.privateKey;
    return new SignJWT(options.claims ?? {})
      .setProtectedHeader({ alg: 'RS256', kid: options.unknownKey ? 'unlisted-key' : 'listed-key' })
      .setIssuer(options.issuer)
      .setAudience(options.audience)
      .setSubject(options.subject)
      .setIssuedAt(options.issuedAt ?? now)
      .setExpirationTime(options.expiresAt ?? now + 3600)
      .sign(key);
  };
  return {
    url: `http://127.0.0.1:${port}/jwks`,
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type JwksServer = Awaited<ReturnType<typeof startJwksServer>>;
