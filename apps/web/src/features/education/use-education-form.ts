import type { EducationEntry } from '@vita/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '../../components/toast';
import { educationFormNext, entryIndexOf } from '../../flow/education';
import { getItem } from '../../store/local-store';
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
import { useEducationMutations } from './use-education';
import { useEducationPreviewOverlay } from './use-preview-overlay';

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

/**
 * The /edu-del form: the entry from `?index=` (or a new one), its draft kept across reloads, the
 * preview showing it as typed, the form's and the server's messages, and saving.
 */
export function useEducationForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
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

  return {
    saved,
    values,
    errors,
    serverErrors,
    change,
    submit,
    save,
    editing: index !== null,
    missingEntry: requestedIndex && index === null,
    back: () => clearDraft(index),
  };
}
