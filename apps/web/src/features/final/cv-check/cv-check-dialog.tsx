import { CV_CHECK_SECTIONS, type CvCheckFinding, type CvCheckResponse } from '@vita/shared/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../api/client';
import { ModalDialog } from '../../../components/modal-dialog';
import { FIT_TARGET_ID, fixTarget } from './fix-links';
import { useCvCheck } from './use-cv-check';
import './cv-check.css';
import './cv-check-texts';

export interface CvCheckDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Lebenslauf-Check: runs on every opening, and again on request; each finding links to its fix. */
export default function CvCheckDialog({ open, onClose }: CvCheckDialogProps) {
  const { t, i18n } = useTranslation();
  const check = useCvCheck();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const { mutate } = check;
  useEffect(() => {
    if (open) mutate(lang);
  }, [open, lang, mutate]);

  const error =
    check.error instanceof ApiRequestError && check.error.status === 404
      ? t('cvCheck.noResume')
      : check.error
        ? t('cvCheck.failed')
        : null;

  return (
    <ModalDialog open={open} title={t('cvCheck.title')} onClose={onClose} closeLabel={t('cvCheck.close')}>
      <p className="cv-check__intro">{t('cvCheck.intro')}</p>
      <div aria-live="polite">
        {check.isPending && <p className="cv-check__working">{t('cvCheck.working')}</p>}
        {error && (
          <p className="cv-check__error" role="alert">
            {error}
          </p>
        )}
        {check.data && !check.isPending && <CheckResult result={check.data} onClose={onClose} />}
      </div>
      <button type="button" className="final-button" disabled={check.isPending} onClick={() => mutate(lang)}>
        {t('cvCheck.rerun')}
      </button>
    </ModalDialog>
  );
}

function CheckResult({ result, onClose }: { result: CvCheckResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const sections = CV_CHECK_SECTIONS.map((section) => ({
    section,
    findings: result.findings.filter((f) => f.section === section),
  })).filter((group) => group.findings.length > 0);
  const pagesKey = result.pages.estimated ? 'cvCheck.pagesEstimated' : 'cvCheck.pagesCounted';
  return (
    <section className="cv-check__result" aria-label={t('cvCheck.score', { score: result.score })}>
      <p className="cv-check__score">
        <strong>{t('cvCheck.score', { score: result.score })}</strong>
      </p>
      <p className="cv-check__explanation">{result.explanation}</p>
      {sections.length === 0 && <p className="cv-check__clean">{t('cvCheck.noFindings')}</p>}
      {sections.map(({ section, findings }) => (
        <section key={section} className="cv-check__group" aria-labelledby={`cv-check-${section}`}>
          <h3 id={`cv-check-${section}`} className="cv-check__section">
            {t(`cvCheck.sections.${section}`)}
          </h3>
          <ul className="cv-check__list">
            {findings.map((finding) => (
              <FindingRow
                key={`${finding.rule}:${finding.entry ?? ''}:${finding.message}`}
                finding={finding}
                onClose={onClose}
              />
            ))}
          </ul>
        </section>
      ))}
      <p className="cv-check__note">{t(pagesKey, { count: result.pages.count })}</p>
      <p className="cv-check__note">
        {t('cvCheck.readingOrder', { order: result.reading_order.join(' → ') })}
      </p>
    </section>
  );
}

function FindingRow({ finding, onClose }: { finding: CvCheckFinding; onClose: () => void }) {
  const { t } = useTranslation();
  const target = fixTarget(finding);
  const label =
    finding.section === 'document'
      ? t('cvCheck.goTo.document')
      : finding.entry !== undefined
        ? t('cvCheck.goTo.entry')
        : t('cvCheck.goTo.section');
  const toFitControl = () => {
    onClose();
    // After the dialog has closed and given focus back to its opener.
    requestAnimationFrame(() => document.getElementById(FIT_TARGET_ID)?.focus());
  };
  return (
    <li className={`cv-check__finding cv-check__finding--${finding.severity}`} data-rule={finding.rule}>
      <span className="cv-check__severity">{t(`cvCheck.severity.${finding.severity}`)}</span>
      <p className="cv-check__message">{finding.message}</p>
      <p className="cv-check__fix">
        <span className="visually-hidden">{t('cvCheck.fixLabel')} </span>
        {finding.fix}
      </p>
      {target.startsWith('#') ? (
        <button type="button" className="cv-check__go" onClick={toFitControl}>
          {label}
        </button>
      ) : (
        <Link to={target} className="cv-check__go" aria-label={`${label}: ${finding.message}`}>
          {label}
        </Link>
      )}
    </li>
  );
}
