// Kept apart from the zod schemas: the web app's forms check addresses with it on pages that
// load no schema code.

/** A scheme such as `javascript:` or `data:`; `beispiel.de:8080` is a host with a port, not one. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The one rule for every web address a user enters: `http(s)://…` is kept as typed (trimmed), a
 * bare `www.beispiel.de` or `beispiel.de/profil` gets `https://` in front, and anything else —
 * `javascript:`, `data:`, `mailto:`, text without a host — is refused (null). '' stays ''.
 */
export function normaliseWebUrl(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return '';
  if (/\s/.test(trimmed)) return null;
  const scheme = SCHEME.exec(trimmed)?.[1];
  const isHostWithPort = scheme !== undefined && /^[^:]+:\d+(\/|$)/.test(trimmed);
  if (scheme !== undefined && !isHostWithPort && !/^https?$/i.test(scheme)) return null;
  const candidate =
    scheme !== undefined && !isHostWithPort ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '') return null;
    return url.hostname.includes('.') ? candidate : null;
  } catch {
    return null;
  }
}
