import { ESCO_ATTRIBUTION } from '@vita/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../flow/paths';
import './app.css';

/** 02 §2.1: terms, privacy, accessibility, contact — plus the Impressum, § 312k BGB cancellation and § 356a BGB withdrawal. */
const FOOTER_LINKS = [
  { to: paths.terms, key: 'footer.terms' },
  { to: paths.privacy, key: 'footer.privacy' },
  { to: paths.accessibility, key: 'footer.accessibility' },
  { to: paths.contact, key: 'footer.contact' },
  { to: paths.imprint, key: 'footer.imprint' },
  { to: paths.cancelContract, key: 'footer.cancelContract' },
  { to: paths.withdrawContract, key: 'footer.withdrawContract' },
  { to: paths.zeugnis, key: 'footer.zeugnis' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t('footer.navigation')}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__attribution" lang="de">
          {ESCO_ATTRIBUTION}
        </p>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
