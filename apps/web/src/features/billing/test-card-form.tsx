import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { FieldList, type FieldSpec } from '../../components/ui/field-list';
import type { CardFormProps } from './card-entry';
import { type CardField, digitsOf, formatCardNumber, formatExpiry } from './card-validation';
import { useTestCard } from './use-test-card';
import './texts';

/** What each field keeps of what is typed: the number and expiry formatted, the CVC's digits. */
const FORMAT: Record<CardField, (value: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: (value) => digitsOf(value).slice(0, 4),
};

/**
 * The built-in test provider's card form, clearly marked "Testmodus": number, MM/JJ and CVC,
 * checked here first, then turned into a token by the server. Its 3-D Secure step is a dialog
 * standing in for the bank's page.
 */
export function TestCardForm({ onReady, disabled }: CardFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const fieldId = (field: CardField) => `${id}-${field}`;
  const { card, errors, update, challenge, decide } = useTestCard(onReady, fieldId);
  const field = (
    name: CardField,
    label: string,
    autoComplete: string,
    placeholder: string,
    maxLength: number,
  ) =>
    ({
      name,
      id: fieldId(name),
      label,
      autoComplete,
      placeholder,
      maxLength,
      inputMode: 'numeric',
    }) satisfies FieldSpec<CardField>;
  const list = (fields: FieldSpec<CardField>[]) => (
    <FieldList
      block="billing-field"
      fields={fields}
      values={card}
      onChange={(name) => (value) => update(name, FORMAT[name](value))}
      errorOf={(name) => {
        const key = errors[name];
        return key ? t(`billing.card.errors.${key}`) : undefined;
      }}
    />
  );

  return (
    <>
      <fieldset className="card-form" disabled={disabled}>
        <legend className="card-form__legend">
          {t('billing.card.legend')} <span className="test-mode-badge">{t('billing.card.testMode')}</span>
        </legend>
        <p className="card-form__test-note">{t('billing.card.testModeText')}</p>
        {list([field('number', t('billing.card.number'), 'cc-number', '1234 1234 1234 1234', 23)])}
        <div className="card-form__row">
          {list([
            field('expiry', t('billing.card.expiry'), 'cc-exp', t('billing.card.expiryPlaceholder'), 7),
            field('cvc', t('billing.card.cvc'), 'cc-csc', '123', 4),
          ])}
        </div>
      </fieldset>
      <ModalDialog
        open={challenge !== null}
        title={t('billing.threeDs.title')}
        closeLabel={t('common.close')}
        onClose={() => void decide('fail')}
      >
        <p>
          <span className="test-mode-badge">{t('billing.card.testMode')}</span>{' '}
          {t('billing.threeDs.testText')}
        </p>
        <DialogActions
          className="three-ds__actions"
          confirmLabel={t('billing.threeDs.complete')}
          cancelLabel={t('billing.threeDs.fail')}
          onConfirm={() => void decide('complete')}
          onCancel={() => void decide('fail')}
        />
      </ModalDialog>
    </>
  );
}
