import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { ModalDialog } from '../../components/modal-dialog';
import { TextField } from '../../components/text-field';
import { showToast } from '../../components/toast';
import { accountErrorText } from '../session/error-text';
import { logout } from '../session/session';
import { accountApi } from './account-api';
import '../session/account-texts';

/** How long the "deleted" toast shows before the app starts afresh on /. */
export const AFTER_DELETE_MS = 1500;

/** Offers a JSON document as a file download. */
function saveJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GDPR (Art. 15 and 20): download everything Vita holds about the account as JSON (every resume
 * included), and delete the account after confirming with the password (or, for an account made
 * by social login, the confirmation box). Deleting logs out.
 */
export function DataSection({ loginToken }: { loginToken: string }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const exportData = async () => {
    setExporting(true);
    try {
      const { data } = await accountApi.exportAccount(loginToken);
      saveJson(data, `vita-daten-${data.exported_at.slice(0, 10)}.json`);
      showToast(t('account.data.exported'), 'success');
    } catch (error) {
      showToast(accountErrorText(error, t), 'error');
    } finally {
      setExporting(false);
    }
  };

  const closeDelete = () => {
    setDeleting(false);
    setPassword('');
    setConfirmed(false);
    setFailure(null);
  };

  const deleteAccount = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!confirmed) {
      setFailure(t('account.data.deleteCheckRequired'));
      return;
    }
    setBusy(true);
    try {
      await accountApi.deleteAccount(loginToken, password ? { password } : { confirm: true });
      closeDelete();
      showToast(t('account.data.deleted'), 'success');
      setTimeout(() => logout(), AFTER_DELETE_MS);
    } catch (error) {
      const wrong = error instanceof ApiRequestError && error.status === 403;
      setFailure(wrong ? t('account.data.wrongPassword') : accountErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby="data-title">
      <h2 id="data-title" className="account-section__title">
        {t('account.data.title')}
      </h2>
      <p className="account-section__intro">{t('account.data.intro')}</p>
      <div className="account-section__actions">
        <button type="button" className="button button--secondary" aria-busy={exporting} onClick={exportData}>
          {t('account.data.export')}
        </button>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          {t('account.data.delete')}
        </button>
      </div>
      <ModalDialog
        open={deleting}
        title={t('account.data.deleteTitle')}
        onClose={closeDelete}
        closeLabel={t('common.close')}
      >
        <form className="account-form" noValidate onSubmit={deleteAccount}>
          <div className="account-form__stack">
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
            <label className="preferences__option">
              <input
                type="checkbox"
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
              />
              {t('account.data.deleteCheck')}
            </label>
            {failure && (
              <p className="account-form__failure" role="alert">
                {failure}
              </p>
            )}
            <div className="account-section__actions">
              <button type="submit" className="button button--danger" aria-busy={busy}>
                {t('account.data.deleteSubmit')}
              </button>
              <button type="button" className="button button--secondary" onClick={closeDelete}>
                {t('account.data.cancel')}
              </button>
            </div>
          </div>
        </form>
      </ModalDialog>
    </section>
  );
}
