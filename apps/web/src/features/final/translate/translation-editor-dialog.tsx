import { useQueryClient } from '@tanstack/react-query';
import type { TranslationField, TranslationFieldsResponse } from '@vita/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import { flushPendingSaves } from '../../../components/save-status';
import type { StoreKeyName } from '../../../store/local-store';
import { useResumeStore } from '../../../store/resume-store';
import { storeValuesForTranslatedField } from './apply-translated-field';
import { translationFieldLabel } from './field-label';
import { saveTranslationField, translationFieldsQueryKey } from './translate-api';
import { type RowState, TranslationFieldRow } from './translation-field-row';
import { useTranslationFields } from './use-translation-fields';
import '../texts';
import './translate.css';

interface TranslationEditorDialogProps {
  open: boolean;
  onClose(): void;
  resumeToken: string;
  loginToken: string | null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The side-by-side editor of an English version: each field still in German, the German text
 * left and the English right. A saved field keeps its row (marked "Übernommen") until the dialog
 * closes; the drafts stay while the page is open (closed and reopened too), so a save of one field
 * never drops what is typed in another.
 */
export function TranslationEditorDialog({
  open,
  onClose,
  resumeToken,
  loginToken,
}: TranslationEditorDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fields = useTranslationFields(resumeToken, loginToken);
  const [rows, setRows] = useState<TranslationField[] | null>(null);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [states, setStates] = useState<Record<string, RowState>>({});
  const [errors, setErrors] = useState<Record<string, string | null>>({});

  // The rows are the list the dialog opened with; a later refetch does not take saved rows away.
  useEffect(() => {
    if (!open) {
      setRows(null);
      return;
    }
    if (rows === null && fields.data) {
      setRows(fields.data.fields);
      setDrafts((current) => {
        const next = { ...current };
        for (const field of fields.data.fields) next[field.key] ??= field.english;
        return next;
      });
      setStates({});
      setErrors({});
    }
  }, [open, rows, fields.data]);

  const submit = async (field: TranslationField, keepAsItIs: boolean) => {
    setStates((s) => ({ ...s, [field.key]: 'saving' }));
    setErrors((e) => ({ ...e, [field.key]: null }));
    try {
      // Saves still waiting go first, so none of them later overwrites the translation.
      await flushPendingSaves().catch(() => undefined);
      const value = drafts[field.key] ?? field.english;
      const { data } = await saveTranslationField(loginToken, {
        resume_token: resumeToken,
        key: field.key,
        ...(keepAsItIs ? {} : { value }),
      });
      const store = useResumeStore.getState();
      for (const [name, stored] of Object.entries(
        storeValuesForTranslatedField(store.values, field.key, data.value),
      )) {
        store.set(name as StoreKeyName, stored as never);
      }
      // The note and the strength meter count what is left.
      store.set('untranslated', data.untranslated);
      queryClient.setQueryData(
        translationFieldsQueryKey(resumeToken),
        (answer: TranslationFieldsResponse | undefined) =>
          answer && {
            ...answer,
            data: {
              ...answer.data,
              fields: answer.data.fields.filter((f) => data.untranslated.includes(f.key)),
              untranslated_count: data.untranslated_count,
            },
          },
      );
      setStates((s) => ({ ...s, [field.key]: 'saved' }));
    } catch (error) {
      setStates((s) => ({ ...s, [field.key]: 'open' }));
      setErrors((e) => ({ ...e, [field.key]: t('final.translate.failed', { message: messageOf(error) }) }));
    }
  };

  const allSaved = rows?.every((row) => states[row.key] === 'saved') ?? false;
  return (
    <ModalDialog
      open={open}
      title={t('final.translate.title')}
      onClose={onClose}
      className="translate-editor"
    >
      <p className="translate-editor__intro">{t('final.translate.intro')}</p>
      {fields.isError && rows === null && (
        <p role="alert">{t('final.translate.loadFailed', { message: messageOf(fields.error) })}</p>
      )}
      {rows === null && !fields.isError && <p role="status">{t('final.translate.loading')}</p>}
      {rows?.map((field) => (
        <TranslationFieldRow
          key={field.key}
          field={field}
          label={translationFieldLabel(field.key, t)}
          draft={drafts[field.key] ?? field.english}
          state={states[field.key] ?? 'open'}
          error={errors[field.key] ?? null}
          onDraft={(value) => {
            if (value === (drafts[field.key] ?? field.english)) return;
            setDrafts((d) => ({ ...d, [field.key]: value }));
            if (states[field.key] === 'saved') setStates((s) => ({ ...s, [field.key]: 'open' }));
          }}
          onSave={() => submit(field, false)}
          onKeep={() => submit(field, true)}
        />
      ))}
      {allSaved && <p role="status">{t('final.translate.allDone')}</p>}
      <div className="translate-editor__footer">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('final.translate.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
