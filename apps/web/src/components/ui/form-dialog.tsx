import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../modal-dialog';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The fields, the failure and the buttons, stacked with even gaps. */
  children: ReactNode;
  /** The form's block (`<block>`, `<block>__stack`): the account forms' by default. */
  block?: string;
}

/** A form in a modal; the browser's own validation is off, the form checks its fields itself. */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  children,
  block = 'account-form',
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={open} title={title} onClose={onClose} closeLabel={t('common.close')}>
      <form className={block} noValidate onSubmit={onSubmit}>
        <div className={`${block}__stack`}>{children}</div>
      </form>
    </ModalDialog>
  );
}
