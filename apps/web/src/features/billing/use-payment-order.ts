import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../components/toast';
import { paths } from '../../flow/paths';
import { afterPaymentHref } from '../../session/resume-links';
import { useResumeStore } from '../../store/resume-store';
import type { CardEntry } from './card-entry';
import { type OrderResult, placeOrder } from './payment-flow';

export type PaymentProblem =
  | { kind: 'failed'; detail: string }
  | { kind: 'consent' }
  | { kind: 'processing' }
  | null;

interface OrderInput {
  planId: number;
  loginToken: string;
  onClose(): void;
}

/** Opens and closes the native dialog with `open`, with a fallback where showModal is missing. */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/** The state of an order in the payment panel (card entry, consent, problem) and the order itself. */
export function usePaymentOrder({ planId, loginToken, onClose }: OrderInput) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const setValue = useResumeStore((s) => s.set);
  const queryClient = useQueryClient();
  const entry = useRef<CardEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const onReady = useCallback((next: CardEntry | null) => {
    entry.current = next;
  }, []);

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

  const paid = () => {
    setValue('subscriptionStatus', '1');
    // Every page that shows the plan (this one, the account's subscription tab) reads it anew.
    void queryClient.invalidateQueries();
    showToast(t('billing.payment.success'), 'success');
    onClose();
    // A download that led here goes on; otherwise the account page shows the new plan.
    navigate(afterPaymentHref(search) ?? paths.customerAccount);
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
    const result = await placeOrder(entry.current, loginToken, planId);
    setBusy(false);
    if (result.kind === 'paid') paid();
    else if (result.kind === 'failed') {
      showToast(t('billing.payment.failed'), 'error');
      setProblem({ kind: 'failed', detail: failureDetail(result) });
    } else if (result.kind === 'processing') {
      setProblem({ kind: 'processing' });
    }
  };

  const changeConsent = (checked: boolean) => {
    setConsent(checked);
    if (checked && problem?.kind === 'consent') setProblem(null);
  };

  return { busy, consent, changeConsent, problem, alertRef, onReady, order };
}
