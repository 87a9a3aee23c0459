import { useTranslation } from 'react-i18next';
import { ReceiptPanel } from './receipt-panel';
import type { CancelReceipt as Receipt } from './use-cancel-contract';

/** The confirmation shown at once after a cancellation, with the time the server received it. */
export function CancelReceipt({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  return (
    <ReceiptPanel
      title={t('legal.cancel.doneTitle')}
      text={(date) => t('legal.cancel.doneText', { date })}
      receivedAt={receipt.receivedAt}
      details={[
        { label: t('legal.cancel.name'), value: receipt.name },
        { label: t('legal.cancel.email'), value: receipt.email },
        { label: t('legal.cancel.contract'), value: receipt.contract },
        { label: t('legal.cancel.kind'), value: t(`legal.cancel.kinds.${receipt.kind}`) },
      ]}
      mailText={t('legal.cancel.doneMail')}
    />
  );
}
