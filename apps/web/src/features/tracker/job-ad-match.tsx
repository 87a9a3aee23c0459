import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { trackerApi } from './tracker-api';

interface JobAdMatchProps {
  loginToken: string;
  resumeToken: string;
  adText: string;
}

/** The job-ad match of the application's CV against its ad (the server's POST /job-match). */
export function JobAdMatch({ loginToken, resumeToken, adText }: JobAdMatchProps) {
  const { t } = useTranslation();
  const match = useMutation({ mutationFn: () => trackerApi.match(loginToken, resumeToken, adText) });
  return (
    <div className="tracker-match">
      <h3>{t('tracker.detail.match')}</h3>
      {match.data ? (
        <>
          <p className="tracker-match__score">
            <strong>{match.data.score} %</strong> – {match.data.explanation}
          </p>
          <ul className="tracker-match__list">
            {match.data.requirements.map((requirement) => (
              <li key={requirement.label} className={requirement.found_in_resume ? 'is-found' : 'is-missing'}>
                <span aria-hidden="true">{requirement.found_in_resume ? '✓' : '✗'}</span> {requirement.label}{' '}
                <span className="visually-hidden">
                  ({requirement.found_in_resume ? t('tracker.detail.found') : t('tracker.detail.missing')})
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          aria-busy={match.isPending}
          onClick={() => match.mutate()}
        >
          {match.isPending ? t('tracker.detail.checking') : t('tracker.detail.checkMatch')}
        </button>
      )}
      {match.error && <p role="alert">{match.error.message}</p>}
    </div>
  );
}
