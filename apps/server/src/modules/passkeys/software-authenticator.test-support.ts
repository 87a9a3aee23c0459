/**
 * A software passkey for the tests: a P-256 key made with node:crypto, and the WebAuthn answers
 * an authenticator and browser would give (attestation "none", CBOR and authenticatorData built
 * here byte by byte), so the server's verification runs on real signatures.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/** The CBOR subset WebAuthn uses: unsigned and negative integers, byte and text strings, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts: Buffer[] = [head(5, value.size)];
  for (const [key, item] of value) {
    parts.push(cbor(key), cbor(item as Parameters<typeof cbor>[0]));
  }
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

type Flags = { userVerified?: boolean; backedUp?: boolean };

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;

/** One passkey for `rpId`; `origin` is where the "browser" says the page is. */
export function softwareAuthenticator(rpId: string, options: { counter?: number } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const userHandleOf = new Map<string, string>();
  let counter = options.counter ?? 0;
  let counterStep = options.counter === undefined ? 0 : 1;
  let rpIdOverride: string | null = null;

  const authenticatorData = (flags: Flags, attested: Buffer | null) => {
    const { userVerified = true, backedUp = false } = flags;
    const flagByte = 0x01 | (userVerified ? 0x04 : 0) | (backedUp ? 0x18 : 0) | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(rpIdOverride ?? rpId),
      Buffer.from([flagByte]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  };

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    /** Signs for another RP ID than the one it was made for (a phishing page's). */
    pretendRpId(id: string | null) {
      rpIdOverride = id;
    },
    /** From now on every signature counts up (a security key); 0 keeps it at 0 (most passkeys). */
    countFrom(value: number, step = 1) {
      counter = value;
      counterStep = step;
    },
    /** What navigator.credentials.create() answers, as @simplewebauthn/browser sends it. */
    register(
      creationOptions: { challenge: string; user: { id: string } },
      origin: string,
      flags: Flags = {},
    ) {
      const jwk = (publicKey as KeyObject).export({ format: 'jwk' });
      const coseKey = new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, cbor(coseKey as never)]);
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(flags, attested)],
        ]) as never,
      );
      userHandleOf.set(rpId, creationOptions.user.id);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: { credProps: { rk: true } },
        authenticatorAttachment: 'platform' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', creationOptions.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /** What navigator.credentials.get() answers for `challenge`. */
    login(challenge: string, origin: string, flags: Flags = {}) {
      counter += counterStep;
      const data = authenticatorData(flags, null);
      const client = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      const userHandle = userHandleOf.get(rpId);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
}
