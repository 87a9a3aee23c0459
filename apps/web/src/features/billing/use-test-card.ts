import type { PaymentAction } from '@vita/shared';
import { useEffect, useRef, useState } from 'react';
import { billingApi } from '../../api/billing-api';
import { ApiRequestError } from '../../api/client';
import type { CardEntry } from './card-entry';
import {
  type CardErrors,
  type CardField,
  type CardInput,
  parseExpiry,
  validateCard,
} from './card-validation';

const EMPTY: CardInput = { number: '', expiry: '', cvc: '' };

/** The server's field names (POST /test-payments/tokens) → the form's fields and message keys. */
function fromServer(errors: Record<string, string> | undefined): CardErrors {
  const result: CardErrors = {};
  if (errors?.number) result.number = 'testCardRequired';
  if (errors?.exp_month || errors?.exp_year) result.expiry = 'expiryInvalid';
  if (errors?.cvc) result.cvc = 'cvcInvalid';
  return Object.keys(result).length > 0 ? result : { number: 'numberInvalid' };
}

/** Asks the test provider for a token; null when the server refused the card's fields. */
async function createTestToken(input: CardInput, showErrors: (errors: CardErrors) => void) {
  const found = validateCard(input, new Date());
  showErrors(found);
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
      showErrors(fromServer(error.errors));
      return null;
    }
    throw error;
  }
}

/**
 * The test card form's state: the card, its errors, and the 3-D Secure question waiting for an
 * answer. Registers the form's CardEntry with the panel while mounted; `fieldId` names the
 * inputs, so the first wrong one can take the focus.
 */
export function useTestCard(
  onReady: (entry: CardEntry | null) => void,
  fieldId: (field: CardField) => string,
) {
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [challenge, setChallenge] = useState<PaymentAction | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const cardRef = useRef(card);
  cardRef.current = card;
  const fieldIdRef = useRef(fieldId);
  fieldIdRef.current = fieldId;

  useEffect(() => {
    onReady({
      check() {
        const found = validateCard(cardRef.current, new Date());
        setErrors(found);
        // The first wrong field takes the focus (and scrolls into view in the panel).
        const first = (['number', 'expiry', 'cvc'] as const).find((field) => found[field]);
        if (first) document.getElementById(fieldIdRef.current(first))?.focus();
        return first === undefined;
      },
      createToken: () => createTestToken(cardRef.current, setErrors),
      authenticate: (action) =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setChallenge(action);
        }),
    });
    return () => onReady(null);
  }, [onReady]);

  const update = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
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

  return { card, errors, update, challenge, decide };
}
