import { lazy, Suspense, useEffect, useState } from 'react';
import { useAccountModal } from './account-modal-store';

// The social login buttons read the server's settings through the query cache, which `/` does
// not load with its page: it comes with the modals.
const AccountModals = lazy(async () => {
  const [{ AccountModals: Modals }, { QueryProvider }] = await Promise.all([
    import('./account-modals'),
    import('../api/query-provider'),
  ]);
  return {
    default: () => (
      <QueryProvider>
        <Modals />
      </QueryProvider>
    ),
  };
});

/** Mounted by the root layout: loads the account modals the first time one is opened. */
export function AccountModalsHost() {
  const view = useAccountModal((s) => s.view);
  const [wanted, setWanted] = useState(view !== null);
  useEffect(() => {
    if (view !== null) setWanted(true);
  }, [view]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AccountModals />
    </Suspense>
  );
}
