import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUS, type Order } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../flow/paths';
import { billingApi } from './billing-api';
import { formatDate, formatEuro } from './payment-terms';
import { useLoginToken } from './use-login-token';
import './billing.css';
import './texts';

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
      <td>{order.subscriptions.title}</td>
      <td>{formatDate(order.payment_date, language)}</td>
      <td>{formatEuro(order.amount_cents, language)}</td>
      <td>
        <span className={`order-status order-status--${status}`}>{t(`billing.orders.status.${status}`)}</span>
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
        <div className="billing-table__scroll">
          <table className="billing-table">
            <caption className="visually-hidden">{t('billing.orders.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('billing.orders.columns.plan')}</th>
                <th scope="col">{t('billing.orders.columns.date')}</th>
                <th scope="col">{t('billing.orders.columns.amount')}</th>
                <th scope="col">{t('billing.orders.columns.status')}</th>
                <th scope="col">{t('billing.orders.columns.bills')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.data.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="billing-page__links">
        <Link to={paths.customerAccount}>{t('billing.orders.toAccount')}</Link>
      </p>
    </div>
  );
}
