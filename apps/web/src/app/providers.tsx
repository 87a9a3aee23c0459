import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import { isVitaStorageKey } from '../store/local-store';
import { useResumeStore } from '../store/resume-store';

const i18n = initI18n();

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: 0 },
    },
  });
}

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
  const [queryClient] = useState(createQueryClient);
  useStorageSync();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
