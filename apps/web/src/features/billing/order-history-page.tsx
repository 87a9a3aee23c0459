import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUS, type Order } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { billingApi } from '../../api/billing-api';
import { ApiRequestError } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { DataTable } from '../../components/ui/data-table';
import { paths } from '../../flow/paths';
import { formatDate, formatEuro } from './payment-terms';
import { useLoginToken } from './use-login-token';
import './billing.css';
import './texts';

const ORDER_COLUMNS = ['plan', 'date', 'amount', 'status', 'bills'] as const;

/** Order status 2 is success (spec 02 §4); a declined attempt (3) says so; anything else is pending. */
export const orderStatusKey = (status: number): 'success' | 'failed' | 'pending' =>
  status === ORDER_STATUS.success ? 'success' : status === ORDER_STATUS.failed ? 'failed' : 'pending';

export const billHistoryHref = (gatewayPaymentId: string) =>
  `${paths.billHistory}?id=${encodeURIComponent(gatewayPaymentId)}`;

function OrderRow({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'de';
  const status = orderStatusKey(order.status);
  return (
    <tr>
      <td>
        {order.subscriptions.title}
        <span className="order-number">
          {t('billing.orders.number', { number: order.gateway_payment_id })}
        </span>
      </td>
      <td>{formatDate(order.payment_date, language)}</td>
      <td>{formatEuro(order.amount_cents, language)}</td>
      <td>
        <span className={`order-status order-status--${status}`}>{t(`billing.orders.status.${status}`)}</span>
        {order.refunded_at && (
          <span className="order-refund">
            {t('billing.orders.refunded', { date: formatDate(order.refunded_at, language) })}
          </span>
        )}
      </td>
      <td>
        {status === 'success' && (
          <Link to={billHistoryHref(order.gateway_payment_id)}>{t('billing.orders.bills')}</Link>
        )}
      </td>
    </tr>
  );
}

/** /order-history: the account's orders, newest first (spec 02 §2.10); needs a login token. */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  const loginToken = useLoginToken();
  const orders = useQuery({
    queryKey: ['billing', 'order-history', loginToken],
    queryFn: () => billingApi.orderHistory(loginToken ?? ''),
    enabled: loginToken !== null,
  });
  const loggedOut = orders.error instanceof ApiRequestError && orders.error.status === 401;
  if (!loginToken || loggedOut) return <Navigate to={paths.finalResume} replace />;

  return (
    <div className="container billing-page">
      <h1 className="billing-page__title">{t('billing.orders.title')}</h1>
      {orders.isPending ? (
        <PageLoader label={t('common.loading')} />
      ) : orders.isError ? (
        <p role="alert" className="billing-page__error">
          {t('billing.orders.loadFailed')}
        </p>
      ) : orders.data.data.length === 0 ? (
        <p className="billing-page__empty">{t('billing.orders.empty')}</p>
      ) : (
        <DataTable
          caption={t('billing.orders.caption')}
          className="billing-table"
          scrollClassName="billing-table__scroll"
          columns={ORDER_COLUMNS.map((column) => t(`billing.orders.columns.${column}`))}
        >
          {orders.data.data.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </DataTable>
      )}
      <p className="billing-page__links">
        <Link to={paths.customerAccount}>{t('billing.orders.toAccount')}</Link>
      </p>
    </div>
  );
}
