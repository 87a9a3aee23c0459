import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '@vita/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account-api';
import { showToast } from '../../components/toast';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SectionCard } from '../../components/ui/section-card';
import { useAsyncAction } from '../../components/ui/use-async-action';
import { accountErrorText } from '../../session/error-text';
import { useLoginExpired } from '../../session/use-login-expired';
import { AddPasskeyForm } from './add-passkey-form';
import { formatDate } from './format-date';
import '../../session/account-texts';

function PasskeyItem({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => formatDate(iso, i18n.resolvedLanguage);
  return (
    <li className="passkey-list__item">
      <div className="passkey-list__text">
        <span className="passkey-list__name">{passkey.name}</span>
        <span className="passkey-list__meta">
          {t('account.passkeys.added', { date: date(passkey.created_at) })}
          {' · '}
          {passkey.last_used_at
            ? t('account.passkeys.lastUsed', { date: date(passkey.last_used_at) })
            : t('account.passkeys.neverUsed')}
          {passkey.backed_up && ` · ${t('account.passkeys.synced')}`}
        </span>
      </div>
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('account.passkeys.removeLabel', { name: passkey.name })}
        onClick={onRemove}
      >
        {t('account.passkeys.remove')}
      </button>
    </li>
  );
}

/**
 * My Account › "Anmeldung mit Passkey": the account's passkeys with when they were added and last
 * used, a form to add one, and removing one after a confirmation.
 */
export function PasskeysSection({ loginToken }: { loginToken: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = ['passkeys', loginToken];
  const list = useQuery({ queryKey, queryFn: async () => (await accountApi.passkeys(loginToken)).data });
  useLoginExpired(list.error);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const { busy, failure, setFailure, run } = useAsyncAction();
  const refresh = () => void queryClient.invalidateQueries({ queryKey });

  const close = () => {
    setRemoving(null);
    setFailure(null);
  };
  const remove = (passkey: Passkey) =>
    run(
      async () => {
        await accountApi.removePasskey(loginToken, passkey.id);
        close();
        showToast(t('account.passkeys.removed'), 'success');
        refresh();
      },
      (error) => accountErrorText(error, t),
    );

  const passkeys = list.data ?? [];
  return (
    <SectionCard id="passkeys" title={t('account.passkeys.title')} intro={t('account.passkeys.intro')}>
      {list.isError && <p className="account-form__failure">{t('account.passkeys.loadFailed')}</p>}
      {list.isSuccess && passkeys.length === 0 && (
        <p className="passkey-list__none">{t('account.passkeys.none')}</p>
      )}
      {passkeys.length > 0 && (
        <ul className="passkey-list" aria-label={t('account.passkeys.listLabel')}>
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
          ))}
        </ul>
      )}
      <AddPasskeyForm loginToken={loginToken} onAdded={refresh} />
      <ConfirmDialog
        open={removing !== null}
        title={t('account.passkeys.confirmTitle')}
        bodyClassName="account-form__stack"
        failure={failure}
        confirmLabel={t('account.passkeys.confirm')}
        cancelLabel={t('account.passkeys.cancel')}
        tone="danger"
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={close}
      >
        <p className="account-form__intro">
          {t('account.passkeys.confirmText', { name: removing?.name ?? '' })}
        </p>
      </ConfirmDialog>
    </SectionCard>
  );
}
