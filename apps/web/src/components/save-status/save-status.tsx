import { useTranslation } from 'react-i18next';
import type { ApiRequestError } from '../../api/client';
import type { SaveState } from './use-section-save';
import './save-status.css';

export type SaveAction = 'load' | 'save' | 'delete';

interface SaveStatusProps {
  state: SaveState;
  /** Picks the words: 'Wird geladen …', 'Wird gespeichert …', 'Wird gelöscht …'. Default save. */
  action?: SaveAction;
  /** Say 'Gespeichert.' / 'Gelöscht.' after success (pages that stay put). Default false. */
  showSuccess?: boolean;
  className?: string;
}

const TEXTS = {
  load: { pending: 'saveStatus.loading', failed: 'saveStatus.loadFailed', done: null },
  save: { pending: 'saveStatus.saving', failed: 'saveStatus.saveFailed', done: 'saveStatus.saved' },
  delete: { pending: 'saveStatus.deleting', failed: 'saveStatus.deleteFailed', done: 'saveStatus.deleted' },
} as const;

/**
 * The visible state of one load or save: a spinner while it runs, a clear message and an
 * 'Erneut versuchen' button when it failed, a calm note when it was queued for later. The two
 * regions are always in the page, so screen readers announce each change (status politely,
 * failures at once).
 */
export function SaveStatus({ state, action = 'save', showSuccess = false, className }: SaveStatusProps) {
  const { t } = useTranslation();
  const texts = TEXTS[action];
  const detail = (error: ApiRequestError | null) =>
    !error || error.isNetworkError ? t('saveStatus.unreachable') : error.message;

  const retryButton = (
    <button type="button" className="button button--secondary button--small" onClick={state.retry}>
      {t('saveStatus.retry')}
    </button>
  );

  return (
    <div className={['save-status', className].filter(Boolean).join(' ')}>
      <div role="status" className="save-status__polite">
        {state.status === 'pending' && (
          <p className="save-status__box save-status__box--pending">
            <span className="save-status__spinner" aria-hidden="true" />
            {t(texts.pending)}
          </p>
        )}
        {state.status === 'queued' && (
          <div className="save-status__box save-status__box--queued">
            <p className="save-status__text">
              <strong>{t('saveStatus.unreachable')}</strong> {t('saveStatus.keptLocally')}
            </p>
            {retryButton}
          </div>
        )}
        {state.status === 'success' && showSuccess && texts.done && (
          <p className="save-status__box save-status__box--success">{t(texts.done)}</p>
        )}
      </div>
      <div role="alert" className="save-status__assertive">
        {state.status === 'error' && (
          <div className="save-status__box save-status__box--error">
            <p className="save-status__text">
              <strong>{t(texts.failed)}</strong> {detail(state.error)}
            </p>
            {retryButton}
          </div>
        )}
      </div>
    </div>
  );
}
