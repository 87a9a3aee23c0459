import { z } from 'zod';
import { text } from './common';

export const WEB_URL_MESSAGE =
  'Bitte geben Sie eine gültige Webadresse ein, z. B. www.beispiel.de oder https://www.beispiel.de (nur http:// und https:// sind erlaubt).';

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

/** A web address field: optional ('' allowed), normalised by `normaliseWebUrl` or refused. */
export const webUrlSchema = (max = 300) =>
  text(max).transform((value, context) => {
    const url = normaliseWebUrl(value);
    if (url === null) {
      context.addIssue({ code: 'custom', message: WEB_URL_MESSAGE });
      return z.NEVER;
    }
    return url;
  });
export const optionalWebUrl = (max = 300) => webUrlSchema(max).optional().default('');
