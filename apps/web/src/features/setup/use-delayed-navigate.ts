import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Navigates after a delay (the spec's 500 ms auto-advance); a newer call or unmount cancels it. */
export function useDelayedNavigate(delayMs: number): (to: string) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to), delayMs);
    },
    [navigate, delayMs],
  );
}
