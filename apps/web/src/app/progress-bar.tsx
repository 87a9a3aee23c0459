import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlowState } from '../store/resume-store';
import { progressSteps } from './wizard-steps';
import './progress-bar.css';

/** The numbered steps (six). A step is a link once its section has data; the current one is orange. */
export function ProgressBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const steps = progressSteps(useFlowState(), pathname);
  return (
    <nav className="progress" aria-label={t('progress.label')}>
      <ol className="progress__list container">
        {steps.map((step) => {
          const content = (
            <>
              <span className="progress__number" aria-hidden="true">
                {step.number}
              </span>
              <span className="progress__label">
                <span className="visually-hidden">
                  {t('progress.stepOf', { number: step.number, total: steps.length })}{' '}
                </span>
                {t(step.labelKey)}
              </span>
            </>
          );
          const className = `progress__step${step.active ? ' progress__step--active' : ''}${
            step.enabled ? ' progress__step--done' : ''
          }`;
          return (
            <li key={step.id} className={className}>
              {step.enabled && !step.active ? (
                <Link to={step.path} className="progress__link">
                  {content}
                </Link>
              ) : (
                <span
                  className="progress__link progress__link--static"
                  aria-current={step.active ? 'step' : undefined}
                  aria-disabled={step.active ? undefined : 'true'}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
