import { isEmail } from '@vita/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { useStoreValue } from '../../store/resume-store';
import { billingApi } from '../billing/billing-api';

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
  const id = useId();
  const userInfo = useStoreValue('userInfo');
  const [values, setValues] = useState({
    name: userInfo ? [userInfo.first_name, userInfo.last_name].filter(Boolean).join(' ') : '',
    email: userInfo?.email ?? '',
    reason: '',
  });
  const [contract, setContract] = useState<string>(CONTRACTS[0]);
  const [kind, setKind] = useState<CancelKind>('ordinary');
  const [errors, setErrors] = useState<Errors>({});
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

  const failureText = (error: unknown) =>
    error instanceof ApiRequestError && error.status === 429
      ? t('legal.cancel.tooMany')
      : error instanceof ApiRequestError && error.status === 0
        ? t('legal.cancel.offline')
        : t('legal.cancel.failed');

  const submit = async () => {
    const found = check();
    setErrors(found);
    const first = (['name', 'email', 'reason'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
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
      setFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };

  /** Props of a text input or textarea: value, change (clearing its error), and its error's wiring. */
  const text = (field: CancelField) => ({
    id: `${id}-${field}`,
    className: 'field__input',
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });

  return { id, contract, setContract, kind, setKind, errors, sending, failure, receipt, submit, text };
}
