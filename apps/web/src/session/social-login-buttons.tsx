import { useQuery } from '@tanstack/react-query';
import type { SocialProvider } from '@vita/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorText } from './error-text';
import { resumeClaim } from './session';
import { sessionApi } from './session-api';
import { loadGoogleIdentity, socialLoginBody, startFacebookLogin } from './social-login';
import { useCompleteLogin } from './use-complete-login';
import './account-texts';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Which social logins the server has configured (GET /auth/providers); none until it answers. */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: async () => (await sessionApi.providers()).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Sends a provider's ID token to POST /login and finishes the login, or reports the failure. */
export function useSocialLogin(onError: (message: string) => void) {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  return async (mode: SocialProvider, idToken: string, continueAfter: boolean) => {
    const provider = PROVIDER_NAMES[mode];
    const body = socialLoginBody(mode, idToken, resumeClaim());
    if (!body) {
      onError(t('account.social.failed', { provider, message: t('account.failed') }));
      return;
    }
    try {
      await complete(await sessionApi.socialLogin(body), 'social', continueAfter);
    } catch (error) {
      onError(t('account.social.failed', { provider, message: accountErrorText(error, t) }));
    }
  };
}

function GoogleButton({ clientId, onIdToken }: { clientId: string; onIdToken: (token: string) => void }) {
  const { i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onIdToken);
  callback.current = onIdToken;
  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !ref.current) return;
        google.initialize({
          client_id: clientId,
          callback: (answer) => answer.credential && callback.current(answer.credential),
        });
        google.renderButton(ref.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          width: 280,
          locale: i18n.resolvedLanguage ?? 'de',
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [clientId, i18n.resolvedLanguage]);
  return <div ref={ref} className="social-login__google" />;
}

interface SocialLoginButtonsProps {
  continueAfter: boolean;
  onError: (message: string) => void;
}

/**
 * Google and Facebook buttons and the OR separator (02 §2.2), shown only for the providers the
 * operator configured (GOOGLE_CLIENT_ID, FACEBOOK_APP_ID); without them nothing renders and no
 * third-party script is loaded (DESIGN.md deviation 10).
 */
export function SocialLoginButtons({ continueAfter, onError }: SocialLoginButtonsProps) {
  const { t } = useTranslation();
  const { data } = useAuthProviders();
  const login = useSocialLogin(onError);
  const google = data?.google.enabled ? data.google.client_id : null;
  const facebook = data?.facebook.enabled ? data.facebook.app_id : null;
  if (!google && !facebook) return null;
  return (
    <div className="social-login">
      {google && (
        <GoogleButton clientId={google} onIdToken={(token) => login('google', token, continueAfter)} />
      )}
      {facebook && (
        <button
          type="button"
          className="button button--secondary social-login__facebook"
          onClick={() => startFacebookLogin(facebook, continueAfter)}
        >
          {t('account.social.facebook')}
        </button>
      )}
      <p className="social-login__or">
        <span>{t('account.login.or')}</span>
      </p>
    </div>
  );
}
