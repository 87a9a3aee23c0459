import { useQuery } from '@tanstack/react-query';
import { type ContactFormValues, contactFormSchema, type Profile } from '@vita/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account-api';
import { showToast } from '../../components/toast';
import { FieldList } from '../../components/ui/field-list';
import { FormFailure } from '../../components/ui/form-failure';
import { SectionCard } from '../../components/ui/section-card';
import { accountErrorText } from '../../session/error-text';
import { useAccountForm } from '../../session/use-account-form';
import { useLoginExpired } from '../../session/use-login-expired';
import { useResumeStore } from '../../store/resume-store';
import { PasswordChangeModal } from './password-change-modal';
import '../../session/account-texts';

type Field = keyof ContactFormValues;
const EMPTY: ContactFormValues = {
  first_name: '',
  last_name: '',
  city: '',
  country: '',
  zip_code: '',
  phone: '',
};

const fromProfile = (p: Profile): ContactFormValues => ({
  first_name: p.firstname,
  last_name: p.lastname,
  city: p.city,
  country: p.country,
  zip_code: p.zip_code,
  phone: p.phone,
});

const FIELDS: {
  name: Field;
  label: 'firstName' | 'lastName' | 'city' | 'country' | 'zip' | 'phone';
  autoComplete: string;
  type?: string;
}[] = [
  { name: 'first_name', label: 'firstName', autoComplete: 'given-name' },
  { name: 'last_name', label: 'lastName', autoComplete: 'family-name' },
  { name: 'city', label: 'city', autoComplete: 'address-level2' },
  { name: 'country', label: 'country', autoComplete: 'country-name' },
  { name: 'zip_code', label: 'zip', autoComplete: 'postal-code' },
  { name: 'phone', label: 'phone', autoComplete: 'tel', type: 'tel' },
];

/**
 * General Account Settings (02 §2.8, §5): the contact form — every field required with the
 * spec's German messages — saved with POST /update-profile, and the password change button.
 */
export function ContactForm({ loginToken }: { loginToken: string }) {
  const { t } = useTranslation();
  const setValue = useResumeStore((s) => s.set);
  const profile = useQuery({
    queryKey: ['profile', loginToken],
    queryFn: async () => (await accountApi.profile(loginToken)).data,
  });
  useLoginExpired(profile.error);
  const form = useAccountForm(contactFormSchema, EMPTY);
  const { values, setValues, set, errorOf, busy, failure } = form;
  const [passwordOpen, setPasswordOpen] = useState(false);

  useEffect(() => {
    if (profile.data) setValues(fromProfile(profile.data));
  }, [profile.data, setValues]);

  const submit = form.handleSubmit({
    call: async () => {
      const { data } = await accountApi.updateProfile(loginToken, values);
      setValues(fromProfile(data));
      const user = useResumeStore.getState().values.userInfo;
      setValue('userInfo', { ...user, first_name: data.firstname, last_name: data.lastname });
      showToast(t('account.contact.saved'), 'success');
    },
    describe: (error) => accountErrorText(error, t),
  });

  return (
    <SectionCard
      id="contact"
      title={t('account.contact.title')}
      intro={profile.data?.email && t('account.contact.email', { email: profile.data.email })}
    >
      <form className="contact-form" noValidate onSubmit={submit}>
        <div className="contact-form__grid">
          <FieldList
            block="account-field"
            fields={FIELDS.map(({ name, label, autoComplete, type }) => ({
              name,
              id: `contact-${name}`,
              label: t(`account.contact.${label}`),
              autoComplete,
              type: type ?? 'text',
            }))}
            values={values}
            onChange={set}
            errorOf={errorOf}
          />
        </div>
        <FormFailure message={failure} />
        <div className="account-section__actions">
          <button type="submit" className="button button--primary" aria-busy={busy}>
            {t('account.contact.save')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setPasswordOpen(true)}>
            {t('account.password.open')}
          </button>
        </div>
      </form>
      <PasswordChangeModal
        open={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        loginToken={loginToken}
      />
    </SectionCard>
  );
}
