import { type PasswordChangeFormValues, passwordChangeFormSchema } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account-api';
import { ApiRequestError } from '../../api/client';
import { showToast } from '../../components/toast';
import { FieldList } from '../../components/ui/field-list';
import { FormDialog } from '../../components/ui/form-dialog';
import { AccountSubmit } from '../../session/account-form-parts';
import { accountErrorText } from '../../session/error-text';
import { useAccountForm } from '../../session/use-account-form';
import { useResumeStore } from '../../store/resume-store';
import type { AccountDialogProps } from './account-dialog';
import '../../session/account-texts';

const EMPTY: PasswordChangeFormValues = { current_password: '', new_password: '', confirm_password: '' };
const FIELDS = [
  {
    name: 'current_password',
    id: 'password-current',
    label: 'account.password.old',
    autoComplete: 'current-password',
  },
  { name: 'new_password', id: 'password-new', label: 'account.password.new', autoComplete: 'new-password' },
  {
    name: 'confirm_password',
    id: 'password-confirm',
    label: 'account.password.confirm',
    autoComplete: 'new-password',
  },
] as const;

/**
 * The password change (02 §2.8, §5, §8): old, new and confirm, each required and at least 6
 * characters; new ≠ confirm says "Password not match" and sends nothing; a wrong old password
 * (404) shows the server's message. The modal closes on success only.
 */
export function PasswordChangeModal({ open, onClose, loginToken }: AccountDialogProps) {
  const { t } = useTranslation();
  const form = useAccountForm(passwordChangeFormSchema, EMPTY);
  const { values, set, errorOf, reset, busy, failure, setFailure } = form;
  const close = () => {
    reset();
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit({
    refuse: () => (values.new_password !== values.confirm_password ? t('account.password.mismatch') : null),
    call: async () => {
      const answer = await accountApi.updatePassword(loginToken, values);
      // Every other device is signed out now; this one goes on with the fresh token.
      if (answer.token) useResumeStore.getState().set('loginToken', answer.token);
      showToast(t('account.password.changed'), 'success');
      close();
    },
    describe: (error) => {
      const wrongOld = error instanceof ApiRequestError && error.status === 404;
      return accountErrorText(error, t, wrongOld ? 'account.password.wrongOld' : 'account.failed');
    },
  });

  return (
    <FormDialog open={open} title={t('account.password.title')} onClose={close} onSubmit={submit}>
      <FieldList
        block="account-field"
        fields={FIELDS.map((field) => ({ ...field, type: 'password', label: t(field.label) }))}
        values={values}
        onChange={set}
        errorOf={errorOf}
      />
      <AccountSubmit busy={busy} failure={failure} spinner={false}>
        {t('account.password.submit')}
      </AccountSubmit>
    </FormDialog>
  );
}
