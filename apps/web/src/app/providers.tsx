import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import { isVitaStorageKey } from '../store/local-store';
import { useResumeStore } from '../store/resume-store';

const i18n = initI18n();

/** Another tab changed the resume: mirror it, so two tabs never overwrite each other blindly. */
function useStorageSync(): void {
  const reload = useResumeStore((s) => s.reload);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || isVitaStorageKey(event.key)) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  useStorageSync();
  // The query cache comes with the pages that need it (api/query-provider.tsx, route-table.tsx).
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
