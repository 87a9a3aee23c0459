interface DialogActionsProps {
  confirmLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** Without it the confirm button submits the form around it. */
  onConfirm?: () => void;
  busy?: boolean;
  /** The confirm button's look: `danger` for what cannot be undone. */
  tone?: 'primary' | 'danger';
  /** The row's class, the feature's own layout of a button row. */
  className?: string;
  /** The buttons' base class: the app's `button`, or a feature's own (the final page's). */
  buttonClass?: 'button' | 'final-button';
  /** Cancel on the left, confirm on the right (the wizard's and final page's dialogs). */
  cancelFirst?: boolean;
  /** The confirm button cannot be pressed yet (nothing to save, a call under way). */
  disabled?: boolean;
}

/** The confirm and cancel buttons under a dialog's question, confirm first unless `cancelFirst`. */
export function DialogActions({
  confirmLabel,
  cancelLabel,
  onCancel,
  onConfirm,
  busy,
  tone = 'primary',
  className = 'account-section__actions',
  buttonClass = 'button',
  cancelFirst = false,
  disabled,
}: DialogActionsProps) {
  const confirm = (
    <button
      type={onConfirm ? 'button' : 'submit'}
      className={`${buttonClass} ${buttonClass}--${tone}`}
      disabled={disabled}
      aria-busy={busy}
      onClick={onConfirm}
    >
      {confirmLabel}
    </button>
  );
  const cancel = (
    <button type="button" className={`${buttonClass} ${buttonClass}--secondary`} onClick={onCancel}>
      {cancelLabel}
    </button>
  );
  return (
    <div className={className}>
      {cancelFirst ? cancel : confirm}
      {cancelFirst ? confirm : cancel}
    </div>
  );
}
