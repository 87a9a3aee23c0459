import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { getFile, saveFile } from '../../api/file-download';

/** A bill's "Rechnung (PDF)" button: fetches the invoice with the login and hands it to the download. */
export function InvoiceDownload({
  loginToken,
  billId,
  number,
}: {
  loginToken: string;
  billId: number;
  number: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await getFile(`/invoice/${billId}`, loginToken, `Rechnung-${number}.pdf`));
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : t('billing.bills.invoiceFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy}
        aria-busy={busy}
        aria-label={t('billing.bills.invoiceLabel', { number })}
        onClick={() => void download()}
      >
        {t('billing.bills.invoice')}
      </button>
      {failure && (
        <span role="alert" className="billing-page__error">
          {failure}
        </span>
      )}
    </>
  );
}
