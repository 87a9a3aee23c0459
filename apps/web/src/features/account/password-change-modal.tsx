import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { ModalDialog } from '../../components/modal-dialog';
import { TextField } from '../../components/text-field';
import { showToast } from '../../components/toast';
import { useResumeStore } from '../../store/resume-store';
import { accountErrorText } from '../session/error-text';
import { checkNewPassword, collectErrors, type FieldErrors, hasErrors } from '../session/validation';
import { accountApi } from './account-api';
import '../session/account-texts';

type Field = 'current_password' | 'new_password' | 'confirm_password';
const EMPTY: Record<Field, string> = { current_password: '', new_password: '', confirm_password: '' };

interface PasswordChangeModalProps {
  open: boolean;
  onClose: () => void;
  loginToken: string;
}

/**
 * The password change (02 §2.8, §5, §8): old, new and confirm, each required and at least 6
 * characters; new ≠ confirm says "Password not match" and sends nothing; a wrong old password
 * (404) shows the server's message. The modal closes on success only.
 */
export function PasswordChangeModal({ open, onClose, loginToken }: PasswordChangeModalProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const errorOf = (field: Field) => {
    const key = errors[field];
    return key ? t(`account.validation.${key}`) : undefined;
  };
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>({
      current_password: checkNewPassword(values.current_password, 'oldPasswordRequired'),
      new_password: checkNewPassword(values.new_password, 'newPasswordRequired'),
      confirm_password: checkNewPassword(values.confirm_password, 'confirmPasswordRequired'),
    });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || busy) return;
    if (values.new_password !== values.confirm_password) {
      setFailure(t('account.password.mismatch'));
      return;
    }
    setBusy(true);
    try {
      const answer = await accountApi.updatePassword(loginToken, values);
      // Every other device is signed out now; this one goes on with the fresh token.
      if (answer.token) useResumeStore.getState().set('loginToken', answer.token);
      showToast(t('account.password.changed'), 'success');
      close();
    } catch (error) {
      const wrongOld = error instanceof ApiRequestError && error.status === 404;
      setFailure(accountErrorText(error, t, wrongOld ? 'account.password.wrongOld' : 'account.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      title={t('account.password.title')}
      onClose={close}
      closeLabel={t('common.close')}
    >
      <form className="account-form" noValidate onSubmit={submit}>
        <div className="account-form__stack">
          <TextField
            block="account-field"
            id="password-current"
            label={t('account.password.old')}
            type="password"
            autoComplete="current-password"
            value={values.current_password}
            onValueChange={set('current_password')}
            error={errorOf('current_password')}
          />
          <TextField
            block="account-field"
            id="password-new"
            label={t('account.password.new')}
            type="password"
            autoComplete="new-password"
            value={values.new_password}
            onValueChange={set('new_password')}
            error={errorOf('new_password')}
          />
          <TextField
            block="account-field"
            id="password-confirm"
            label={t('account.password.confirm')}
            type="password"
            autoComplete="new-password"
            value={values.confirm_password}
            onValueChange={set('confirm_password')}
            error={errorOf('confirm_password')}
          />
          {failure && (
            <p className="account-form__failure" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="button button--primary account-form__submit" aria-busy={busy}>
            {t('account.password.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
