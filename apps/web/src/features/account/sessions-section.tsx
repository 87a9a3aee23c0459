import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { accountErrorText } from '../session/error-text';
import { logout } from '../session/session';
import { accountApi } from './account-api';
import '../session/account-texts';

/** How long the "signed out everywhere" toast shows before the app starts afresh on /. */
export const AFTER_LOGOUT_ALL_MS = 1500;

/**
 * "Überall abmelden": ends every login of the account (POST /logout-all), this device's too, after
 * a confirmation; then this browser logs out as the user menu's Logout does. Other devices are
 * signed out at their next call (the server refuses their tokens with 401).
 */
export function SessionsSection({ loginToken }: { loginToken: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setConfirming(false);
    setFailure(null);
  };

  const logoutAll = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await accountApi.logoutAll(loginToken);
      close();
      showToast(t('account.sessions.done'), 'success');
      setTimeout(() => logout(), AFTER_LOGOUT_ALL_MS);
    } catch (error) {
      setFailure(accountErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="account-section__title">
        {t('account.sessions.title')}
      </h2>
      <p className="account-section__intro">{t('account.sessions.intro')}</p>
      <div className="account-section__actions">
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          {t('account.sessions.logoutAll')}
        </button>
      </div>
      <ModalDialog
        open={confirming}
        title={t('account.sessions.confirmTitle')}
        onClose={close}
        closeLabel={t('common.close')}
      >
        <div className="account-form__stack">
          <p className="account-form__intro">{t('account.sessions.confirmText')}</p>
          {failure && (
            <p className="account-form__failure" role="alert">
              {failure}
            </p>
          )}
          <div className="account-section__actions">
            <button type="button" className="button button--danger" aria-busy={busy} onClick={logoutAll}>
              {t('account.sessions.confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('account.sessions.cancel')}
            </button>
          </div>
        </div>
      </ModalDialog>
    </section>
  );
}
