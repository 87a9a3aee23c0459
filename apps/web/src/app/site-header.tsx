import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { HeaderKind } from '../flow/layout';
import { paths } from '../flow/paths';
import { openAccountModal } from '../session/account-modal-store';
import { UserMenu } from '../session/user-menu';
import { useStoreValue } from '../store/resume-store';
import { LanguageSwitcher } from './language-switcher';
import { isSignInHidden } from './wizard-steps';
import './app.css';

interface SiteHeaderProps {
  kind: Exclude<HeaderKind, 'none'>;
  /** The progress bar, on wizard pages. */
  children?: ReactNode;
}

/**
 * The headers of 02 §2.1: the customer header (logo, Resumes, the user menu with the first name),
 * the fixed header of /final-resume, and the standard header whose sign-in link opens the login
 * modal (hidden on the paths of the login component's rule). Logged in, the user menu replaces it.
 */
export function SiteHeader({ kind, children }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = !!useStoreValue('loginToken');
  const finished = useStoreValue('finalResume') === true;
  const showSignIn = !loggedIn && kind !== 'customer' && !isSignInHidden(pathname, finished);
  return (
    <header className={`site-header site-header--${kind}`}>
      <div className="site-header__bar container">
        <Link
          to={loggedIn ? paths.customer : paths.landing}
          className="site-header__logo"
          aria-label={t('header.home')}
        >
          Vita
        </Link>
        <nav className="site-header__nav" aria-label={t('header.navigation')}>
          {kind === 'customer' && (
            <>
              <Link to={paths.customer} className="site-header__link">
                {t('header.resumes')}
              </Link>
              <Link to={paths.tracker} className="site-header__link">
                {t('header.applications')}
              </Link>
            </>
          )}
          {loggedIn && <UserMenu />}
          {showSignIn && (
            <button type="button" className="site-header__signin" onClick={() => openAccountModal('login')}>
              {t('header.signIn')}
            </button>
          )}
          <LanguageSwitcher />
        </nav>
      </div>
      {children}
    </header>
  );
}
