/**
 * Social login in the browser (02 §2.2): the provider hands over an OpenID Connect ID
 * token, which the server verifies against the provider's keys (POST /login, mode google or
 * facebook). Google: Google Identity Services. Facebook: its OIDC dialog (response_type id_token),
 * which returns to /signup-login with the token in the URL fragment.
 */
import type { SocialProvider } from '@vita/shared';
import type { SocialLoginBody } from './session-api';

export interface IdTokenClaims {
  sub: string;
  email?: string;
  name?: string;
}

/** Reads the claims of an ID token without checking it (the server checks the signature). */
export function readIdToken(token: string): IdTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const claims = JSON.parse(json) as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || !claims.sub) return null;
    return {
      sub: claims.sub,
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
    };
  } catch {
    return null;
  }
}

/** The body of POST /login for a provider's ID token, or null when the token is unreadable. */
export function socialLoginBody(
  mode: SocialProvider,
  idToken: string,
  claim: { resume_token?: string; resume_name?: string },
): SocialLoginBody | null {
  const claims = readIdToken(idToken);
  if (!claims) return null;
  return {
    mode,
    social_id: claims.sub,
    login_token: idToken,
    name: claims.name,
    email: claims.email,
    ...claim,
  };
}

const FACEBOOK_STATE_KEY = 'vita_facebook_oidc';

/** Sends the browser to Facebook's OIDC dialog; it comes back to /signup-login#id_token=… */
export function startFacebookLogin(appId: string, continueAfter: boolean): void {
  const nonce = crypto.randomUUID();
  const state = crypto.randomUUID();
  sessionStorage.setItem(FACEBOOK_STATE_KEY, JSON.stringify({ nonce, state, continueAfter }));
  const url = new URL('https://www.facebook.com/v19.0/dialog/oauth');
  url.searchParams.set('client_id', appId);
  url.searchParams.set('redirect_uri', `${window.location.origin}/signup-login`);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid email');
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('state', state);
  window.location.assign(url.toString());
}

/**
 * The ID token Facebook sent back in the fragment, when its state is the one this tab started
 * (anything else is ignored). Consumes the stored state.
 */
export function takeFacebookResult(hash: string): { idToken: string; continueAfter: boolean } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = params.get('id_token');
  const raw = sessionStorage.getItem(FACEBOOK_STATE_KEY);
  if (!idToken || !raw) return null;
  sessionStorage.removeItem(FACEBOOK_STATE_KEY);
  try {
    const started = JSON.parse(raw) as { state?: string; continueAfter?: boolean };
    if (!started.state || started.state !== params.get('state')) return null;
    return { idToken, continueAfter: started.continueAfter === true };
  } catch {
    return null;
  }
}

interface GoogleId {
  initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
  renderButton(element: HTMLElement, options: Record<string, string | number>): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

let googleScript: Promise<GoogleId> | null = null;

/** Loads Google Identity Services once (only when the operator configured GOOGLE_CLIENT_ID). */
export function loadGoogleIdentity(): Promise<GoogleId> {
  googleScript ??= new Promise<GoogleId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => {
      googleScript = null;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.appendChild(script);
  });
  return googleScript;
}
