import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../flow/paths';
import './app.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="placeholder container">
      <h1 className="placeholder__title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button button--primary" to={paths.landing}>
        {t('placeholder.home')}
      </Link>
    </div>
  );
}
