import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../../components/save-status';
import { Toaster } from '../../components/toast';
import { WizardPage } from '../../components/wizard-page';
import { educationFormBack } from '../../flow/education';
import { useFlowState } from '../../store/resume-store';
import { EducationFields } from './education-fields';
import { useDegrees } from './use-education';
import { useEducationForm } from './use-education-form';
import './education.css';

/** /edu-del: add a degree, or edit one with `?index=` (01 §2, §5). */
export function EducationFormPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  const degrees = useDegrees();
  const { saved, values, message, change, submit, save, editing, missingEntry, back } = useEducationForm();

  return (
    <WizardPage
      layout="centred"
      title={editing ? t('education.form.titleEdit') : t('education.form.title')}
      lead={t('education.form.lead')}
      form={{ className: 'wizard-card edu-form', onSubmit: submit }}
      nav={{
        back: {
          to: educationFormBack({ finalMode: flow.finalMode, hasDegrees: saved.length > 0 }),
          onClick: back,
        },
        next: { submit: true, busy: save.status === 'pending' },
        nextLabel: flow.finalMode ? t('education.saveAndNext') : t('common.next'),
      }}
      outside={<Toaster />}
      notices={
        missingEntry && (
          <p className="wizard-page__notice" role="status">
            {t('education.form.missingEntry')}
          </p>
        )
      }
    >
      <EducationFields values={values} message={message} degrees={degrees} onChange={change} />
      <SaveStatus state={save} />
    </WizardPage>
  );
}
