import { useTranslation } from 'react-i18next';
import { CancelReceipt } from './cancel-receipt';
import { type CancelField, type CancelKind, CONTRACTS, useCancelContract } from './use-cancel-contract';
import './legal.css';
import './texts';

export { cancellationReason } from './use-cancel-contract';

interface ContractChoiceProps {
  id: string;
  contract: string;
  onContract: (contract: string) => void;
  kind: CancelKind;
  onKind: (kind: CancelKind) => void;
}

/** Which contract is cancelled, and whether ordinarily or extraordinarily. */
function ContractChoice({ id, contract, onContract, kind, onKind }: ContractChoiceProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="legal-form__field">
        <label className="field__label" htmlFor={`${id}-contract`}>
          {t('legal.cancel.contract')}
        </label>
        <select
          id={`${id}-contract`}
          className="field__select"
          value={contract}
          onChange={(event) => onContract(event.target.value)}
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
              onChange={() => onKind(value)}
            />{' '}
            {t(`legal.cancel.kinds.${value}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}

/**
 * /vertraege-kuendigen, "Verträge hier kündigen" (§ 312k BGB, DESIGN.md deviation 5): no login;
 * name, e-mail, contract, kind of cancellation, "Jetzt kündigen", and at once a confirmation on
 * screen with the time of receipt (the server mails it too).
 */
export function CancelContractPage() {
  const { t } = useTranslation();
  const { id, contract, setContract, kind, setKind, errors, sending, failure, receipt, submit, text } =
    useCancelContract();
  if (receipt) return <CancelReceipt receipt={receipt} />;

  const errorOf = (field: CancelField) =>
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
        <ContractChoice id={id} contract={contract} onContract={setContract} kind={kind} onKind={setKind} />
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
