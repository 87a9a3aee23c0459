import type { PaymentAction } from '@vita/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { ModalDialog } from '../../components/modal-dialog';
import { TextField } from '../../components/text-field';
import { billingApi } from './billing-api';
import type { CardFormProps } from './card-entry';
import {
  type CardErrors,
  type CardField,
  type CardInput,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  validateCard,
} from './card-validation';
import './texts';

const EMPTY: CardInput = { number: '', expiry: '', cvc: '' };

/** The server's field names (POST /test-payments/tokens) → the form's fields and message keys. */
function fromServer(errors: Record<string, string> | undefined): CardErrors {
  const result: CardErrors = {};
  if (errors?.number) result.number = 'testCardRequired';
  if (errors?.exp_month || errors?.exp_year) result.expiry = 'expiryInvalid';
  if (errors?.cvc) result.cvc = 'cvcInvalid';
  return Object.keys(result).length > 0 ? result : { number: 'numberInvalid' };
}

/**
 * The built-in test provider's card form, clearly marked "Testmodus": number, MM/JJ and CVC,
 * checked here first, then turned into a token by the server. Its 3-D Secure step is a dialog
 * standing in for the bank's page.
 */
export function TestCardForm({ onReady, disabled }: CardFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [challenge, setChallenge] = useState<PaymentAction | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const cardRef = useRef(card);
  cardRef.current = card;

  useEffect(() => {
    onReady({
      check() {
        const found = validateCard(cardRef.current, new Date());
        setErrors(found);
        // The first wrong field takes the focus (and scrolls into view in the panel).
        const first = (['number', 'expiry', 'cvc'] as const).find((field) => found[field]);
        if (first) document.getElementById(`${id}-${first}`)?.focus();
        return first === undefined;
      },
      async createToken() {
        const input = cardRef.current;
        const found = validateCard(input, new Date());
        setErrors(found);
        if (Object.keys(found).length > 0) return null;
        const expiry = parseExpiry(input.expiry);
        if (!expiry) return null;
        try {
          const answer = await billingApi.createTestToken({
            number: input.number,
            exp_month: expiry.month,
            exp_year: expiry.year,
            cvc: input.cvc.trim(),
          });
          return answer.data.id;
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 400) {
            setErrors(fromServer(error.errors));
            return null;
          }
          throw error;
        }
      },
      authenticate: (action) =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setChallenge(action);
        }),
    });
    return () => onReady(null);
  }, [onReady, id]);

  const update = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorText = (field: CardField) => {
    const key = errors[field];
    return key ? t(`billing.card.errors.${key}`) : undefined;
  };

  const decide = async (result: 'complete' | 'fail') => {
    const action = challenge;
    setChallenge(null);
    if (!action) return;
    try {
      await billingApi.authenticateTest(action.payment_intent_id, result);
    } catch {
      // The confirm call that follows tells what became of the payment.
    }
    answer.current?.(result === 'complete');
    answer.current = null;
  };

  return (
    <>
      <fieldset className="card-form" disabled={disabled}>
        <legend className="card-form__legend">
          {t('billing.card.legend')} <span className="test-mode-badge">{t('billing.card.testMode')}</span>
        </legend>
        <p className="card-form__test-note">{t('billing.card.testModeText')}</p>
        <TextField
          block="billing-field"
          id={`${id}-number`}
          label={t('billing.card.number')}
          value={card.number}
          onValueChange={(value) => update('number', formatCardNumber(value))}
          error={errorText('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
        />
        <div className="card-form__row">
          <TextField
            block="billing-field"
            id={`${id}-expiry`}
            label={t('billing.card.expiry')}
            value={card.expiry}
            onValueChange={(value) => update('expiry', formatExpiry(value))}
            error={errorText('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('billing.card.expiryPlaceholder')}
            maxLength={7}
          />
          <TextField
            block="billing-field"
            id={`${id}-cvc`}
            label={t('billing.card.cvc')}
            value={card.cvc}
            onValueChange={(value) => update('cvc', value.replace(/\D/g, '').slice(0, 4))}
            error={errorText('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
          />
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
        <div className="three-ds__actions">
          <button type="button" className="button button--primary" onClick={() => void decide('complete')}>
            {t('billing.threeDs.complete')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void decide('fail')}>
            {t('billing.threeDs.fail')}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
