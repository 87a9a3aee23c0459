import { useQuery } from '@tanstack/react-query';
import { BILLING_STATUS, isEmail, WITHDRAWAL_PERIOD_DAYS } from '@vita/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingApi } from '../../api/billing-api';
import { useStoreValue } from '../../store/resume-store';
import { sendFailureKey, useLegalFields } from './use-legal-fields';

export type WithdrawField = 'name' | 'email' | 'orderId';

export interface WithdrawReceipt {
  receivedAt: string;
  name: string;
  email: string;
  order: string;
}

/** The logged-in account's contract, when it has one: still in its 14 days, or with them over. */
export type OwnContract =
  | { kind: 'open'; orderId: string; title: string; orderedAt: string; endsAt: string }
  | { kind: 'lapsed'; title: string; endedAt: string };

const PERIOD_MS = WITHDRAWAL_PERIOD_DAYS * 24 * 60 * 60_000;

/** The account's running contract from /subscription-plan (only when logged in). */
function useOwnContract(loginToken: string | null): { loading: boolean; contract: OwnContract | null } {
  const plan = useQuery({
    queryKey: ['subscription-plan', loginToken],
    queryFn: async () => (await billingApi.subscriptionPlan(loginToken ?? '')).data,
    enabled: loginToken !== null,
    staleTime: 0,
  });
  const current = plan.data?.current_plan;
  const details = plan.data?.plan_details;
  if (!current || !details || details.status !== BILLING_STATUS.active) {
    return { loading: loginToken !== null && plan.isPending, contract: null };
  }
  const title = current.subscriptions.title;
  const contract: OwnContract = details.withdrawal_ends_at
    ? {
        kind: 'open',
        orderId: current.gateway_payment_id,
        title,
        orderedAt: details.start_date,
        endsAt: details.withdrawal_ends_at,
      }
    : {
        kind: 'lapsed',
        title,
        endedAt: new Date(new Date(details.start_date).getTime() + PERIOD_MS).toISOString(),
      };
  return { loading: false, contract };
}

/** State and the one call of the withdrawal form (§ 356a BGB); the page only renders what this returns. */
export function useWithdrawContract() {
  const { t } = useTranslation();
  const userInfo = useStoreValue('userInfo');
  const loginToken = useStoreValue('loginToken');
  const own = useOwnContract(loginToken);
  const { fieldId, values, errors, text, showErrors } = useLegalFields<WithdrawField>({
    name: userInfo ? [userInfo.first_name, userInfo.last_name].filter(Boolean).join(' ') : '',
    email: userInfo?.email ?? '',
    orderId: '',
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<WithdrawReceipt | null>(null);

  const check = () => {
    const found: Partial<Record<WithdrawField, string>> = {};
    if (!values.name.trim()) found.name = t('legal.withdraw.errors.name');
    if (!values.email.trim()) found.email = t('legal.withdraw.errors.emailRequired');
    else if (!isEmail(values.email)) found.email = t('legal.withdraw.errors.email');
    if (values.orderId.trim() && !/^[A-Za-z0-9_-]+$/.test(values.orderId.trim())) {
      found.orderId = t('legal.withdraw.errors.orderId');
    }
    return found;
  };

  const submit = async () => {
    if (!showErrors(check())) return;
    setSending(true);
    setFailure(null);
    try {
      const name = values.name.trim();
      const email = values.email.trim();
      const orderId = own.contract?.kind === 'open' ? own.contract.orderId : values.orderId.trim();
      const answer = await billingApi.withdrawContract({
        name,
        email,
        ...(orderId ? { order_id: orderId } : {}),
      });
      const order =
        own.contract?.kind === 'open'
          ? `${own.contract.title} (${orderId})`
          : orderId || t('legal.withdraw.allOrders');
      setReceipt({ receivedAt: answer.received_at, name, email, order });
      window.scrollTo?.(0, 0);
    } catch (error) {
      setFailure(t(`legal.withdraw.${sendFailureKey(error)}`));
    } finally {
      setSending(false);
    }
  };

  return { fieldId, errors, text, own, sending, failure, receipt, submit };
}
