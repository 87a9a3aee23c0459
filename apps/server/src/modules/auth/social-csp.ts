import type { AppConfig } from '../../config';

export type CspSources = { script: string[]; style: string[]; frame: string[]; connect: string[] };

/**
 * What Google Identity Services loads from (developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy),
 * allowed only when GOOGLE_CLIENT_ID is set (DESIGN.md deviation 10). The Facebook login is a
 * top-level redirect to its OpenID Connect dialog: nothing of Facebook's runs in the page.
 */
export function socialLoginCsp(config: Pick<AppConfig, 'googleClientId'>): CspSources {
  if (!config.googleClientId) return { script: [], style: [], frame: [], connect: [] };
  return {
    script: ['https://accounts.google.com/gsi/client'],
    style: ['https://accounts.google.com/gsi/style'],
    frame: ['https://accounts.google.com/gsi/'],
    connect: ['https://accounts.google.com/gsi/'],
  };
}
