import { ACCOUNT_LIMITS, LEGAL_FORM_LIMITS } from '@vita/shared/constants';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../components/ui/form-failure';
import { CancelReceipt } from './cancel-receipt';
import { LegalField } from './legal-field';
import { type CancelKind, useCancelContract } from './use-cancel-contract';
import './legal.css';
import './texts';

export { cancellationReason } from './use-cancel-contract';

interface ContractChoiceProps {
  id: string;
  /** null while they load. */
  contracts: string[] | null;
  contract: string;
  onContract: (contract: string) => void;
  kind: CancelKind;
  onKind: (kind: CancelKind) => void;
}

/** Which contract is cancelled, and whether ordinarily or extraordinarily. */
function ContractChoice({ id, contracts, contract, onContract, kind, onKind }: ContractChoiceProps) {
  const { t } = useTranslation();
  return (
    <>
      <LegalField id={`${id}-contract`} label={t('legal.cancel.contract')}>
        <select
          id={`${id}-contract`}
          className="field__select"
          value={contracts ? contract : ''}
          disabled={contracts === null}
          aria-busy={contracts === null}
          onChange={(event) => onContract(event.target.value)}
        >
          {contracts === null ? (
            <option value="">{t('legal.cancel.loadingContracts')}</option>
          ) : (
            contracts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))
          )}
        </select>
      </LegalField>
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
  const form = useCancelContract();
  const { id, fieldId, errors, text } = form;
  if (form.receipt) return <CancelReceipt receipt={form.receipt} />;

  return (
    <div className="container legal-page cancel-page">
      <h1 className="legal-page__title">{t('legal.cancel.title')}</h1>
      <p className="legal-page__lead">{t('legal.cancel.intro')}</p>
      <form
        className="legal-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <LegalField id={fieldId('name')} label={t('legal.cancel.name')} error={errors.name}>
          <input {...text('name')} autoComplete="name" maxLength={LEGAL_FORM_LIMITS.name} aria-required />
        </LegalField>
        <LegalField
          id={fieldId('email')}
          label={t('legal.cancel.email')}
          hint={t('legal.cancel.emailHint')}
          error={errors.email}
        >
          <input
            {...text('email', true)}
            type="email"
            autoComplete="email"
            maxLength={ACCOUNT_LIMITS.email}
            aria-required
          />
        </LegalField>
        <ContractChoice
          id={id}
          contracts={form.contracts}
          contract={form.contract}
          onContract={form.setContract}
          kind={form.kind}
          onKind={form.setKind}
        />
        <LegalField
          id={fieldId('reason')}
          label={
            form.kind === 'extraordinary'
              ? t('legal.cancel.reasonRequired')
              : t('legal.cancel.reasonOptional')
          }
          error={errors.reason}
        >
          <textarea
            {...text('reason')}
            rows={3}
            maxLength={LEGAL_FORM_LIMITS.reason}
            aria-required={form.kind === 'extraordinary'}
          />
        </LegalField>
        <p className="legal-form__hint">{t('legal.cancel.when')}</p>
        <FormFailure message={form.failure} className="legal-form__error" />
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={form.sending || form.contracts === null}
        >
          {t('legal.cancel.submit')}
        </button>
      </form>
    </div>
  );
}
