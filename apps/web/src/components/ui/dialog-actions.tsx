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
}

/** The confirm and cancel buttons under a dialog's question, confirm first. */
export function DialogActions({
  confirmLabel,
  cancelLabel,
  onCancel,
  onConfirm,
  busy,
  tone = 'primary',
  className = 'account-section__actions',
}: DialogActionsProps) {
  return (
    <div className={className}>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`button button--${tone}`}
        aria-busy={busy}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
