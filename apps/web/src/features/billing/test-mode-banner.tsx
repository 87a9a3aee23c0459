import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { billingApi } from '../../api/billing';
import './test-mode-banner.css';

/** The same query as the payment page's: one request per visit, shared through the cache. */
export const paymentModeQuery = {
  queryKey: ['billing', 'stripe-keys'],
  queryFn: billingApi.stripeKeys,
  staleTime: Infinity,
  retry: false,
} as const;

/**
 * On every page while the server takes payments with its built-in test provider (no real money):
 * a visitor must never believe a test installation sells anything. Nothing shows until the server
 * has said so, and nothing when it cannot be asked.
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const keys = useQuery(paymentModeQuery);
  if (keys.data?.mode !== 'test') return null;
  return (
    <aside className="site-test-mode" aria-label={t('testMode.label')}>
      <span className="site-test-mode__badge">{t('testMode.label')}</span> {t('testMode.banner')}
    </aside>
  );
}
