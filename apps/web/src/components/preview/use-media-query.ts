import { useSyncExternalStore } from 'react';

const lists = new Map<string, { source: typeof window.matchMedia; list: MediaQueryList }>();

/** One MediaQueryList per query: creating one on every render costs more than the render. */
function listFor(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const cached = lists.get(query);
  if (cached && cached.source === window.matchMedia) return cached.list;
  const list = window.matchMedia(query);
  lists.set(query, { source: window.matchMedia, list });
  return list;
}

/** Whether a media query matches now; follows changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listFor(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => listFor(query)?.matches ?? false,
    () => false,
  );
}
