import { HttpError } from '../../http/errors';

/** Whom passkeys are made for: the RP ID (a domain) and the one origin their answers may come from. */
export type RelyingParty = { id: string; origin: string; name: string };

const RP_NAME = 'Vita';

/** What the relying party is read from when no PUBLIC_URL is configured. */
export type RequestHost = { protocol: string; host: string; hostname: string };

const isLocalhost = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * PUBLIC_URL decides: its host is the RP ID, its origin the only accepted origin, whatever the
 * request's Host header says. Without it, only a request to localhost (development, Vite's proxy
 * keeps the Host header) serves passkeys, for that host; anywhere else passkeys are off, because
 * a Host header alone is no ground to bind credentials to (docs/decisions/passkeys.md).
 */
export function relyingPartyFor(publicUrl: string | null, request: RequestHost): RelyingParty {
  if (publicUrl) {
    const url = new URL(publicUrl);
    return { id: url.hostname, origin: url.origin, name: RP_NAME };
  }
  if (isLocalhost(request.hostname)) {
    // Through URL, so a default port is dropped as the browser drops it (http://localhost:80 → http://localhost).
    const origin = new URL(`${request.protocol}://${request.host}`).origin;
    return { id: request.hostname, origin, name: RP_NAME };
  }
  throw new HttpError(
    503,
    'Die Anmeldung mit Passkey ist auf diesem Server nicht eingerichtet. Bitte melden Sie sich mit E-Mail und Passwort an.',
    undefined,
    { code: 'passkeys_unavailable' },
  );
}
