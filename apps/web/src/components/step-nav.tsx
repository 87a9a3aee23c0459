import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './components.css';

/**
 * Where a step button leads: a link (its click may drop a draft first), a plain button, or the
 * submit of the form it stands in (or names with `form`). `busy` marks a running save: the button
 * stays focusable (aria-disabled) and the page ignores the click.
 */
export type StepTarget =
  | { to: string; onClick?: () => void }
  | { onClick: () => void; busy?: boolean }
  | { submit: true; form?: string; busy?: boolean };

export interface StepNavProps {
  back: StepTarget;
  next: StepTarget;
  nextLabel: string;
  /** Defaults to 'Zurück'. */
  backLabel?: string;
  /** A secondary way forward beside Next, e.g. 'Überspringen'. */
  skip?: { to: string; label: string };
}

function StepButton({ target, label, primary }: { target: StepTarget; label: string; primary: boolean }) {
  const className = primary ? 'button button--primary' : 'button button--secondary';
  if ('to' in target) {
    return (
      <Link to={target.to} className={className} onClick={target.onClick}>
        {label}
      </Link>
    );
  }
  if ('submit' in target) {
    return (
      <button type="submit" form={target.form} className={className} aria-disabled={target.busy}>
        {label}
      </button>
    );
  }
  return (
    <button type="button" className={className} onClick={target.onClick} aria-disabled={target.busy}>
      {label}
    </button>
  );
}

/** The Back / Next pair at the foot of every wizard page. */
export function StepNav({ back, next, nextLabel, backLabel, skip }: StepNavProps) {
  const { t } = useTranslation();
  const forward: ReactNode = <StepButton target={next} label={nextLabel} primary />;
  return (
    <nav className="step-nav" aria-label={t('common.stepNavigation')}>
      <StepButton target={back} label={backLabel ?? t('common.back')} primary={false} />
      {skip ? (
        <div className="step-nav__forward">
          <Link to={skip.to} className="button button--secondary">
            {skip.label}
          </Link>
          {forward}
        </div>
      ) : (
        forward
      )}
    </nav>
  );
}
