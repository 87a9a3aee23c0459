import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './test-mode-banner.css';

/** The payment mode the server wrote into the page's HTML (`<html data-payment-mode>`), if it did. */
const statedMode = (): string | undefined =>
  typeof document === 'undefined' ? undefined : document.documentElement.dataset.paymentMode;

/**
 * The server states the mode in the page it serves, so no page asks for it (`/` asks the server
 * nothing). Only a page served otherwise (vite's dev server) asks, once per mount of the root
 * layout, without the query cache (`/` does not load TanStack Query), and loads the server
 * calls only then: the first script does not carry them.
 */
function useTestMode(): boolean {
  const stated = statedMode();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (stated !== undefined) return;
    let live = true;
    import('../../api/billing-api')
      .then(({ billingApi }) => billingApi.stripeKeys())
      .then((keys) => {
        if (live) setAsked(keys.mode === 'test');
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [stated]);
  return stated === undefined ? asked : stated === 'test';
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
