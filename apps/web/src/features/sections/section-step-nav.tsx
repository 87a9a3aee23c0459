import { useTranslation } from 'react-i18next';

interface SectionStepNavProps {
  finalMode: boolean;
  busy: boolean;
  onBack: () => void;
  onNext: () => void;
  /** Names the form a submit button belongs to; without it Next is a plain button. */
  form?: string;
}

/** Back and Next (Speichern und weiter in final mode) of the section pages; both save first. */
export function SectionStepNav({ finalMode, busy, onBack, onNext, form }: SectionStepNavProps) {
  const { t } = useTranslation();
  return (
    <nav className="step-nav" aria-label={t('common.stepNavigation')}>
      <button type="button" className="button button--secondary" onClick={onBack} aria-disabled={busy}>
        {t('common.back')}
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        className="button button--primary"
        onClick={form ? undefined : onNext}
        aria-disabled={busy}
      >
        {finalMode ? t('sections.saveAndNext') : t('sections.next')}
      </button>
    </nav>
  );
}
