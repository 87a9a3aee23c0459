import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardFormProps } from './card-entry';
import './texts';

/** One Stripe.js per key and page life (loadStripe adds js.stripe.com's script once). */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
};

function StripeCard({ onReady, disabled }: CardFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!stripe || !elements) return;
    onReady({
      async createToken() {
        const card = elements.getElement(CardElement);
        if (!card) return null;
        const result = await stripe.createPaymentMethod({ type: 'card', card });
        if (result.error) {
          setError(result.error.message ?? t('billing.card.errors.numberInvalid'));
          return null;
        }
        setError(null);
        return result.paymentMethod.id;
      },
      async authenticate(action) {
        if (!action.client_secret) return false;
        const result = await stripe.handleCardAction(action.client_secret);
        return !result.error;
      },
    });
    return () => onReady(null);
  }, [stripe, elements, onReady, t]);

  return (
    <fieldset className="card-form" disabled={disabled}>
      <legend className="card-form__legend">{t('billing.card.legend')}</legend>
      <div className="card-form__stripe">
        <CardElement
          options={{ hidePostalCode: true, disabled, style: { base: { fontSize: '16px' } } }}
          onChange={(event) => setError(event.error?.message ?? null)}
        />
      </div>
      {error && (
        <p className="billing-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Stripe Elements, used when the server runs with Stripe (GET /stripe-keys `mode: 'stripe'`). Loaded
 * on demand, so the test provider never fetches js.stripe.com (DESIGN.md deviation 10).
 */
export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const { i18n } = useTranslation();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return (
    <Elements stripe={stripe} options={{ locale }}>
      <StripeCard {...props} />
    </Elements>
  );
}
