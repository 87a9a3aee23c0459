import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { JobMatchLauncher } from '../../components/job-match/job-match-launcher';
import { PageLoader } from '../../components/page-loader';
import { LivePreview } from '../../components/preview';
import { Toaster } from '../../components/toast';
import { FinalPageAccountActions } from '../../session/final-page-account-actions';
import { type DownloadChoice, useDownloadFlag } from '../../session/resume-links';
import { useFinalDocument } from '../../store/use-final-document';
import { CvCheckLauncher } from './cv-check/cv-check-launcher';
import { DeleteSectionDialog } from './delete-section-dialog';
import { DownloadDialog } from './download/download-dialog';
import { EnglishVersionAction } from './english-version-button';
import { FinalActions, FinalSidebar } from './final-sidebar';
import { FitPagesControl } from './fit/fit-pages-control';
import { OpenLinkDialog } from './open-link-dialog';
import { PreviousResumesList } from './previous-resumes-list';
import { ResumeNameField } from './resume-name-field';
import { SectionArrangement } from './section-arrangement';
import { SourceChanges } from './source-changes';
import { SpellCheckMode } from './spellcheck/spell-check-mode';
import { FinalToolbar } from './toolbar/final-toolbar';
import { useArrangement } from './use-arrangement';
import { useFinalMode } from './use-final-mode';
import { useFinalPageLoad } from './use-reopen-by-token';
import { useSnapshotSync } from './use-snapshot-sync';
import './final.css';
import './texts';

/**
 * /final-resume (01 §2): the finished resume, large, with its name, the sidebar (edit links,
 * spell check, download, account actions), the section arrangement (pencil, trash, drag handle)
 * and the bottom toolbar (template, colour, formatting). Opening it switches the wizard to edit
 * mode: every page returns here (FinalResume flag). `?id=<token>` reopens a stored resume; when
 * that would replace a resume of the visitor's own, the page asks first, and "Abbrechen" keeps
 * theirs and drops the id from the address.
 */
/**
 * What other features add to the final page, composed by the app (a feature never imports
 * another): more actions under the download, and the Bewerbungsmappe dialog behind its button.
 */
export interface FinalPageExtras {
  actions?: ReactNode;
  ApplicationDialog?: ComponentType<{ open: boolean; onClose: () => void }>;
}

export function FinalResumePage(extras: FinalPageExtras) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { ready, asking, approve } = useFinalPageLoad(search.get('id'));
  useFinalMode(ready);
  const saveNow = useSnapshotSync(ready);

  if (asking) {
    const cancel = () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('id');
          return next;
        },
        { replace: true },
      );
    return (
      <div className="final-page">
        <h1 className="visually-hidden">{t('pages.finalResume')}</h1>
        <OpenLinkDialog onOpen={approve} onCancel={cancel} />
      </div>
    );
  }
  if (!ready) {
    return (
      <>
        <PageLoader label={t('final.loading')} />
        <Toaster />
      </>
    );
  }
  return <FinalResumeContent saveName={saveNow} extras={extras} />;
}

function FinalResumeContent({
  saveName,
  extras,
}: {
  saveName: () => Promise<void>;
  extras: FinalPageExtras;
}) {
  const { ApplicationDialog } = extras;
  const { t } = useTranslation();
  const doc = useFinalDocument();
  const arrange = useArrangement(doc);
  const [spellCheck, setSpellCheck] = useState(false);
  const [downloadOpen, setDownloadOpen] = useState(false);
  const [mappeOpen, setMappeOpen] = useState(false);
  // My Resume's Download (with a plan) opens the edit flow with the download flag (02 §2.5):
  // the dialog opens once, and the flag leaves the address so a reload does not open it again.
  const downloadFlag = useDownloadFlag();
  const [autoDownload, setAutoDownload] = useState<DownloadChoice | null>(null);
  const [paidNotice, setPaidNotice] = useState(false);
  useEffect(() => {
    if (!downloadFlag.requested) return;
    setAutoDownload(downloadFlag.choice);
    if (downloadFlag.paid) setPaidNotice(true);
    setDownloadOpen(true);
    downloadFlag.clear();
  }, [downloadFlag.requested, downloadFlag.choice, downloadFlag.paid, downloadFlag.clear]);

  return (
    <div className="final-page">
      <h1 className="visually-hidden">{t('pages.finalResume')}</h1>
      <div className="final-page__body">
        <FinalActions
          spellCheckActive={spellCheck}
          onSpellCheck={() => setSpellCheck((on) => !on)}
          onDownload={() => setDownloadOpen(true)}
          onApplication={ApplicationDialog ? () => setMappeOpen(true) : undefined}
        >
          <EnglishVersionAction />
          <SourceChanges />
          <CvCheckLauncher />
          <JobMatchLauncher />
          {extras.actions}
        </FinalActions>
        <FinalSidebar>
          <FinalPageAccountActions />
          <PreviousResumesList />
        </FinalSidebar>
        <div className="final-page__document">
          {paidNotice && (
            <p className="final-page__paid" role="status">
              {t('finalTools.download.paid')}
            </p>
          )}
          <ResumeNameField save={saveName} fallback={doc.name} />
          {!spellCheck && <FitPagesControl />}
          <section className="final-page__preview" aria-label={t('final.previewLabel')}>
            {spellCheck ? <SpellCheckMode onClose={() => setSpellCheck(false)} /> : <LivePreview />}
          </section>
        </div>
        <SectionArrangement {...arrange} onDelete={arrange.askDelete} />
      </div>
      <div className="final-page__toolbar">
        <FinalToolbar />
      </div>
      <DownloadDialog
        open={downloadOpen}
        autoStart={autoDownload}
        onClose={() => {
          setDownloadOpen(false);
          setAutoDownload(null);
        }}
      />
      {ApplicationDialog && <ApplicationDialog open={mappeOpen} onClose={() => setMappeOpen(false)} />}
      <DeleteSectionDialog
        item={arrange.deleting}
        busy={arrange.deleteBusy}
        onConfirm={(item) => void arrange.confirmDelete(item)}
        onCancel={arrange.cancelDelete}
      />
      <Toaster />
    </div>
  );
}
