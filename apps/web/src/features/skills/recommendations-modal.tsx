import type { CatalogueItem } from '@vita/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';

interface RecommendationsModalProps {
  open: boolean;
  profileTitle: string;
  items: readonly CatalogueItem[];
  onAccept(): void;
  onDecline(): void;
}

/** 01 §4: the skills the catalogue recommends (our curated 8–12) for the visitor's newest job. */
export function RecommendationsModal({
  open,
  profileTitle,
  items,
  onAccept,
  onDecline,
}: RecommendationsModalProps) {
  const { t } = useTranslation();
  const acceptRef = useRef<HTMLButtonElement>(null);

  // The dialog opens on its own, not from a button: the main action gets the focus. It sits below
  // the list, so focusing it must not scroll: the dialog opens at the top, its title in view.
  useEffect(() => {
    if (!open) return;
    acceptRef.current?.focus({ preventScroll: true });
    const dialog = acceptRef.current?.closest('dialog');
    if (dialog) dialog.scrollTop = 0;
  }, [open]);

  return (
    <ModalDialog open={open} title={t('skills.modal.title')} onClose={onDecline}>
      <p className="skills-modal__text">{t('skills.modal.text', { profile: profileTitle })}</p>
      <ul className="skills-modal__list" lang="de">
        {items.map((item) => (
          <li key={item.id}>{item.description}</li>
        ))}
      </ul>
      <div className="skills-modal__actions">
        <button type="button" className="button button--secondary" onClick={onDecline}>
          {t('skills.modal.decline')}
        </button>
        <button ref={acceptRef} type="button" className="button button--primary" onClick={onAccept}>
          {t('skills.modal.accept')}
        </button>
      </div>
    </ModalDialog>
  );
}
