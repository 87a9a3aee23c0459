import { lazy, Suspense, useEffect, useState } from 'react';
import { useAccountModal } from './account-modal-store';

const AccountModals = lazy(() => import('./account-modals').then((m) => ({ default: m.AccountModals })));

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
