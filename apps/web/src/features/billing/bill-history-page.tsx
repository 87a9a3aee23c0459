import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { billingApi } from '../../api/billing-api';
import { ApiRequestError } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { DataTable } from '../../components/ui/data-table';
import { paths } from '../../flow/paths';
import { InvoiceDownload } from './invoice-download';
import { formatDate, formatEuro } from './payment-terms';
import { useLoginToken } from './use-login-token';
import './billing.css';
import './texts';

const ONE_YEAR_MS = 366 * 24 * 60 * 60 * 1000;
const VALID_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** 'visa' → 'Visa'; the card is never shown beyond its last four digits. */
const BILL_COLUMNS = ['number', 'start', 'description', 'interval', 'card', 'amount', 'invoice'] as const;
const brandName = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '');

/**
 * /bill-history?id={gateway_payment_id}: the bills of one subscription, at most one year back
 * (spec 02 §2.10). Another account's subscription is refused by the server (404) and said so.
 */
export function BillHistoryPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'de';
  const loginToken = useLoginToken();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const validId = VALID_ID.test(id);
  const bills = useQuery({
    queryKey: ['billing', 'bill-info', loginToken, id],
    queryFn: () => billingApi.billInfo(loginToken ?? '', id),
    enabled: loginToken !== null && validId,
    retry: false,
  });
  const status = bills.error instanceof ApiRequestError ? bills.error.status : null;
  if (!loginToken || status === 401) return <Navigate to={paths.finalResume} replace />;

  // The server already limits to a year; the page holds to it even for an answer that does not.
  const since = Date.now() - ONE_YEAR_MS;
  const rows = (bills.data?.data.bill_history ?? []).filter(
    (bill) => new Date(bill.start_date).getTime() >= since,
  );

  let content: React.ReactNode;
  if (!validId || status === 404) {
    content = (
      <p role="alert" className="billing-page__error">
        {t('billing.bills.notFound')}
      </p>
    );
  } else if (bills.isPending) content = <PageLoader label={t('common.loading')} />;
  else if (bills.isError) {
    content = (
      <p role="alert" className="billing-page__error">
        {t('billing.bills.loadFailed')}
      </p>
    );
  } else if (rows.length === 0) content = <p className="billing-page__empty">{t('billing.bills.empty')}</p>;
  else {
    content = (
      <DataTable
        caption={t('billing.bills.caption')}
        className="billing-table"
        scrollClassName="billing-table__scroll"
        columns={BILL_COLUMNS.map((column) => t(`billing.bills.columns.${column}`))}
      >
        {rows.map((bill) => (
          <tr key={bill.id}>
            <td>{bill.invoice_number}</td>
            <td>{formatDate(bill.start_date, language)}</td>
            <td lang="de">{bill.description}</td>
            <td lang="de">{bill.interval}</td>
            <td>{t('billing.bills.card', { brand: brandName(bill.brand), last4: bill.last4 })}</td>
            <td>
              {formatEuro(bill.amount_cents, language)}{' '}
              <span className="billing-table__vat">
                {t('billing.bills.vat', { rate: bill.vat_rate_percent })}
              </span>
            </td>
            <td>
              <InvoiceDownload loginToken={loginToken ?? ''} billId={bill.id} number={bill.invoice_number} />
            </td>
          </tr>
        ))}
      </DataTable>
    );
  }

  return (
    <div className="container billing-page">
      <h1 className="billing-page__title">{t('billing.bills.title')}</h1>
      <p className="billing-page__intro">{t('billing.bills.intro')}</p>
      {content}
      <p className="billing-page__links">
        <Link to={paths.orderHistory}>{t('billing.bills.toOrders')}</Link>
      </p>
    </div>
  );
}
