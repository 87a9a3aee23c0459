import { type RegisterFormValues, registerFormSchema } from '@vita/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { FieldList } from '../components/ui/field-list';
import { getItem } from '../store/local-store';
import { AccountLinks, AccountSubmit, CredentialFields } from './account-form-parts';
import { accountErrorText } from './error-text';
import { resumeClaim } from './session';
import { sessionApi } from './session-api';
import { useAccountForm } from './use-account-form';
import { useCompleteLogin } from './use-complete-login';
import './account-texts';

const EMPTY: RegisterFormValues = { first_name: '', last_name: '', email: '', password: '' };

/** On the way to a download the form starts with the name and e-mail of the CV's heading. */
function fromHeading(): RegisterFormValues {
  const heading = getItem('heading');
  return {
    first_name: heading?.fname?.trim() ?? '',
    last_name: heading?.lname?.trim() ?? '',
    email: heading?.email?.trim() ?? '',
    password: '',
  };
}

interface RegisterFormProps {
  idPrefix: string;
  continueAfter: boolean;
  /** A download asked for the account: the intro says why, and that the CV filled the form. */
  forDownload?: boolean;
  onLogin?: (() => void) | undefined;
}

/**
 * Registration (02 §2.3): first_name, last_name, email, password; the resume_name and
 * resume_token go along, so the anonymous resume becomes the account's. Asked for by a download,
 * name and e-mail start from the CV's heading. A taken e-mail shows the server's first email error.
 */
export function RegisterForm({ idPrefix, continueAfter, forDownload = false, onLogin }: RegisterFormProps) {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const [initial] = useState(() => (forDownload ? fromHeading() : EMPTY));
  const form = useAccountForm(registerFormSchema, initial);
  const { values, set, errorOf, busy, failure } = form;

  const submit = form.handleSubmit({
    call: async () => {
      const answer = await sessionApi.register({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...resumeClaim(),
      });
      await complete(answer, 'register', continueAfter);
    },
    describe: (error) => {
      // 409: the server's first email error (02 §8), in the English interface our own words.
      const taken = error instanceof ApiRequestError && error.status === 409;
      return accountErrorText(error, t, taken ? 'account.register.emailTaken' : 'account.failed');
    },
  });

  return (
    <div className="account-form">
      <p className="account-form__intro">
        {t(forDownload ? 'account.register.downloadIntro' : 'account.register.intro')}
      </p>
      <form noValidate onSubmit={submit}>
        <div className="account-form__row">
          <FieldList
            block="account-field"
            fields={[
              {
                name: 'first_name',
                id: `${idPrefix}-first-name`,
                label: t('account.register.firstName'),
                autoComplete: 'given-name',
              },
              {
                name: 'last_name',
                id: `${idPrefix}-last-name`,
                label: t('account.register.lastName'),
                autoComplete: 'family-name',
              },
            ]}
            values={values}
            onChange={set}
            errorOf={errorOf}
          />
        </div>
        <CredentialFields idPrefix={idPrefix} values={values} set={set} errorOf={errorOf} isNew />
        <AccountSubmit busy={busy} failure={failure}>
          {busy ? t('account.register.loading') : t('account.register.submit')}
        </AccountSubmit>
      </form>
      {onLogin && <AccountLinks links={[{ label: t('account.register.haveAccount'), onClick: onLogin }]} />}
    </div>
  );
}
