import { type EducationEntry, educationFormSchema } from '@vita/shared';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSchemaForm } from '../../components/form';
import { showToast } from '../../components/toast';
import { educationFormNext, entryIndexOf } from '../../flow/education';
import { getItem } from '../../store/local-store';
import {
  EDUCATION_FIELD_ORDER,
  type EducationField,
  type EducationFormValues,
  entryFromForm,
  fieldOfServerError,
  formFromEntry,
  isEmptyForm,
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

const invalidFields = (errors: Partial<Record<EducationField, unknown>>): EducationField[] =>
  EDUCATION_FIELD_ORDER.filter((field) => errors[field]);
const firstInvalid = (errors: Partial<Record<EducationField, unknown>>): EducationField | undefined =>
  invalidFields(errors)[0];

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
  const form = useSchemaForm(educationFormSchema, { values });
  // The fields refused at the last Next show their messages; each goes as soon as its field is
  // corrected, and the others stay until the next Next.
  const [shown, setShown] = useState<ReadonlySet<EducationField>>(() => new Set());
  const invalidNow = invalidFields(form.formState.errors).join(' ');
  useEffect(() => {
    const invalid = new Set(invalidNow.split(' '));
    setShown((current) => {
      const still = [...current].filter((field) => invalid.has(field));
      return still.length === current.size ? current : new Set(still);
    });
  }, [invalidNow]);
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
    if (Object.keys(serverErrors).length > 0) setServerErrors({});
  };

  const focusField = (field: EducationField | undefined) => {
    if (field) document.getElementById(fieldId(field))?.focus();
  };

  const finish = () => {
    clearDraft(index);
    navigate(educationFormNext());
  };

  /** The form's messages first, else the server's; both are text. */
  const message = (field: EducationField): string | undefined =>
    (shown.has(field) ? form.messageOf(field) : undefined) ?? serverErrors[field];

  const refuse = (found: FieldErrors<EducationFormValues>) => {
    const fields = invalidFields(found);
    setShown(new Set(fields));
    // The spec's rule: an empty school name also says 'Bitte füllen Sie die Felder aus'.
    if (found.sname?.message === 'education.errors.schoolRequired') {
      showToast(t('education.errors.fillFields'), 'error');
    }
    focusField(fields[0]);
  };

  const saveEntry = async () => {
    setShown(new Set());
    const entry = entryFromForm(values, original);
    const outcome = index === null ? await add(entry, finish) : await update(index, entry, finish);
    if (outcome.kind === 'failed' && outcome.error.errors) {
      const fromServer = serverFieldErrors(outcome.error.errors);
      setServerErrors(fromServer);
      focusField(firstInvalid(fromServer));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.status === 'pending') return;
    void form.handleSubmit(saveEntry, refuse)();
  };

  return {
    saved,
    values,
    message,
    change,
    submit,
    save,
    editing: index !== null,
    missingEntry: requestedIndex && index === null,
    back: () => clearDraft(index),
  };
}
