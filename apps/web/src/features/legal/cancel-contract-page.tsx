import { isEmail } from '@vita/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingApi } from '../../api/billing';
import { ApiRequestError } from '../../api/client';
import { useStoreValue } from '../../store/resume-store';
import './legal.css';
import './texts';

type Field = 'name' | 'email' | 'reason';
type Kind = 'ordinary' | 'extraordinary';
const CONTRACTS = ['Vita Premium', 'Jahresabonnement'] as const;

interface Receipt {
  receivedAt: string;
  name: string;
  email: string;
  contract: string;
  kind: Kind;
}

function formatReceived(iso: string, language: string) {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

/** The declaration sent to the server: its kind (and for an extraordinary one, the reason) in `reason`. */
export function cancellationReason(kind: Kind, reason: string): string | undefined {
  const text = reason.trim();
  if (kind === 'extraordinary') return `Außerordentliche Kündigung. Grund: ${text}`;
  return text ? `Ordentliche Kündigung. Anmerkung: ${text}` : undefined;
}

/**
 * /vertraege-kuendigen, "Verträge hier kündigen" (§ 312k BGB, DESIGN.md deviation 5): no login;
 * name, e-mail, contract, kind of cancellation, "Jetzt kündigen", and at once a confirmation on
 * screen with the time of receipt (the server mails it too).
 */
export function CancelContractPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const userInfo = useStoreValue('userInfo');
  const [values, setValues] = useState({
    name: userInfo ? [userInfo.first_name, userInfo.last_name].filter(Boolean).join(' ') : '',
    email: userInfo?.email ?? '',
    reason: '',
  });
  const [contract, setContract] = useState<string>(CONTRACTS[0]);
  const [kind, setKind] = useState<Kind>('ordinary');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const language = i18n.resolvedLanguage ?? 'de';

  const check = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = t('legal.cancel.errors.name');
    if (!values.email.trim()) found.email = t('legal.cancel.errors.emailRequired');
    else if (!isEmail(values.email)) found.email = t('legal.cancel.errors.email');
    if (kind === 'extraordinary' && !values.reason.trim()) found.reason = t('legal.cancel.errors.reason');
    return found;
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    const first = (['name', 'email', 'reason'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const reason = cancellationReason(kind, values.reason);
      const answer = await billingApi.cancelContract({
        name: values.name.trim(),
        email: values.email.trim(),
        contract,
        ...(reason ? { reason } : {}),
      });
      setReceipt({
        receivedAt: answer.data.received_at,
        name: values.name.trim(),
        email: values.email.trim(),
        contract,
        kind,
      });
      window.scrollTo?.(0, 0);
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.status === 429
          ? t('legal.cancel.tooMany')
          : error instanceof ApiRequestError && error.status === 0
            ? t('legal.cancel.offline')
            : t('legal.cancel.failed'),
      );
    } finally {
      setSending(false);
    }
  };

  if (receipt) {
    return (
      <div className="container legal-page cancel-page">
        <section className="cancel-receipt" role="status" aria-labelledby={`${id}-done`}>
          <h1 id={`${id}-done`} className="legal-page__title">
            {t('legal.cancel.doneTitle')}
          </h1>
          <p className="cancel-receipt__lead">
            {t('legal.cancel.doneText', { date: formatReceived(receipt.receivedAt, language) })}
          </p>
          <dl className="cancel-receipt__details">
            <div>
              <dt>{t('legal.cancel.name')}</dt>
              <dd>{receipt.name}</dd>
            </div>
            <div>
              <dt>{t('legal.cancel.email')}</dt>
              <dd>{receipt.email}</dd>
            </div>
            <div>
              <dt>{t('legal.cancel.contract')}</dt>
              <dd>{receipt.contract}</dd>
            </div>
            <div>
              <dt>{t('legal.cancel.kind')}</dt>
              <dd>{t(`legal.cancel.kinds.${receipt.kind}`)}</dd>
            </div>
          </dl>
          <p>{t('legal.cancel.doneMail')}</p>
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {t('legal.cancel.print')}
          </button>
        </section>
      </div>
    );
  }

  const text = (field: Field) => ({
    id: `${id}-${field}`,
    className: 'field__input',
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const errorOf = (field: Field) =>
    errors[field] && (
      <p className="legal-form__error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    );

  return (
    <div className="container legal-page cancel-page">
      <h1 className="legal-page__title">{t('legal.cancel.title')}</h1>
      <p className="legal-page__lead">{t('legal.cancel.intro')}</p>
      <form
        className="legal-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={`legal-form__field${errors.name ? ' legal-form__field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-name`}>
            {t('legal.cancel.name')}
          </label>
          <input {...text('name')} autoComplete="name" maxLength={200} aria-required />
          {errorOf('name')}
        </div>
        <div className={`legal-form__field${errors.email ? ' legal-form__field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-email`}>
            {t('legal.cancel.email')}
          </label>
          <p className="legal-form__hint" id={`${id}-email-hint`}>
            {t('legal.cancel.emailHint')}
          </p>
          <input
            {...text('email')}
            type="email"
            autoComplete="email"
            maxLength={80}
            aria-required
            aria-describedby={[`${id}-email-hint`, errors.email ? `${id}-email-error` : ''].join(' ').trim()}
          />
          {errorOf('email')}
        </div>
        <div className="legal-form__field">
          <label className="field__label" htmlFor={`${id}-contract`}>
            {t('legal.cancel.contract')}
          </label>
          <select
            id={`${id}-contract`}
            className="field__select"
            value={contract}
            onChange={(event) => setContract(event.target.value)}
          >
            {CONTRACTS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="legal-form__kinds">
          <legend className="field__label">{t('legal.cancel.kind')}</legend>
          {(['ordinary', 'extraordinary'] as const).map((value) => (
            <label key={value} className="legal-form__radio">
              <input
                type="radio"
                name={`${id}-kind`}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />{' '}
              {t(`legal.cancel.kinds.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className={`legal-form__field${errors.reason ? ' legal-form__field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-reason`}>
            {kind === 'extraordinary' ? t('legal.cancel.reasonRequired') : t('legal.cancel.reasonOptional')}
          </label>
          <textarea {...text('reason')} rows={3} maxLength={1800} aria-required={kind === 'extraordinary'} />
          {errorOf('reason')}
        </div>
        <p className="legal-form__hint">{t('legal.cancel.when')}</p>
        {failure && (
          <p className="legal-form__error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary button--large" disabled={sending}>
          {t('legal.cancel.submit')}
        </button>
      </form>
    </div>
  );
}
