import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackedApplication } from '@vita/shared';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { saveFile } from '../../api/file-download';
import { PageLoader } from '../../components/page-loader';
import { showToast } from '../../components/toast';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { paths } from '../../flow/paths';
import { useLoginExpired } from '../../session/use-login-expired';
import { useStoreValue } from '../../store/resume-store';
import { formatDay } from './board-moves';
import { JobAdMatch } from './job-ad-match';
import { SendPanel } from './send-panel';
import { StatusMenu } from './status-menu';
import { trackerApi } from './tracker-api';
import { DueMark } from './tracker-board';
import { TRACKER_KEY } from './use-tracker';
import './tracker.css';
import './tracker-texts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /bewerbungen/:id — one application: its job ad and the CV's fit, letter, history and the Mappe as sent. */
/** What another feature shows for the application's resume (the app composes it in: share links). */
export type ResumeExtra = ComponentType<{ loginToken: string; resumeToken: string; defaultLabel: string }>;

export function TrackedApplicationPage({ ResumeExtra }: { ResumeExtra?: ResumeExtra } = {}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginToken = useStoreValue('loginToken') ?? null;
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const [confirming, setConfirming] = useState(false);
  const key = ['tracked-application', id];
  const query = useQuery({
    queryKey: key,
    queryFn: () => trackerApi.get(loginToken, id).then((answer) => answer.data),
    enabled: loginToken !== null && validId,
    retry: false,
  });
  const store = (data: TrackedApplication) => {
    queryClient.setQueryData(key, data);
    queryClient.setQueryData<TrackedApplication[]>(TRACKER_KEY, (list) =>
      list?.map((application) => (application.id === data.id ? data : application)),
    );
  };
  const failed = (error: unknown) =>
    showToast(t('tracker.detail.failed', { message: messageOf(error) }), 'error');
  const move = useMutation({
    mutationFn: (status: TrackedApplication['status']) => trackerApi.update(loginToken, id, { status }),
    onSuccess: ({ data }) => store(data),
    onError: failed,
  });
  const freeze = useMutation({
    mutationFn: () => trackerApi.freeze(loginToken, id),
    onSuccess: ({ data }) => {
      store(data);
      showToast(t('tracker.detail.freezeDone'), 'success');
    },
    onError: failed,
  });
  const download = useMutation({
    mutationFn: (application: TrackedApplication) =>
      trackerApi.sentPdf(loginToken, id, application.frozen?.file_name ?? 'Bewerbung.pdf'),
    onSuccess: (file) => saveFile(file),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => trackerApi.remove(loginToken, id),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<TrackedApplication[]>(TRACKER_KEY, (list) =>
        list?.filter((a) => a.id !== data.id),
      );
      showToast(t('tracker.detail.deleted', { company: data.company }), 'success');
      navigate(paths.tracker);
    },
  });
  useLoginExpired(query.error);
  if (!loginToken) return <Navigate to={paths.finalResume} replace />;
  const application = query.data;
  const day = (value: string) => formatDay(value, i18n.language);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language.startsWith('en') ? 'en-GB' : 'de-DE', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    }).format(new Date(iso));
  return (
    <div className="tracker container">
      <p>
        <Link to={paths.tracker}>← {t('tracker.detail.back')}</Link>
      </p>
      {validId && query.isPending ? (
        <PageLoader label={t('tracker.loading')} />
      ) : !application ? (
        <>
          <h1>{t('pages.trackedApplication')}</h1>
          <p role="alert">{t('tracker.detail.notFound')}</p>
        </>
      ) : (
        <>
          <div className="tracker__head">
            <h1>
              {application.company}: {application.position}
            </h1>
            <div className="tracker__tools">
              <StatusMenu application={application} onMove={(_, status) => move.mutate(status)} />
              <DueMark application={application} />
            </div>
            {(application.applied_at || application.follow_up_at) && (
              <p className="tracker__dates">
                {application.applied_at && t('tracker.appliedOn', { date: day(application.applied_at) })}
                {application.applied_at && application.follow_up_at && ' · '}
                {application.follow_up_at && t('tracker.followUpOn', { date: day(application.follow_up_at) })}
              </p>
            )}
          </div>
          <div className="tracker-detail">
            <section className="tracker-panel" aria-labelledby="ad-title">
              <h2 id="ad-title">{t('tracker.detail.jobAd')}</h2>
              {application.job_ad_url && (
                <p>
                  <a href={application.job_ad_url} target="_blank" rel="noopener noreferrer">
                    {t('tracker.detail.openAd')}
                  </a>
                </p>
              )}
              {application.job_ad_text ? (
                <p className="tracker-panel__ad">{application.job_ad_text}</p>
              ) : (
                <p>{t('tracker.detail.noJobAd')}</p>
              )}
              {application.job_ad_text && application.resume_token && (
                <JobAdMatch
                  loginToken={loginToken}
                  resumeToken={application.resume_token}
                  adText={application.job_ad_text}
                />
              )}
            </section>
            <section className="tracker-panel" aria-labelledby="sent-title">
              <h2 id="sent-title">{t('tracker.detail.sent')}</h2>
              <p>
                {application.frozen
                  ? t('tracker.detail.frozen', {
                      date: when(application.frozen.frozen_at),
                      pages: application.frozen.pages,
                    })
                  : t('tracker.detail.notFrozen')}
              </p>
              <div className="tracker-panel__actions">
                <button
                  type="button"
                  className="button button--primary"
                  aria-busy={freeze.isPending}
                  disabled={freeze.isPending || !application.resume_token}
                  onClick={() => freeze.mutate()}
                >
                  {freeze.isPending ? t('tracker.detail.freezing') : t('tracker.detail.freeze')}
                </button>
                {application.frozen && (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-busy={download.isPending}
                    onClick={() => download.mutate(application)}
                  >
                    {t('tracker.detail.download')}
                  </button>
                )}
              </div>
              <h3>{t('tracker.send.heading')}</h3>
              <SendPanel loginToken={loginToken} application={application} onSent={store} when={when} />
              <h3>{t('tracker.detail.letter')}</h3>
              {application.letter_id ? (
                <p>
                  <Link to={`/anschreiben/${application.letter_id}`}>{t('tracker.detail.editLetter')}</Link>
                </p>
              ) : (
                <p>{t('tracker.detail.noLetter')}</p>
              )}
              {(application.contact_name || application.contact_email) && (
                <>
                  <h3>{t('tracker.detail.contact')}</h3>
                  <p>
                    {application.contact_name}
                    {application.contact_email && (
                      <>
                        {' '}
                        <a href={`mailto:${application.contact_email}`}>{application.contact_email}</a>
                      </>
                    )}
                  </p>
                </>
              )}
              <h3>{t('tracker.detail.history')}</h3>
              <ol className="tracker-history">
                {application.history.map((change) => (
                  <li key={`${change.status}-${change.changed_at}`}>
                    <strong>{t(`tracker.status.${change.status}`)}</strong> · {when(change.changed_at)}
                  </li>
                ))}
              </ol>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
                {t('tracker.detail.delete')}
              </button>
              <ConfirmDialog
                open={confirming}
                title={t('tracker.detail.delete')}
                failure={remove.error ? messageOf(remove.error) : null}
                confirmLabel={t('tracker.detail.delete')}
                cancelLabel={t('tracker.form.cancel')}
                onConfirm={() => remove.mutate()}
                onClose={() => setConfirming(false)}
                busy={remove.isPending}
                tone="danger"
              >
                <p>{t('tracker.detail.deleteConfirm', { company: application.company })}</p>
              </ConfirmDialog>
            </section>
          </div>
          {ResumeExtra && application.resume_token && (
            <ResumeExtra
              loginToken={loginToken}
              resumeToken={application.resume_token}
              defaultLabel={application.company}
            />
          )}
        </>
      )}
    </div>
  );
}
