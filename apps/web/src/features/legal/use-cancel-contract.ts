import { useQuery } from '@tanstack/react-query';
import { BILLING_STATUS, isEmail } from '@vita/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingApi } from '../../api/billing-api';
import { useStoreValue } from '../../store/resume-store';
import { sendFailureKey, useLegalFields } from './use-legal-fields';

export type CancelField = 'name' | 'email' | 'reason';
export type CancelKind = 'ordinary' | 'extraordinary';

export interface CancelReceipt {
  receivedAt: string;
  name: string;
  email: string;
  contract: string;
  kind: CancelKind;
}

type Errors = Partial<Record<CancelField, string>>;

/** The declaration sent to the server: its kind (and for an extraordinary one, the reason) in `reason`. */
export function cancellationReason(kind: CancelKind, reason: string): string | undefined {
  const text = reason.trim();
  if (kind === 'extraordinary') return `Außerordentliche Kündigung. Grund: ${text}`;
  return text ? `Ordentliche Kündigung. Anmerkung: ${text}` : undefined;
}

const RUNNING: number[] = [BILLING_STATUS.active, BILLING_STATUS.incomplete, BILLING_STATUS.pastDue];

/**
 * The contracts the form offers, never a plan nobody has: for a logged-in account its own running
 * contract, else (and for an account without one) what /contract-titles lists. `null` while they
 * load; an empty list when they cannot be loaded (the form then names all contracts of the address,
 * which is what the server cancels anyway).
 */
function useContractTitles(loginToken: string | null): string[] | null {
  const own = useQuery({
    queryKey: ['subscription-plan', loginToken],
    queryFn: async () => (await billingApi.subscriptionPlan(loginToken ?? '')).data,
    enabled: loginToken !== null,
    staleTime: 0,
    retry: false,
  });
  const details = own.data?.plan_details;
  const ownTitle =
    own.data?.current_plan && details && RUNNING.includes(details.status)
      ? own.data.current_plan.subscriptions.title
      : null;
  const ownSettled = loginToken === null || !own.isPending;
  const offered = useQuery({
    queryKey: ['contract-titles'],
    queryFn: async () => (await billingApi.contractTitles()).data.contracts,
    enabled: ownSettled && ownTitle === null,
    retry: false,
  });
  if (ownTitle) return [ownTitle];
  if (!ownSettled || offered.isPending) return null;
  return offered.data ?? [];
}

/** State and the one call of the cancellation form; the page only renders what this returns. */
export function useCancelContract() {
  const { t } = useTranslation();
  const userInfo = useStoreValue('userInfo');
  const loginToken = useStoreValue('loginToken');
  const titles = useContractTitles(loginToken);
  const { id, fieldId, values, errors, text, showErrors } = useLegalFields<CancelField>({
    name: userInfo ? [userInfo.first_name, userInfo.last_name].filter(Boolean).join(' ') : '',
    email: userInfo?.email ?? '',
    reason: '',
  });
  const [chosen, setContract] = useState<string | null>(null);
  const contracts = titles && titles.length > 0 ? titles : [t('legal.cancel.allContracts')];
  const contract = chosen && contracts.includes(chosen) ? chosen : (contracts[0] ?? '');
  const [kind, setKind] = useState<CancelKind>('ordinary');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<CancelReceipt | null>(null);

  const check = () => {
    const found: Errors = {};
    if (!values.name.trim()) found.name = t('legal.cancel.errors.name');
    if (!values.email.trim()) found.email = t('legal.cancel.errors.emailRequired');
    else if (!isEmail(values.email)) found.email = t('legal.cancel.errors.email');
    if (kind === 'extraordinary' && !values.reason.trim()) found.reason = t('legal.cancel.errors.reason');
    return found;
  };

  const submit = async () => {
    if (titles === null || !showErrors(check())) return;
    setSending(true);
    setFailure(null);
    try {
      const reason = cancellationReason(kind, values.reason);
      const name = values.name.trim();
      const email = values.email.trim();
      const answer = await billingApi.cancelContract({
        name,
        email,
        contract,
        ...(reason ? { reason } : {}),
      });
      setReceipt({ receivedAt: answer.data.received_at, name, email, contract, kind });
      window.scrollTo?.(0, 0);
    } catch (error) {
      setFailure(t(`legal.cancel.${sendFailureKey(error)}`));
    } finally {
      setSending(false);
    }
  };

  return {
    id,
    fieldId,
    errors,
    text,
    /** null while the contracts load. */
    contracts: titles === null ? null : contracts,
    contract,
    setContract,
    kind,
    setKind,
    sending,
    failure,
    receipt,
    submit,
  };
}
