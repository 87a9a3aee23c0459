import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HeaderKind } from '../flow/layout';
import { paths } from '../flow/paths';
import { useStoreValue } from '../store/resume-store';
import { LanguageSwitcher } from './language-switcher';
import './app.css';

interface SiteHeaderProps {
  kind: Exclude<HeaderKind, 'none'>;
  /** The progress bar, on wizard pages. */
  children?: ReactNode;
}

export function SiteHeader({ kind, children }: SiteHeaderProps) {
  const { t } = useTranslation();
  const user = useStoreValue('userInfo');
  const loggedIn = !!useStoreValue('loginToken');
  return (
    <header className={`site-header site-header--${kind}`}>
      <div className="site-header__bar container">
        <Link to={paths.landing} className="site-header__logo" aria-label={t('header.home')}>
          Vita
        </Link>
        <nav className="site-header__nav" aria-label={t('header.navigation')}>
          {kind === 'customer' && (
            <Link to={paths.customer} className="site-header__link">
              {t('header.resumes')}
            </Link>
          )}
          {loggedIn ? (
            <Link to={paths.customerAccount} className="site-header__link">
              {user?.first_name ? t('header.account', { name: user.first_name }) : t('header.accountShort')}
            </Link>
          ) : (
            <Link to={paths.signupLogin} className="site-header__link">
              {t('header.signIn')}
            </Link>
          )}
          <LanguageSwitcher />
        </nav>
      </div>
      {children}
    </header>
  );
}
