import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../flow/paths';
import { ForgotPasswordForm } from '../../session/forgot-password-form';
import { LoginForm } from '../../session/login-form';
import { RegisterForm } from '../../session/register-form';
import { takeFacebookResult } from '../../session/social-login';
import { useSocialLogin } from '../../session/social-login-buttons';
import { ViewSwitch } from './view-switch';
import './account.css';
import '../../session/account-texts';

type View = 'login' | 'register' | 'forgot';

/**
 * /signup-login (02 §2: footer, no header; content not shown): Vita shows the login and the
 * registration on one page, and finishes a Facebook login that returns here.
 */
export function SignupLoginPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('login');
  const [failure, setFailure] = useState<string | null>(null);
  const socialLogin = useSocialLogin(setFailure);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const facebook = takeFacebookResult(window.location.hash);
    if (!facebook) return;
    window.history.replaceState(null, '', window.location.pathname);
    void socialLogin('facebook', facebook.idToken, facebook.continueAfter);
  }, [socialLogin]);

  return (
    <div className="signup-login container">
      <Link to={paths.landing} className="signup-login__logo" aria-label={t('header.home')}>
        Vita
      </Link>
      <div className="signup-login__card">
        <h1 className="signup-login__title">{t('account.signupLogin.title')}</h1>
        <ViewSwitch
          legend={t('account.signupLogin.tabs')}
          options={['login', 'register'] as const}
          value={view}
          onChange={setView}
          label={(option) => t(`account.signupLogin.${option}`)}
        />
        {failure && (
          <p className="account-form__failure" role="alert">
            {failure}
          </p>
        )}
        <h2 className="signup-login__subtitle">
          {view === 'register'
            ? t('account.register.title')
            : view === 'forgot'
              ? t('account.forgot.emailTitle')
              : t('account.login.title')}
        </h2>
        {view === 'login' && (
          <LoginForm idPrefix="page-login" continueAfter onForgot={() => setView('forgot')} />
        )}
        {view === 'register' && <RegisterForm idPrefix="page-register" continueAfter />}
        {view === 'forgot' && <ForgotPasswordForm idPrefix="page-forgot" onDone={() => setView('login')} />}
      </div>
    </div>
  );
}
