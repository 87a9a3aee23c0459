import type { Letter, ResumeListItem } from '@vita/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModalDialog } from '../../components/modal-dialog';
import { LetterRenameForm } from './letter-rename-form';
import { useResumeLetters } from './use-resume-letters';
import './my-letters-texts';

interface ResumeLettersProps {
  resume: ResumeListItem;
  resumeName: string;
  loginToken: string;
  /** In the table: a row of its own under the resume's row; in the grid: a block in the card. */
  layout: 'row' | 'block';
  /** The table's column count, which the row spans. */
  columns?: number;
}

/** The letter editor's address; the editor switches to the letter's resume itself. */
const editorHref = (id: number) => `/anschreiben/${id}`;

/**
 * The letters ("Anschreiben") of one resume on My Resume: Öffnen, Umbenennen, Duplizieren and
 * Löschen (after a confirmation). A resume without letters shows nothing, so the list stays short.
 */
export function ResumeLetters({ resume, resumeName, loginToken, layout, columns = 5 }: ResumeLettersProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { list, rename, duplicate, remove, nameOf } = useResumeLetters(resume.resume_token, loginToken);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Letter | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const renameButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusAfter = useRef<number | 'heading' | null>(null);

  // After a rename the focus goes back to its button; after a delete (the item is gone) to the heading.
  useEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    if (target === 'heading') heading.current?.focus();
    else renameButtons.current.get(target)?.focus();
  });

  if (list.isPending || (list.isSuccess && list.data.length === 0)) return null;

  const closeDelete = () => {
    setDeleting(null);
    setDeleteError(null);
  };
  const confirmDelete = async () => {
    if (!deleting || remove.isPending) return;
    try {
      await remove.mutateAsync(deleting);
      focusAfter.current = 'heading';
      closeDelete();
    } catch (error) {
      setDeleteError(
        t('myLetters.deleteFailed', { message: error instanceof Error ? error.message : String(error) }),
      );
    }
  };

  const HeadingTag = layout === 'row' ? 'h2' : 'h3';
  const content = (
    <section className={`resume-letters resume-letters--${layout}`} aria-labelledby={headingId}>
      <HeadingTag ref={heading} id={headingId} className="resume-letters__title" tabIndex={-1}>
        <span aria-hidden="true">{t('myLetters.heading')}</span>
        <span className="visually-hidden">{t('myLetters.headingFor', { name: resumeName })}</span>
      </HeadingTag>
      {list.isError ? (
        <p className="resume-letters__error" role="alert">
          {t('myLetters.loadFailed')}{' '}
          <button type="button" className="account-link" onClick={() => void list.refetch()}>
            {t('myLetters.retry')}
          </button>
        </p>
      ) : (
        <ul className="resume-letters__list">
          {list.data.map((letter) => {
            const name = nameOf(letter);
            return (
              <li key={letter.id} className="resume-letters__item">
                {renaming === letter.id ? (
                  <LetterRenameForm
                    name={name}
                    busy={rename.isPending}
                    onSave={(next) => rename.mutateAsync({ letter, name: next })}
                    onDone={() => {
                      focusAfter.current = letter.id;
                      setRenaming(null);
                    }}
                  />
                ) : (
                  <>
                    <span className="resume-letters__name">{name}</span>
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
                        ref={(element) => {
                          if (element) renameButtons.current.set(letter.id, element);
                          else renameButtons.current.delete(letter.id);
                        }}
                        className="button button--secondary button--small"
                        aria-label={t('myLetters.renameLabel', { name })}
                        onClick={() => setRenaming(letter.id)}
                      >
                        {t('myLetters.rename')}
                      </button>
                      <DuplicateButton
                        name={name}
                        working={duplicate.isPending && duplicate.variables?.id === letter.id}
                        onClick={() => duplicate.mutate(letter)}
                      />
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={t('myLetters.deleteLabel', { name })}
                        onClick={() => setDeleting(letter)}
                      >
                        {t('myLetters.delete')}
                      </button>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ModalDialog
        open={deleting !== null}
        title={t('myLetters.deleteTitle')}
        onClose={closeDelete}
        closeLabel={t('common.close')}
      >
        <div className="account-form__stack">
          <p>{t('myLetters.deleteText', { name: deleting ? nameOf(deleting) : '' })}</p>
          {deleteError && (
            <p className="account-form__failure" role="alert">
              {deleteError}
            </p>
          )}
          <div className="account-section__actions">
            <button
              type="button"
              className="button button--danger"
              aria-busy={remove.isPending}
              onClick={() => void confirmDelete()}
            >
              {t('myLetters.deleteConfirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={closeDelete}>
              {t('myLetters.deleteCancel')}
            </button>
          </div>
        </div>
      </ModalDialog>
    </section>
  );

  if (layout === 'block') return content;
  return (
    <tr className="resume-table__letters">
      <td colSpan={columns}>{content}</td>
    </tr>
  );
}

function DuplicateButton({
  name,
  working,
  onClick,
}: {
  name: string;
  working: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={t('myLetters.duplicateLabel', { name })}
      aria-busy={working}
      disabled={working}
      onClick={onClick}
    >
      {working ? t('myLetters.duplicating') : t('myLetters.duplicate')}
    </button>
  );
}
