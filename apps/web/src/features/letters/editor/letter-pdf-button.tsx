import { useQueryClient } from '@tanstack/react-query';
import type { LetterFields } from '@vita/shared/contracts';
import { letterPlaceholders } from '@vita/shared/rules';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationApi } from '../../../api/application-api';
import { exportApi } from '../../../api/export-api';
import { saveFile } from '../../../api/file-download';
import { flushPendingSaves } from '../../../components/save-status';
import { showToast } from '../../../components/toast';
import { useDownloadGate } from '../../../session/use-download-gate';
import type { LetterAccess } from './use-letter-autosave';
import './my-letters-texts';

interface LetterPdfButtonProps {
  id: number;
  access: LetterAccess;
  /** The printed fields as typed: a placeholder left in them stops the download before it starts. */
  letter: Pick<LetterFields, 'subject' | 'salutation' | 'body' | 'closing'>;
  /** Stores what is typed; false when the save failed (the PDF would show an older text). */
  save: () => Promise<boolean>;
}

/**
 * "Als PDF herunterladen": the letter alone, as the Mappe's export builds it (`parts: ['letter']`,
 * "Anschreiben_Vorname_Nachname_Firma.pdf" named by the server), behind the resume download's
 * login and plan gate. The letter and the resume's pending saves are stored first.
 */
/** "Im Anschreiben steht noch der Platzhalter „[Eintrittstermin]“ …", every placeholder named. */
export function placeholderNotice(t: TFunction, language: string, placeholders: readonly string[]): string {
  const quoted = placeholders.map((name) => (language === 'en' ? `“${name}”` : `„${name}“`));
  const names =
    quoted.length <= 1
      ? (quoted[0] ?? '')
      : `${quoted.slice(0, -1).join(', ')} ${t('myLetters.placeholderAnd')} ${quoted[quoted.length - 1]}`;
  return t('myLetters.pdfPlaceholders', { count: placeholders.length, names });
}

export function LetterPdfButton({ id, access, letter, save }: LetterPdfButtonProps) {
  const { t, i18n } = useTranslation();
  const gate = useDownloadGate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    if (busy) return;
    // The server refuses it too (422); asking first spares the login and plan gate.
    const placeholders = letterPlaceholders(letter);
    if (placeholders.length > 0) {
      setError(placeholderNotice(t, i18n.language, placeholders));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const capabilities = await queryClient.fetchQuery({
        queryKey: ['export-capabilities'],
        queryFn: exportApi.capabilities,
        staleTime: 60_000,
      });
      // A purchase made at the gate returns to the resume's PDF download, as from the Mappe.
      if (capabilities.requiresPlan && (await gate('pdf')) === 'blocked') return;
      if (!(await save())) {
        setError(t('myLetters.pdfUnsaved'));
        return;
      }
      // The sender falls back to the resume's heading: the server must hold its latest state.
      await flushPendingSaves().catch(() => undefined);
      const file = await applicationApi.download(
        { resume_token: access.resumeToken, letter_id: id, parts: ['letter'] },
        access.token,
      );
      saveFile(file);
      showToast(t('myLetters.pdfDone'), 'success');
    } catch (thrown) {
      setError(
        t('myLetters.pdfFailed', { message: thrown instanceof Error ? thrown.message : String(thrown) }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="le-pdf">
      <button
        type="button"
        className="le-button"
        aria-busy={busy}
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? t('myLetters.pdfWorking') : t('myLetters.pdf')}
      </button>
      {error && (
        <p className="le-pdf__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
