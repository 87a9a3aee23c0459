import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreValue } from '../../store/resume-store';
import { flushPendingSaves } from './pending-saves';
import './save-status.css';

/** How often a page re-sends the pending list while the server stays unreachable. */
export const PENDING_RETRY_INTERVAL_MS = 20_000;

type FlushState = 'idle' | 'sending' | 'failed';

/**
 * Sends the pending saves when a page opens, when the browser comes back online, and every 20 s
 * while any wait. Mount it once per page (or once in the app shell).
 */
export function usePendingSavesFlush(): {
  count: number;
  state: FlushState;
  refused: string[];
  flush: () => void;
} {
  const count = useStoreValue('pendingSaves')?.length ?? 0;
  const [state, setState] = useState<FlushState>('idle');
  const [refused, setRefused] = useState<string[]>([]);

  const flush = useCallback(() => {
    setState('sending');
    flushPendingSaves().then(
      (result) => {
        setState('idle');
        if (result.refused.length > 0) setRefused(result.refused.map((e) => e.message));
      },
      () => setState('failed'),
    );
  }, []);

  // Saves left over from an earlier page or visit go out as soon as a page opens.
  const pendingAtMount = useRef(count > 0);
  useEffect(() => {
    if (pendingAtMount.current) flush();
  }, [flush]);

  const hasPending = count > 0;
  useEffect(() => {
    if (!hasPending) return;
    const timer = window.setInterval(flush, PENDING_RETRY_INTERVAL_MS);
    window.addEventListener('online', flush);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', flush);
    };
  }, [hasPending, flush]);

  return { count, state, refused, flush };
}

/** A calm banner while saves wait for the server, with 'Jetzt senden'. Renders nothing otherwise. */
export function PendingSavesNotice() {
  const { t } = useTranslation();
  const { count, state, refused, flush } = usePendingSavesFlush();
  return (
    <div role="status" className="save-status">
      {count > 0 && (
        <div className="save-status__box save-status__box--queued">
          <p className="save-status__text">
            {state === 'sending' ? (
              <>
                <span className="save-status__spinner" aria-hidden="true" />
                {t('saveStatus.sending')}
              </>
            ) : (
              t('saveStatus.pending', { count })
            )}
          </p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={flush}
            disabled={state === 'sending'}
          >
            {t('saveStatus.sendNow')}
          </button>
        </div>
      )}
      {count === 0 && refused.length > 0 && (
        <p className="save-status__box save-status__box--error">
          {t('saveStatus.refused', { message: refused.join(' ') })}
        </p>
      )}
    </div>
  );
}
