import { type ContactTopic, isEmail } from '@vita/shared';
import { ACCOUNT_LIMITS, LEGAL_FORM_LIMITS } from '@vita/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../components/ui/form-failure';
import { contactApi } from './contact-api';
import { LegalField } from './legal-field';
import { sendFailureKey, useLegalFields } from './use-legal-fields';
import './texts';

/**
 * The "Email us" form (spec 02 §2.11; there its Submit does nothing, Vita sends it): name, e-mail
 * and the question go to the operator through POST /contact-message. On failure nothing typed is lost.
 */
export function ContactForm({ topic, headingId }: { topic: ContactTopic; headingId: string }) {
  const { t } = useTranslation();
  const { fieldId, values, errors, text, showErrors } = useLegalFields({ name: '', email: '', message: '' });
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [failure, setFailure] = useState('');

  const submit = async () => {
    const email = values.email.trim();
    const valid = showErrors({
      name: values.name.trim() ? undefined : t('legal.form.errors.name'),
      email: !email
        ? t('legal.form.errors.emailRequired')
        : isEmail(values.email)
          ? undefined
          : t('legal.form.errors.email'),
      message: values.message.trim() ? undefined : t('legal.form.errors.message'),
    });
    if (!valid) return;
    setState('sending');
    try {
      await contactApi.send({ topic, name: values.name, email: values.email, message: values.message });
      setState('sent');
    } catch (error) {
      setState('failed');
      setFailure(t(`legal.form.${sendFailureKey(error)}`));
    }
  };

  if (state === 'sent') {
    return (
      <p className="legal-form__sent" role="status">
        {t('legal.form.sent')}
      </p>
    );
  }

  return (
    <form
      className="legal-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <LegalField id={fieldId('name')} label={t('legal.form.name')} error={errors.name}>
        <input
          {...text('name')}
          aria-required
          type="text"
          autoComplete="name"
          maxLength={LEGAL_FORM_LIMITS.name}
        />
      </LegalField>
      <LegalField id={fieldId('email')} label={t('legal.form.email')} error={errors.email}>
        <input
          {...text('email')}
          aria-required
          type="email"
          autoComplete="email"
          maxLength={ACCOUNT_LIMITS.email}
        />
      </LegalField>
      <LegalField id={fieldId('message')} label={t('legal.form.message')} error={errors.message}>
        <textarea {...text('message')} aria-required rows={6} maxLength={LEGAL_FORM_LIMITS.message} />
      </LegalField>
      <FormFailure message={state === 'failed' ? failure : null} className="legal-form__error" />
      <p className="legal-form__privacy">{t('legal.form.privacy')}</p>
      <button type="submit" className="button button--primary" disabled={state === 'sending'}>
        {state === 'sending' ? t('legal.form.sending') : t('legal.form.submit')}
      </button>
    </form>
  );
}
