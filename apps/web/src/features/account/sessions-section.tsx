import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account-api';
import { showToast } from '../../components/toast';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SectionCard } from '../../components/ui/section-card';
import { useAsyncAction } from '../../components/ui/use-async-action';
import { accountErrorText } from '../../session/error-text';
import { logout } from '../../session/session';
import '../../session/account-texts';

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
  const { busy, failure, setFailure, run } = useAsyncAction();

  const close = () => {
    setConfirming(false);
    setFailure(null);
  };

  const logoutAll = () =>
    run(
      async () => {
        await accountApi.logoutAll(loginToken);
        close();
        showToast(t('account.sessions.done'), 'success');
        setTimeout(() => logout(), AFTER_LOGOUT_ALL_MS);
      },
      (error) => accountErrorText(error, t),
    );

  return (
    <SectionCard id="sessions" title={t('account.sessions.title')} intro={t('account.sessions.intro')}>
      <div className="account-section__actions">
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          {t('account.sessions.logoutAll')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('account.sessions.confirmTitle')}
        bodyClassName="account-form__stack"
        failure={failure}
        confirmLabel={t('account.sessions.confirm')}
        cancelLabel={t('account.sessions.cancel')}
        tone="danger"
        busy={busy}
        onConfirm={() => void logoutAll()}
        onClose={close}
      >
        <p className="account-form__intro">{t('account.sessions.confirmText')}</p>
      </ConfirmDialog>
    </SectionCard>
  );
}
