import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../modal-dialog';
import { DialogActions } from './dialog-actions';
import { FormFailure } from './form-failure';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, usually a paragraph. */
  children: ReactNode;
  failure: string | null;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Cancel, the × and Escape. */
  onClose: () => void;
  busy: boolean;
  tone?: 'primary' | 'danger';
  /** The class of a wrapper around the content (a stack with gaps); none when omitted. */
  bodyClassName?: string;
}

/** A question in a modal: its text, why the last try failed, confirm and cancel. */
export function ConfirmDialog({
  open,
  title,
  children,
  failure,
  onClose,
  bodyClassName,
  ...actions
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const body = (
    <>
      {children}
      <FormFailure message={failure} />
      <DialogActions onCancel={onClose} {...actions} />
    </>
  );
  return (
    <ModalDialog open={open} title={title} onClose={onClose} closeLabel={t('common.close')}>
      {bodyClassName ? <div className={bodyClassName}>{body}</div> : body}
    </ModalDialog>
  );
}
