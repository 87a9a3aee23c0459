import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepNav } from '../../components/step-nav';
import { paths } from '../../flow/paths';
import { buildMethodBack, buildMethodNext } from '../../flow/setup';
import './setup.css';

export function BuildMethodPage() {
  const { t } = useTranslation();
  return (
    <div className="setup container setup--narrow">
      <h1 className="setup__title">{t('buildMethod.title')}</h1>
      <ul className="method-list">
        <li>
          <Link to={buildMethodNext()} className="method">
            <span className="method__icon" aria-hidden="true">
              +
            </span>
            <span className="method__text">
              <span className="method__title">{t('buildMethod.newTitle')}</span>
              <span className="method__detail">{t('buildMethod.newText')}</span>
            </span>
          </Link>
        </li>
        <li>
          <Link to={paths.importCv} className="method">
            <span className="method__icon" aria-hidden="true">
              ↑
            </span>
            <span className="method__text">
              <span className="method__title">{t('buildMethod.importTitle')}</span>
              <span className="method__detail">{t('buildMethod.importText')}</span>
            </span>
          </Link>
        </li>
      </ul>
      <StepNav
        back={{ to: buildMethodBack() }}
        next={{ to: buildMethodNext() }}
        nextLabel={t('common.next')}
      />
    </div>
  );
}
