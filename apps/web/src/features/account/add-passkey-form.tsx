import { PASSKEY_NAME_MAX } from '@vita/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account-api';
import { TextField } from '../../components/text-field';
import { showToast } from '../../components/toast';
import { FormFailure } from '../../components/ui/form-failure';
import { useAsyncAction } from '../../components/ui/use-async-action';
import { accountErrorText } from '../../session/error-text';
import { browserHasPasskeys, createPasskey, PasskeyCeremonyError } from '../../session/passkey-ceremony';
import '../../session/account-texts';

/**
 * Names and makes a new passkey: the server's options, the browser's dialog (fingerprint, face,
 * PIN), the server's check. A cancelled dialog saves nothing and says so; the name stays typed.
 */
export function AddPasskeyForm({ loginToken, onAdded }: { loginToken: string; onAdded: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const { busy, failure, run } = useAsyncAction();
  const supported = browserHasPasskeys();

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () => {
        const { data: options } = await accountApi.passkeyOptions(loginToken);
        const response = await createPasskey(options);
        await accountApi.addPasskey(loginToken, { response, name: name.trim() });
        setName('');
        showToast(t('account.passkeys.saved'), 'success');
        onAdded();
      },
      (error) => {
        if (!(error instanceof PasskeyCeremonyError)) {
          return accountErrorText(error, t, 'account.passkeys.addFailed');
        }
        if (error.kind === 'unsupported') return t('account.passkeys.unsupported');
        if (error.kind === 'cancelled') return t('account.passkeys.addCancelled');
        if (error.kind === 'exists') return t('account.passkeys.exists');
        return t('account.passkeys.addFailed');
      },
    );
  };

  return (
    <form className="passkey-add" noValidate onSubmit={add}>
      <TextField
        id="passkey-name"
        block="account-field"
        label={t('account.passkeys.name')}
        hint={t('account.passkeys.nameHint')}
        value={name}
        onValueChange={setName}
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
      />
      {!supported && <p className="passkey-add__note">{t('account.passkeys.unsupported')}</p>}
      <FormFailure message={failure} />
      <div className="account-section__actions">
        <button type="submit" className="button button--primary" aria-busy={busy} disabled={!supported}>
          {busy ? t('account.passkeys.adding') : t('account.passkeys.add')}
        </button>
      </div>
    </form>
  );
}
