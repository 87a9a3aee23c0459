import { useState } from 'react';

/**
 * One call a form or dialog makes: `busy` while it runs (a second start is ignored), and the
 * message of its last failure, which `describe` turns into words. A new start clears the failure.
 */
export function useAsyncAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (task: () => Promise<void>, describe: (error: unknown) => string) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await task();
    } catch (error) {
      setFailure(describe(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
}
