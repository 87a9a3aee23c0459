import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './components.css';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Text for the close button (×); 'Schließen' / 'Close' unless the dialog names it. */
  closeLabel?: string;
  /** An extra class on the <dialog>, e.g. for a wider dialog. */
  className?: string;
}

/** Shows a `<dialog>` as a modal while `open` (or just opens it where `showModal` is missing), else closes it. */
export function showDialog(dialog: HTMLDialogElement | null, open: boolean): void {
  if (!dialog) return;
  if (open && !dialog.open) {
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  } else if (!open && dialog.open) {
    dialog.close();
  }
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes it on Escape and returns focus
 * to the opener. Closing by Escape or the × calls onClose.
 */
export function ModalDialog({ open, title, onClose, children, closeLabel, className }: ModalDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => showDialog(ref.current, open), [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button
          type="button"
          className="modal__close"
          onClick={onClose}
          aria-label={closeLabel ?? t('common.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
