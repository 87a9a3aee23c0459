import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './components.css';

interface StepNavProps {
  backTo: string;
  backLabel: string;
  nextLabel: string;
  /** A link when the next page needs no save; otherwise give onNext. */
  nextTo?: string;
  onNext?: () => void;
  nextDisabled?: boolean;
}

/** The Back / Next pair at the foot of every wizard page. */
export function StepNav({ backTo, backLabel, nextLabel, nextTo, onNext, nextDisabled }: StepNavProps) {
  const { t } = useTranslation();
  return (
    <nav className="step-nav" aria-label={t('common.stepNavigation')}>
      <Link to={backTo} className="button button--secondary">
        {backLabel}
      </Link>
      {nextTo !== undefined && !nextDisabled ? (
        <Link to={nextTo} className="button button--primary">
          {nextLabel}
        </Link>
      ) : (
        <button type="button" className="button button--primary" onClick={onNext} disabled={nextDisabled}>
          {nextLabel}
        </button>
      )}
    </nav>
  );
}
