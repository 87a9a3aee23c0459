import { useQueryClient } from '@tanstack/react-query';
import type { SubscriptionPlan } from '@vita/shared';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { afterPaymentHref } from '../../components/account/resume-links';
import { showToast } from '../../components/toast';
import { paths } from '../../flow/paths';
import { useResumeStore } from '../../store/resume-store';
import type { CardEntry } from './card-entry';
import { type OrderResult, placeOrder } from './payment-flow';
import type { PaymentTerms } from './payment-terms';
import { PaymentTermsText } from './payment-terms-text';
import { TestCardForm } from './test-card-form';
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

type Problem = { kind: 'failed'; detail: string } | { kind: 'consent' } | { kind: 'processing' } | null;

/**
 * The side panel "weiter" opens (spec 02 §2.9, §4): the card form for the plan on sale, the price
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
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const setValue = useResumeStore((s) => s.set);
  const queryClient = useQueryClient();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const consentId = useId();
  const entry = useRef<CardEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const onReady = useCallback((next: CardEntry | null) => {
    entry.current = next;
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  // A failure is shown where the eye and the screen reader are: the alert comes into view with focus.
  useEffect(() => {
    if (problem?.kind === 'failed') alertRef.current?.focus();
  }, [problem]);

  const failureDetail = (result: Extract<OrderResult, { kind: 'failed' }>): string => {
    if (result.status === 401) return t('billing.payment.loginExpired');
    if (result.status === 0) return t('billing.payment.offline');
    if (result.status === 402 || !result.message) return t('billing.payment.declined');
    // 409 (already subscribed, payment in progress), 503: the server's German message says why.
    return i18n.resolvedLanguage === 'en' ? t('billing.payment.notPossible') : result.message;
  };

  const order = async () => {
    if (busy || !entry.current) return;
    // Every problem at once: the card's own fields and the consent.
    const cardOk = entry.current.check?.() ?? true;
    if (!consent) {
      setProblem({ kind: 'consent' });
      return;
    }
    if (!cardOk) return;
    setProblem(null);
    setBusy(true);
    const result = await placeOrder(entry.current, loginToken, plan.id);
    setBusy(false);
    if (result.kind === 'paid') {
      setValue('subscriptionStatus', '1');
      // Every page that shows the plan (this one, the account's subscription tab) reads it anew.
      void queryClient.invalidateQueries();
      showToast(t('billing.payment.success'), 'success');
      onClose();
      // A download that led here goes on; otherwise the account page shows the new plan.
      navigate(afterPaymentHref(search) ?? paths.customerAccount);
    } else if (result.kind === 'failed') {
      showToast(t('billing.payment.failed'), 'error');
      setProblem({ kind: 'failed', detail: failureDetail(result) });
    } else if (result.kind === 'processing') {
      setProblem({ kind: 'processing' });
    }
  };

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
        <div className={`payment-consent${problem?.kind === 'consent' ? ' payment-consent--invalid' : ''}`}>
          <input
            id={consentId}
            type="checkbox"
            checked={consent}
            disabled={busy}
            onChange={(event) => {
              setConsent(event.target.checked);
              if (event.target.checked && problem?.kind === 'consent') setProblem(null);
            }}
            aria-invalid={problem?.kind === 'consent' || undefined}
            aria-describedby={problem?.kind === 'consent' ? `${consentId}-error` : undefined}
          />
          <label htmlFor={consentId}>{t('billing.panel.consent')}</label>
        </div>
        {problem?.kind === 'consent' && (
          <p className="billing-field__error" id={`${consentId}-error`} role="alert">
            {t('billing.panel.consentRequired')}
          </p>
        )}
        <p className="payment-panel__legal">
          {t('billing.panel.legalBefore')} <Link to={paths.terms}>{t('billing.panel.termsLink')}</Link>
          {t('billing.panel.legalMiddle')} <Link to={paths.privacy}>{t('billing.panel.privacyLink')}</Link>
          {t('billing.panel.legalAfter')}
        </p>
        {problem?.kind === 'failed' && (
          <div className="payment-panel__alert" role="alert" ref={alertRef} tabIndex={-1}>
            <p className="payment-panel__alert-title">{t('billing.payment.failed')}</p>
            <p>{problem.detail}</p>
          </div>
        )}
        {problem?.kind === 'processing' && (
          <p className="payment-panel__notice" role="status">
            {t('billing.payment.processing')}
          </p>
        )}
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
