import type { Letter, ResumeListItem } from '@vita/shared';
import { LETTER_LIMITS } from '@vita/shared/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LetterActions } from './letter-actions';
import { RenameForm } from './rename-form';
import { useConfirmedDelete } from './use-confirmed-delete';
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

/** After a rename the focus goes back to its button; after a delete (the item is gone) to the heading. */
function useFocusAfterChange() {
  const heading = useRef<HTMLHeadingElement>(null);
  const renameButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusAfter = useRef<number | 'heading' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    if (target === 'heading') heading.current?.focus();
    else renameButtons.current.get(target)?.focus();
  });
  const renameRef = (id: number) => (element: HTMLButtonElement | null) => {
    if (element) renameButtons.current.set(id, element);
    else renameButtons.current.delete(id);
  };
  return { heading, renameRef, focusAfter };
}

/**
 * The letters ("Anschreiben") of one resume on My Resume: Öffnen, Umbenennen, Duplizieren and
 * Löschen (after a confirmation). A resume without letters shows nothing, so the list stays short.
 */
export function ResumeLetters({ resume, resumeName, loginToken, layout, columns = 5 }: ResumeLettersProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { list, rename, duplicate, remove, nameOf } = useResumeLetters(resume.resume_token, loginToken);
  const [renaming, setRenaming] = useState<number | null>(null);
  const { heading, renameRef, focusAfter } = useFocusAfterChange();
  const { deleting, setDeleting, deleteError, closeDelete, confirmDelete } = useConfirmedDelete<Letter>({
    remove: (letter) => remove.mutateAsync(letter),
    busy: remove.isPending,
    failedText: (message) => t('myLetters.deleteFailed', { message }),
    onDeleted: () => {
      focusAfter.current = 'heading';
    },
  });

  if (list.isPending || (list.isSuccess && list.data.length === 0)) return null;

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
                  <RenameForm
                    name={name}
                    maxLength={LETTER_LIMITS.name}
                    busy={rename.isPending}
                    emptyText={t('myLetters.renameEmpty')}
                    failedText={(message) => t('myLetters.renameFailed', { message })}
                    onSave={(next) => rename.mutateAsync({ letter, name: next })}
                    onDone={() => {
                      focusAfter.current = letter.id;
                      setRenaming(null);
                    }}
                  />
                ) : (
                  <>
                    <span className="resume-letters__name">{name}</span>
                    <LetterActions
                      letter={letter}
                      name={name}
                      renameRef={renameRef(letter.id)}
                      onRename={() => setRenaming(letter.id)}
                      duplicating={duplicate.isPending && duplicate.variables?.id === letter.id}
                      onDuplicate={() => duplicate.mutate(letter)}
                      onDelete={() => setDeleting(letter)}
                    />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('myLetters.deleteTitle')}
        bodyClassName="account-form__stack"
        failure={deleteError}
        confirmLabel={t('myLetters.deleteConfirm')}
        cancelLabel={t('myLetters.deleteCancel')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={closeDelete}
      >
        <p>{t('myLetters.deleteText', { name: deleting ? nameOf(deleting) : '' })}</p>
      </ConfirmDialog>
    </section>
  );

  if (layout === 'block') return content;
  return (
    <tr className="resume-table__letters">
      <td colSpan={columns}>{content}</td>
    </tr>
  );
}
