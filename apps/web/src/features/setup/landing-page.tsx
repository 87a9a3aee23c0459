import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ImportLink } from '../../components/import-link';
import { ModalDialog } from '../../components/modal-dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { paths } from '../../flow/paths';
import { landingStart, nextPathAfterContinueNo, nextPathAfterContinueYes } from '../../flow/setup';
import { useFlowState, useResumeStore } from '../../store/resume-store';
import './setup.css';

const STEPS = [
  { titleKey: 'landing.step1Title', textKey: 'landing.step1Text' },
  { titleKey: 'landing.step2Title', textKey: 'landing.step2Text' },
  { titleKey: 'landing.step3Title', textKey: 'landing.step3Text' },
] as const;

/**
 * `/` paints its pitch at once: the spec's 2 s loader (01 §9) only delayed a page whose code and
 * texts are already there (a deviation, see docs/decisions/web-loading.md).
 */
export function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const clearResumeData = useResumeStore((s) => s.clearResumeData);
  const [askToContinue, setAskToContinue] = useState(false);
  // "Nein" asks once more: the resume in this browser is gone for good once it is cleared.
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const start = () => {
    const target = landingStart(flow);
    if (target === 'ask-to-continue') setAskToContinue(true);
    else navigate(target);
  };
  const continueYes = () => navigate(nextPathAfterContinueYes(flow));
  const discard = () => {
    clearResumeData();
    navigate(nextPathAfterContinueNo());
  };
  const close = () => {
    setAskToContinue(false);
    setConfirmDiscard(false);
  };

  return (
    <div className="landing">
      <section className="landing__hero container" aria-labelledby="landing-title">
        <p className="landing__eyebrow">{t('landing.eyebrow')}</p>
        <h1 id="landing-title" className="landing__title">
          {t('landing.title')}
        </h1>
        <p className="landing__lead">{t('landing.lead')}</p>
        <button type="button" className="button button--primary button--large" onClick={start}>
          {t('landing.cta')}
        </button>
        <p className="landing__import">
          <ImportLink />
        </p>
      </section>
      <section className="landing__steps container" aria-labelledby="landing-steps-title">
        <h2 id="landing-steps-title" className="landing__steps-title">
          {t('landing.stepsTitle')}
        </h2>
        <ol className="landing__step-list">
          {STEPS.map((step, index) => (
            <li key={step.titleKey} className="landing__step">
              <span className="landing__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="landing__step-title">{t(step.titleKey)}</h3>
              <p className="landing__step-text">{t(step.textKey)}</p>
            </li>
          ))}
        </ol>
      </section>
      <ModalDialog
        open={askToContinue}
        title={t(confirmDiscard ? 'landing.discardTitle' : 'landing.continueTitle')}
        onClose={close}
      >
        {confirmDiscard ? (
          <>
            <p>{t('landing.discardText')}</p>
            <div className="landing__continue-actions landing__discard-actions">
              <button type="button" className="button button--primary" onClick={continueYes}>
                {t('landing.keep')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => navigate(paths.finalResume)}
              >
                {t('landing.downloadFirst')}
              </button>
              <button type="button" className="button button--danger" onClick={discard}>
                {t('landing.discard')}
              </button>
            </div>
          </>
        ) : (
          <>
            <p>{t('landing.continueText')}</p>
            <DialogActions
              className="landing__continue-actions"
              confirmLabel={t('common.yes')}
              onConfirm={continueYes}
              cancelLabel={t('common.no')}
              onCancel={() => setConfirmDiscard(true)}
            />
          </>
        )}
      </ModalDialog>
    </div>
  );
}
