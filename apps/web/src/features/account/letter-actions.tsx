import type { Letter } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './my-letters-texts';

/** The letter editor's address; the editor switches to the letter's resume itself. */
const editorHref = (id: number) => `/anschreiben/${id}`;

interface LetterActionsProps {
  letter: Letter;
  name: string;
  /** The rename button, for the focus to come back to after a rename. */
  renameRef: (element: HTMLButtonElement | null) => void;
  onRename: () => void;
  duplicating: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One letter's buttons on My Resume: Öffnen, Umbenennen, Duplizieren, Löschen. */
export function LetterActions({
  letter,
  name,
  renameRef,
  onRename,
  duplicating,
  onDuplicate,
  onDelete,
}: LetterActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="resume-item__actions">
      <Link
        to={editorHref(letter.id)}
        className="button button--primary button--small"
        aria-label={t('myLetters.openLabel', { name })}
      >
        {t('myLetters.open')}
      </Link>
      <button
        type="button"
        ref={renameRef}
        className="button button--secondary button--small"
        aria-label={t('myLetters.renameLabel', { name })}
        onClick={onRename}
      >
        {t('myLetters.rename')}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t('myLetters.duplicateLabel', { name })}
        aria-busy={duplicating}
        disabled={duplicating}
        onClick={onDuplicate}
      >
        {duplicating ? t('myLetters.duplicating') : t('myLetters.duplicate')}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t('myLetters.deleteLabel', { name })}
        onClick={onDelete}
      >
        {t('myLetters.delete')}
      </button>
    </div>
  );
}
