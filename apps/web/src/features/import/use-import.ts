import type { ImportDraft } from '@vita/shared/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { paths } from '../../flow/paths';
import { confirmImport, readCv } from './import-api';
import './import-texts';

export type ImportStep = { kind: 'choose' } | { kind: 'review'; draft: ImportDraft; warnings: string[] };

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : String(error));

/**
 * The import's two steps: read the chosen file into a draft, then create the resume from the
 * draft as edited and open it on the final page. `latest` is the draft as last edited, read by
 * the confirm button after it has blurred the open field.
 */
export function useImport() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<ImportStep>({ kind: 'choose' });
  const latest = useRef<ImportDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const read = async (file: File | undefined) => {
    if (!file) {
      setError(t('importCv.noFile'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { draft, warnings } = await readCv(file);
      latest.current = draft;
      setStep({ kind: 'review', draft, warnings });
      window.scrollTo(0, 0);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const edit = (draft: ImportDraft) => {
    latest.current = draft;
    setStep((current) => (current.kind === 'review' ? { ...current, draft } : current));
  };

  const confirm = async () => {
    // Date and list fields commit on blur, which runs synchronously here.
    (document.activeElement as HTMLElement | null)?.blur();
    const draft = latest.current;
    if (!draft) return;
    setBusy(true);
    setError('');
    try {
      const { resume_token } = await confirmImport(draft);
      navigate(`${paths.finalResume}?id=${resume_token}`);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  const back = () => setStep({ kind: 'choose' });

  return { step, busy, error, clearError: () => setError(''), read, edit, confirm, back };
}
