import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@vita/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import { showToast } from '../../components/toast';
import { useResumeStore } from '../../store/resume-store';
import { accountErrorText } from '../session/error-text';
import { useLoginExpired } from '../session/use-login-expired';
import { checkRequired, collectErrors, type FieldErrors, hasErrors } from '../session/validation';
import { accountApi } from './account-api';
import { PasswordChangeModal } from './password-change-modal';
import '../session/account-texts';

type Field = 'first_name' | 'last_name' | 'city' | 'country' | 'zip_code' | 'phone';
const EMPTY: Record<Field, string> = {
  first_name: '',
  last_name: '',
  city: '',
  country: '',
  zip_code: '',
  phone: '',
};

const fromProfile = (p: Profile): Record<Field, string> => ({
  first_name: p.firstname,
  last_name: p.lastname,
  city: p.city,
  country: p.country,
  zip_code: p.zip_code,
  phone: p.phone,
});

const FIELDS: { field: Field; label: string; autoComplete: string; type?: string }[] = [
  { field: 'first_name', label: 'firstName', autoComplete: 'given-name' },
  { field: 'last_name', label: 'lastName', autoComplete: 'family-name' },
  { field: 'city', label: 'city', autoComplete: 'address-level2' },
  { field: 'country', label: 'country', autoComplete: 'country-name' },
  { field: 'zip_code', label: 'zip', autoComplete: 'postal-code' },
  { field: 'phone', label: 'phone', autoComplete: 'tel', type: 'tel' },
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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);

  useEffect(() => {
    if (profile.data) setValues(fromProfile(profile.data));
  }, [profile.data]);

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>({
      first_name: checkRequired(values.first_name, 'firstNameRequired'),
      last_name: checkRequired(values.last_name, 'lastNameRequired'),
      city: checkRequired(values.city, 'cityRequired'),
      country: checkRequired(values.country, 'countryRequired'),
      zip_code: checkRequired(values.zip_code, 'zipRequired'),
      phone: checkRequired(values.phone, 'phoneRequired'),
    });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    try {
      const { data } = await accountApi.updateProfile(loginToken, values);
      setValues(fromProfile(data));
      const user = useResumeStore.getState().values.userInfo;
      setValue('userInfo', { ...user, first_name: data.firstname, last_name: data.lastname });
      showToast(t('account.contact.saved'), 'success');
    } catch (error) {
      setFailure(accountErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby="contact-title">
      <h2 id="contact-title" className="account-section__title">
        {t('account.contact.title')}
      </h2>
      {profile.data?.email && (
        <p className="account-section__intro">{t('account.contact.email', { email: profile.data.email })}</p>
      )}
      <form className="contact-form" noValidate onSubmit={submit}>
        <div className="contact-form__grid">
          {FIELDS.map(({ field, label, autoComplete, type }) => (
            <TextField
              block="account-field"
              key={field}
              id={`contact-${field}`}
              label={t(`account.contact.${label}` as 'account.contact.city')}
              autoComplete={autoComplete}
              type={type ?? 'text'}
              value={values[field]}
              onValueChange={set(field)}
              error={errors[field] && t(`account.validation.${errors[field]}`)}
            />
          ))}
        </div>
        {failure && (
          <p className="account-form__failure" role="alert">
            {failure}
          </p>
        )}
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
    </section>
  );
}
