import type { SubscriptionPlan } from '@vita/shared';
import { lazy, type RefObject, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../flow/paths';
import type { PaymentTerms } from './payment-terms';
import { PaymentTermsText } from './payment-terms-text';
import { TestCardForm } from './test-card-form';
import { type PaymentProblem, useModalDialog, usePaymentOrder } from './use-payment-order';
import './texts';

const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

export interface PaymentPanelProps {
  open: boolean;
  onClose(): void;
  plan: SubscriptionPlan;
  terms: PaymentTerms;
  loginToken: string;
  mode: 'stripe' | 'test';
  publishableKey: string | null;
}

interface ConsentFieldProps {
  consent: boolean;
  problem: PaymentProblem;
  busy: boolean;
  onChange(checked: boolean): void;
}

/** The consent to start at once from the first day, required before an order. */
function ConsentField({ consent, problem, busy, onChange }: ConsentFieldProps) {
  const { t } = useTranslation();
  const consentId = useId();
  const invalid = problem?.kind === 'consent';
  return (
    <>
      <div className={`payment-consent${invalid ? ' payment-consent--invalid' : ''}`}>
        <input
          id={consentId}
          type="checkbox"
          checked={consent}
          disabled={busy}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${consentId}-error` : undefined}
        />
        <label htmlFor={consentId}>{t('billing.panel.consent')}</label>
      </div>
      {invalid && (
        <p className="billing-field__error" id={`${consentId}-error`} role="alert">
          {t('billing.panel.consentRequired')}
        </p>
      )}
    </>
  );
}

/** A failed order (focused, so it is read out) or one still processing. */
function OrderProblem({
  problem,
  alertRef,
}: {
  problem: PaymentProblem;
  alertRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  if (problem?.kind === 'failed')
    return (
      <div className="payment-panel__alert" role="alert" ref={alertRef} tabIndex={-1}>
        <p className="payment-panel__alert-title">{t('billing.payment.failed')}</p>
        <p>{problem.detail}</p>
      </div>
    );
  if (problem?.kind === 'processing')
    return (
      <p className="payment-panel__notice" role="status">
        {t('billing.payment.processing')}
      </p>
    );
  return null;
}

/**
 * The side panel "Weiter" opens (spec 02 §2.9, §4): the card form for the plan on sale, the price
 * terms, the consent to start at once, and "Zahlungspflichtig bestellen". On success: toast,
 * subscription status stored, then the download that led here (the final page starts it) or
 * /customer-account. A failure keeps the panel and what was typed.
 */
export function PaymentPanel({
  open,
  onClose,
  plan,
  terms,
  loginToken,
  mode,
  publishableKey,
}: PaymentPanelProps) {
  const { t } = useTranslation();
  const ref = useModalDialog(open);
  const titleId = useId();
  const { busy, consent, changeConsent, problem, alertRef, onReady, order } = usePaymentOrder({
    planId: plan.id,
    loginToken,
    onClose,
  });

  return (
    <dialog
      ref={ref}
      className="payment-panel"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <div className="payment-panel__header">
        <h2 id={titleId} className="payment-panel__title">
          {t('billing.panel.title')}
        </h2>
        <button
          type="button"
          className="modal__close"
          onClick={onClose}
          disabled={busy}
          aria-label={t('common.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <form
        className="payment-panel__body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void order();
        }}
      >
        {open &&
          (mode === 'stripe' && publishableKey ? (
            <Suspense fallback={<p>{t('billing.card.stripeLoading')}</p>}>
              <StripeCardForm publishableKey={publishableKey} onReady={onReady} disabled={busy} />
            </Suspense>
          ) : (
            <TestCardForm onReady={onReady} disabled={busy} />
          ))}
        <PaymentTermsText plan={plan} terms={terms} />
        <ConsentField consent={consent} problem={problem} busy={busy} onChange={changeConsent} />
        <p className="payment-panel__legal">
          {t('billing.panel.legalBefore')} <Link to={paths.terms}>{t('billing.panel.termsLink')}</Link>
          {t('billing.panel.legalMiddle')} <Link to={paths.privacy}>{t('billing.panel.privacyLink')}</Link>
          {t('billing.panel.legalAfter')}
        </p>
        <OrderProblem problem={problem} alertRef={alertRef} />
        <button
          type="submit"
          className="button button--primary button--large payment-panel__order"
          disabled={busy}
          aria-describedby={busy ? `${titleId}-busy` : undefined}
        >
          {t('billing.panel.order')}
        </button>
        {busy && (
          <p className="payment-panel__notice" id={`${titleId}-busy`} role="status">
            {t('billing.panel.busy')}
          </p>
        )}
      </form>
    </dialog>
  );
}
