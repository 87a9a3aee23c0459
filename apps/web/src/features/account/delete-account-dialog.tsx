import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account-api';
import { ApiRequestError } from '../../api/client';
import { TextField } from '../../components/text-field';
import { showToast } from '../../components/toast';
import { CheckOption } from '../../components/ui/check-option';
import { DialogActions } from '../../components/ui/dialog-actions';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormFailure } from '../../components/ui/form-failure';
import { useAsyncAction } from '../../components/ui/use-async-action';
import { accountErrorText } from '../../session/error-text';
import { logout } from '../../session/session';
import type { AccountDialogProps } from './account-dialog';
import '../../session/account-texts';

/** How long the "deleted" toast shows before the app starts afresh on /. */
export const AFTER_DELETE_MS = 1500;

/**
 * Deleting the account, confirmed with the password (or, for an account made by social login,
 * the confirmation box alone). A wrong password (403) says so; success logs out.
 */
export function DeleteAccountDialog({ open, onClose, loginToken }: AccountDialogProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const { busy, failure, setFailure, run } = useAsyncAction();

  const close = () => {
    setPassword('');
    setConfirmed(false);
    setFailure(null);
    onClose();
  };

  const deleteAccount = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!confirmed) {
      setFailure(t('account.data.deleteCheckRequired'));
      return;
    }
    await run(
      async () => {
        await accountApi.deleteAccount(loginToken, password ? { password } : { confirm: true });
        close();
        showToast(t('account.data.deleted'), 'success');
        setTimeout(() => logout(), AFTER_DELETE_MS);
      },
      (error) => {
        const wrong = error instanceof ApiRequestError && error.status === 403;
        return wrong ? t('account.data.wrongPassword') : accountErrorText(error, t);
      },
    );
  };

  return (
    <FormDialog open={open} title={t('account.data.deleteTitle')} onClose={close} onSubmit={deleteAccount}>
      <p className="account-form__intro">{t('account.data.deleteText')}</p>
      <TextField
        block="account-field"
        id="delete-password"
        label={t('account.data.deletePassword')}
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
      />
      <CheckOption className="preferences__option" checked={confirmed} onChange={setConfirmed}>
        {t('account.data.deleteCheck')}
      </CheckOption>
      <FormFailure message={failure} />
      <DialogActions
        confirmLabel={t('account.data.deleteSubmit')}
        cancelLabel={t('account.data.cancel')}
        onCancel={close}
        busy={busy}
        tone="danger"
      />
    </FormDialog>
  );
}
