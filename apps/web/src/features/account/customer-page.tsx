import type { ResumeListItem } from '@vita/shared';
import { RESUME_NAME_MAX } from '@vita/shared/constants';
import { type ComponentType, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ImportLink } from '../../components/import-link';
import { PageLoader } from '../../components/page-loader';
import { flushPendingSaves } from '../../components/save-status';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { paths } from '../../flow/paths';
import { finalResumeHref } from '../../session/resume-links';
import { useDownloadGate } from '../../session/use-download-gate';
import { useLoginExpired } from '../../session/use-login-expired';
import { reopenResume } from '../../store/reopen-resume';
import { useStoreValue } from '../../store/resume-store';
import { RenameForm } from './rename-form';
import { ResumeItems, type ResumeView, SHARE_PANEL_ID, useResumeName } from './resume-items';
import { useConfirmedDelete } from './use-confirmed-delete';
import { useDuplicateResume } from './use-duplicate-resume';
import { useEnglishVersion } from './use-english-version';
import { useResumeChanges } from './use-resume-changes';
import { RESUME_LIST_DELAY_MS, useResumeList } from './use-resume-list';
import { ViewSwitch } from './view-switch';
import './account.css';
import '../../session/account-texts';

/** A section about one resume that the app puts under the list (the share links). */
export type CustomerResumeExtra = ComponentType<{
  loginToken: string;
  resumeToken: string;
  defaultLabel: string;
}>;

interface CustomerPageProps {
  delayMs?: number;
  /** Shown for the resume chosen with "Link teilen"; without it the button is not offered. */
  ResumeExtra?: CustomerResumeExtra;
  /** "Create New Resume" goes to / and reloads (02 §2.7); tests pass their own. */
  reload?: (path: string) => void;
}

/**
 * /customer — My Resume (02 §2.7): the account's resumes as a list or a grid, Edit (opens the
 * resume on /final-resume), Download (with a plan: the edit flow with the download flag; without:
 * /payment), Duplicate (a copy to tailor per application), Link teilen (the share links of that
 * resume, below the list, when the app offers them), Rename (in place), Delete (after a
 * confirmation), Create New Resume. Without a login token: /final-resume.
 */
export function CustomerPage({
  delayMs = RESUME_LIST_DELAY_MS,
  reload = (path) => window.location.assign(path),
  ResumeExtra,
}: CustomerPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginToken = useStoreValue('loginToken');
  const gate = useDownloadGate();
  const [view, setView] = useState<ResumeView>('list');
  const list = useResumeList(loginToken, delayMs);
  const duplicate = useDuplicateResume(loginToken);
  const english = useEnglishVersion(loginToken, (item) => open(item, false));
  const changes = useResumeChanges(loginToken);
  const nameOf = useResumeName();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [sharing, setSharing] = useState<string | null>(null);
  // After a rename or a delete the focus goes back to the page's heading, never to the body.
  const heading = useRef<HTMLHeadingElement>(null);
  const removal = useConfirmedDelete<ResumeListItem>({
    remove: (item) => changes.remove.mutateAsync({ item, name: nameOf(item) }),
    busy: changes.remove.isPending,
    failedText: (message) => t('account.customer.deleteFailed', { message }),
    onDeleted: () => heading.current?.focus(),
  });
  useLoginExpired(list.error);

  if (!loginToken) return <Navigate to={paths.finalResume} replace />;

  /**
   * Opens the resume on the final page as a link would (store/reopen-resume): saves still waiting
   * to be sent go first; the resume this browser holds stays as it is (it is never older than the
   * server's); another is laid into the store from its snapshot and every part the server keeps,
   * which are newer than the snapshot whenever the wizard saved since the last final page.
   */
  const open = async (item: ResumeListItem, download: boolean) => {
    // Best effort: what cannot be sent now stays queued and goes with the next save.
    await flushPendingSaves().catch(() => undefined);
    try {
      await reopenResume(item.resume_token);
    } catch {
      // The final page reopens it again and says what went wrong.
    }
    navigate(finalResumeHref(item.resume_token, download));
  };
  const download = async (item: ResumeListItem) => {
    if ((await gate()) === 'allowed') await open(item, true);
  };
  const shared = list.data?.find((item) => item.resume_token === sharing);

  return (
    <div className="customer-page container">
      <div className="customer-page__head">
        <h1 ref={heading} className="customer-page__title" tabIndex={-1}>
          {t('account.customer.title')}
        </h1>
        <button type="button" className="button button--primary" onClick={() => reload(paths.landing)}>
          {t('account.customer.create')}
        </button>
        <ImportLink className="button button--secondary" />
      </div>
      <ViewSwitch
        legend={t('account.customer.view')}
        options={['list', 'grid'] as const}
        value={view}
        onChange={setView}
        label={(option) => t(`account.customer.${option}`)}
      />
      {list.isPending ? (
        <PageLoader label={t('account.customer.loading')} />
      ) : list.isError ? (
        <p className="customer-page__empty" role="alert">
          {t('account.customer.loadFailed')}{' '}
          <button type="button" className="account-link" onClick={() => list.refetch()}>
            {t('account.customer.retry')}
          </button>
        </p>
      ) : list.data.length === 0 ? (
        <p className="customer-page__empty">{t('account.customer.empty')}</p>
      ) : (
        <ResumeItems
          items={list.data}
          view={view}
          loginToken={loginToken}
          onEdit={(item) => open(item, false)}
          onDownload={(item) => download(item)}
          onDuplicate={(item) => duplicate.mutate(item)}
          onTranslate={(item) => english.mutate(item)}
          translating={english.isPending ? (english.variables?.resume_token ?? null) : null}
          duplicating={duplicate.isPending ? (duplicate.variables?.resume_token ?? null) : null}
          onRename={(item) => setRenaming(item.resume_token)}
          onDelete={(item) => removal.setDeleting(item)}
          onShare={
            ResumeExtra
              ? (item) => setSharing((current) => (current === item.resume_token ? null : item.resume_token))
              : undefined
          }
          sharing={sharing}
          renaming={renaming}
          renameForm={(item, name) => (
            <RenameForm
              name={name}
              maxLength={RESUME_NAME_MAX}
              busy={changes.rename.isPending}
              emptyText={t('account.customer.renameEmpty')}
              failedText={(message) => t('account.customer.renameFailed', { message })}
              onSave={(next) => changes.rename.mutateAsync({ item, name: next })}
              onDone={() => {
                setRenaming(null);
                heading.current?.focus();
              }}
            />
          )}
        />
      )}
      {ResumeExtra && shared && loginToken && (
        <section
          id={SHARE_PANEL_ID}
          className="customer-page__share"
          aria-label={t('account.customer.shareTitle', { name: nameOf(shared) })}
        >
          <ResumeExtra
            key={shared.resume_token}
            loginToken={loginToken}
            resumeToken={shared.resume_token}
            defaultLabel=""
          />
        </section>
      )}
      <ConfirmDialog
        open={removal.deleting !== null}
        title={t('account.customer.deleteTitle')}
        bodyClassName="account-form__stack"
        failure={removal.deleteError}
        confirmLabel={t('account.customer.deleteConfirm')}
        cancelLabel={t('account.customer.deleteCancel')}
        tone="danger"
        busy={changes.remove.isPending}
        onConfirm={() => void removal.confirmDelete()}
        onClose={removal.closeDelete}
      >
        <p>{t('account.customer.deleteText', { name: removal.deleting ? nameOf(removal.deleting) : '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
