import { isEmail } from '@vita/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreValue } from '../../store/resume-store';
import { billingApi } from '../billing/billing-api';
import { sendFailureKey, useLegalFields } from './use-legal-fields';

export type CancelField = 'name' | 'email' | 'reason';
export type CancelKind = 'ordinary' | 'extraordinary';
export const CONTRACTS = ['Vita Premium', 'Jahresabonnement'] as const;

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

/** State and the one call of the cancellation form; the page only renders what this returns. */
export function useCancelContract() {
  const { t } = useTranslation();
  const userInfo = useStoreValue('userInfo');
  const { id, fieldId, values, errors, text, showErrors } = useLegalFields<CancelField>({
    name: userInfo ? [userInfo.first_name, userInfo.last_name].filter(Boolean).join(' ') : '',
    email: userInfo?.email ?? '',
    reason: '',
  });
  const [contract, setContract] = useState<string>(CONTRACTS[0]);
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
    if (!showErrors(check())) return;
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
