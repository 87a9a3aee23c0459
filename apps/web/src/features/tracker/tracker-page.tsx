import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../flow/paths';
import { useLoginExpired } from '../../session/use-login-expired';
import { useStoreValue } from '../../store/resume-store';
import { NewApplicationForm } from './new-application-form';
import { TrackerBoard } from './tracker-board';
import { TrackerTable } from './tracker-table';
import { useTracker } from './use-tracker';
import './tracker.css';
import './tracker-texts';

type View = 'board' | 'table';

/** /bewerbungen — the Bewerbungsmanager: every application as a board by status or as a table. */
export function TrackerPage() {
  const { t } = useTranslation();
  const loginToken = useStoreValue('loginToken');
  const { list, move } = useTracker(loginToken ?? null);
  const [view, setView] = useState<View>('board');
  const [adding, setAdding] = useState(false);
  useLoginExpired(list.error);
  if (!loginToken) return <Navigate to={paths.finalResume} replace />;
  const applications = list.data ?? [];
  return (
    <div className="tracker container">
      <div className="tracker__head">
        <h1>{t('tracker.title')}</h1>
        <p className="tracker__intro">{t('tracker.intro')}</p>
        <div className="tracker__tools">
          {!adding && (
            <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
              {t('tracker.new')}
            </button>
          )}
          <fieldset className="tracker-views">
            <legend className="visually-hidden">{t('tracker.views.label')}</legend>
            {(['board', 'table'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={`tracker-views__option${view === option ? ' tracker-views__option--active' : ''}`}
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {t(`tracker.views.${option}`)}
              </button>
            ))}
          </fieldset>
        </div>
      </div>
      {adding && <NewApplicationForm loginToken={loginToken} onDone={() => setAdding(false)} />}
      {list.isPending ? (
        <PageLoader label={t('tracker.loading')} />
      ) : list.error ? (
        <p role="alert">{t('tracker.loadFailed', { message: list.error.message })}</p>
      ) : applications.length === 0 ? (
        <p className="tracker-note">{t('tracker.empty')}</p>
      ) : (
        <>
          <p className="tracker__count">{t('tracker.count', { count: applications.length })}</p>
          {view === 'board' ? (
            <TrackerBoard applications={applications} onMove={move} />
          ) : (
            <TrackerTable applications={applications} onMove={move} />
          )}
        </>
      )}
    </div>
  );
}
