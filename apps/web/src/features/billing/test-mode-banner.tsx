import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingApi } from './billing-api';
import './test-mode-banner.css';

/** The payment page reads the payment mode through the query cache (retried never, kept all visit). */
export const paymentModeQuery = {
  queryKey: ['billing', 'stripe-keys'],
  queryFn: billingApi.stripeKeys,
  staleTime: Infinity,
  retry: false,
} as const;

/**
 * Asked once per mount of the root layout (once per visit), without the query cache: the banner
 * shows on `/`, which does not load TanStack Query.
 */
function useTestMode(): boolean {
  const [testMode, setTestMode] = useState(false);
  useEffect(() => {
    let live = true;
    billingApi
      .stripeKeys()
      .then((keys) => {
        if (live) setTestMode(keys.mode === 'test');
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return testMode;
}

/**
 * On every page while the server takes payments with its built-in test provider (no real money):
 * a visitor must never believe a test installation sells anything. Nothing shows until the server
 * has said so, and nothing when it cannot be asked.
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const testMode = useTestMode();
  if (!testMode) return null;
  return (
    <aside className="site-test-mode" aria-label={t('testMode.label')}>
      <span className="site-test-mode__badge">{t('testMode.label')}</span> {t('testMode.banner')}
    </aside>
  );
}
