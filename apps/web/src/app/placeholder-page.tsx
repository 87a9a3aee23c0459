import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PathName } from '../flow/paths';
import { paths } from '../flow/paths';
import './app.css';

/** Routes whose screen is not built yet say so plainly instead of pretending to work. */
export function PlaceholderPage({ pathName }: { pathName: PathName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <div className="placeholder container">
      <h1 className="placeholder__title">{t(`pages.${pathName}`)}</h1>
      <p className="placeholder__notice">{t('placeholder.notice')}</p>
      <p>{t('placeholder.detail')}</p>
      <div className="placeholder__actions">
        {canGoBack && (
          <button type="button" className="button button--secondary" onClick={() => navigate(-1)}>
            {t('common.back')}
          </button>
        )}
        <Link className="button button--primary" to={paths.landing}>
          {t('placeholder.home')}
        </Link>
      </div>
    </div>
  );
}
