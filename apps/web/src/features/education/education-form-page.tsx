import type { EducationEntry } from '@vita/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SaveStatus } from '../../components/save-status';
import { showToast, Toaster } from '../../components/toast';
import { WizardPage } from '../../components/wizard-page';
import { educationFormBack, educationFormNext, entryIndexOf } from '../../flow/education';
import { getItem } from '../../store/local-store';
import { useFlowState } from '../../store/resume-store';
import { EducationFields } from './education-fields';
import {
  EDUCATION_FIELD_ORDER,
  type EducationErrors,
  type EducationField,
  type EducationFormValues,
  entryFromForm,
  fieldOfServerError,
  formFromEntry,
  isEmptyForm,
  validateEducation,
} from './education-values';
import { fieldId } from './form-controls';
import { clearDraft, readDraft, writeDraft } from './form-draft';
import { useDegrees, useEducationMutations } from './use-education';
import { useEducationPreviewOverlay } from './use-preview-overlay';
import './education.css';

function serverFieldErrors(
  errors: Record<string, string> | undefined,
): Partial<Record<EducationField, string>> {
  const result: Partial<Record<EducationField, string>> = {};
  for (const [path, message] of Object.entries(errors ?? {})) {
    const field = fieldOfServerError(path);
    if (field) result[field] = message;
  }
  return result;
}

const firstInvalid = (errors: Partial<Record<EducationField, unknown>>): EducationField | undefined =>
  EDUCATION_FIELD_ORDER.find((field) => errors[field]);

/** /edu-del: add a degree, or edit one with `?index=` (01 §2, §5). */
export function EducationFormPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const flow = useFlowState();
  const degrees = useDegrees();
  const { save, add, update } = useEducationMutations();

  // The saved list as local storage holds it (the store's mirror may carry this form's overlay).
  const [saved] = useState<readonly EducationEntry[]>(() => getItem('education') ?? []);
  const requestedIndex = new URLSearchParams(search).has('index');
  const index = entryIndexOf(search, saved.length);
  const original = index === null ? undefined : saved[index];

  const [values, setValues] = useState<EducationFormValues>(
    () => readDraft(index, original) ?? formFromEntry(original, i18n.resolvedLanguage ?? 'de'),
  );
  const [errors, setErrors] = useState<EducationErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<EducationField, string>>>({});
  const preview = useMemo(() => {
    if (index === null && isEmptyForm(values)) return null;
    const entry = entryFromForm(values, original);
    return index === null ? [...saved, entry] : saved.map((item, i) => (i === index ? entry : item));
  }, [values, original, index, saved]);
  useEducationPreviewOverlay(preview);

  const change = (patch: Partial<EducationFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    writeDraft(index, original, next);
    // A message goes as soon as its field is corrected; the others stay until the next save.
    if (Object.keys(errors).length > 0) {
      const still = validateEducation(next);
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => still[field as EducationField])),
      );
    }
    if (Object.keys(serverErrors).length > 0) setServerErrors({});
  };

  const focusField = (field: EducationField | undefined) => {
    if (field) document.getElementById(fieldId(field))?.focus();
  };

  const finish = () => {
    clearDraft(index);
    navigate(educationFormNext());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.status === 'pending') return;
    const found = validateEducation(values);
    setErrors(found);
    if (found.sname === 'schoolRequired') showToast(t('education.errors.fillFields'), 'error');
    if (Object.keys(found).length > 0) {
      focusField(firstInvalid(found));
      return;
    }
    const entry = entryFromForm(values, original);
    const outcome = index === null ? await add(entry, finish) : await update(index, entry, finish);
    if (outcome.kind === 'failed' && outcome.error.errors) {
      const fromServer = serverFieldErrors(outcome.error.errors);
      setServerErrors(fromServer);
      focusField(firstInvalid(fromServer));
    }
  };

  const back = () => clearDraft(index);
  const editing = index !== null;

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
        requestedIndex &&
        !editing && (
          <p className="wizard-page__notice" role="status">
            {t('education.form.missingEntry')}
          </p>
        )
      }
    >
      <EducationFields
        values={values}
        errors={errors}
        serverErrors={serverErrors}
        degrees={degrees}
        onChange={change}
      />
      <SaveStatus state={save} />
    </WizardPage>
  );
}
