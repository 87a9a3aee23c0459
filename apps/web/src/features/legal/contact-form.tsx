import { CONTACT_MESSAGE_MAX, type ContactTopic, isEmail } from '@vita/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { contactApi } from './contact-api';
import './texts';

type Field = 'name' | 'email' | 'message';
type Errors = Partial<Record<Field, string>>;

/**
 * The "Email us" form (spec 02 §2.11; there its Submit does nothing, Vita sends it): name, e-mail
 * and the question go to the operator through POST /contact-message. On failure nothing typed is lost.
 */
export function ContactForm({ topic, headingId }: { topic: ContactTopic; headingId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [failure, setFailure] = useState('');

  const check = (): Errors => {
    const found: Errors = {};
    if (!values.name.trim()) found.name = t('legal.form.errors.name');
    if (!values.email.trim()) found.email = t('legal.form.errors.emailRequired');
    else if (!isEmail(values.email)) found.email = t('legal.form.errors.email');
    if (!values.message.trim()) found.message = t('legal.form.errors.message');
    return found;
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'email', 'message'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setState('sending');
    try {
      await contactApi.send({ topic, name: values.name, email: values.email, message: values.message });
      setState('sent');
    } catch (error) {
      setState('failed');
      setFailure(
        error instanceof ApiRequestError && error.status === 429
          ? t('legal.form.tooMany')
          : error instanceof ApiRequestError && error.status === 0
            ? t('legal.form.offline')
            : t('legal.form.failed'),
      );
    }
  };

  if (state === 'sent') {
    return (
      <p className="legal-form__sent" role="status">
        {t('legal.form.sent')}
      </p>
    );
  }

  const field = (name: Field, label: string, input: 'input' | 'textarea', type = 'text') => {
    const error = errors[name];
    const props = {
      id: `${id}-${name}`,
      className: 'field__input',
      value: values[name],
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      'aria-required': true,
    };
    return (
      <div className={`legal-form__field${error ? ' legal-form__field--invalid' : ''}`}>
        <label className="field__label" htmlFor={props.id}>
          {label}
        </label>
        {input === 'textarea' ? (
          <textarea {...props} rows={6} maxLength={CONTACT_MESSAGE_MAX} />
        ) : (
          <input
            {...props}
            type={type}
            autoComplete={name === 'email' ? 'email' : 'name'}
            maxLength={name === 'email' ? 80 : 200}
          />
        )}
        {error && (
          <p className="legal-form__error" id={`${id}-${name}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

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
      {field('name', t('legal.form.name'), 'input')}
      {field('email', t('legal.form.email'), 'input', 'email')}
      {field('message', t('legal.form.message'), 'textarea')}
      {state === 'failed' && (
        <p className="legal-form__error" role="alert">
          {failure}
        </p>
      )}
      <p className="legal-form__privacy">{t('legal.form.privacy')}</p>
      <button type="submit" className="button button--primary" disabled={state === 'sending'}>
        {state === 'sending' ? t('legal.form.sending') : t('legal.form.submit')}
      </button>
    </form>
  );
}
