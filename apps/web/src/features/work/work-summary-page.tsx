import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModalDialog } from '../../components/modal-dialog';
import { ReorderList } from '../../components/reorder-list';
import { SaveStatus } from '../../components/save-status';
import { WizardPage } from '../../components/wizard-page';
import { nextPathAfterWorkSummary } from '../../flow/wizard';
import { workFormHref, workSummaryBack } from '../../flow/work';
import { useFlowState, useStoreValue } from '../../store/resume-store';
import { useWorkLoad, useWorkReorder, useWorkSaves } from './use-work';
import { jobName, WorkEntryCard } from './work-entry-card';
import { toWorkList } from './work-values';
import './work.css';

/** /Work-summary and /work-summary: the jobs (newest first, reorderable) with edit, delete, description, add and continue. */
export function WorkSummaryPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  const load = useWorkLoad();
  const jobs = toWorkList(useStoreValue('work'));
  const { save, remove } = useWorkSaves();
  const reorder = useWorkReorder();
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const toDelete = pendingDelete === null ? undefined : jobs[pendingDelete];

  const confirmDelete = () => {
    if (pendingDelete === null) return;
    const index = pendingDelete;
    setPendingDelete(null);
    // The deleted card's bin button goes away: focus the page title rather than losing it.
    void remove(index, () => titleRef.current?.focus());
  };

  const deleteDialog = (
    <ModalDialog
      open={toDelete !== undefined}
      title={t('work.deleteDialog.title')}
      onClose={() => setPendingDelete(null)}
    >
      <p>
        {t('work.deleteDialog.text', {
          job: toDelete ? jobName(toDelete, t('work.summary.untitled')) : '',
        })}
      </p>
      <div className="work-dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => setPendingDelete(null)}>
          {t('work.deleteDialog.cancel')}
        </button>
        <button type="button" className="button button--danger" onClick={confirmDelete}>
          {t('work.deleteDialog.confirm')}
        </button>
      </div>
    </ModalDialog>
  );

  return (
    <WizardPage
      title={t('work.summary.title')}
      titleRef={titleRef}
      lead={t('work.summary.subtitle')}
      notices={<SaveStatus state={load} action="load" />}
      nav={{
        back: { to: workSummaryBack(flow) },
        next: { to: nextPathAfterWorkSummary(flow) },
        nextLabel: flow.finalMode ? t('work.saveAndNext') : t('work.next'),
      }}
      outside={deleteDialog}
    >
      <SaveStatus state={save} action="delete" showSuccess />
      {jobs.length === 0 && load.status !== 'pending' && (
        <p className="work-summary__empty">{t('work.summary.empty')}</p>
      )}
      <SaveStatus state={reorder.save} />
      {jobs.length > 1 && <p className="work-summary__order-hint">{t('reorder.hint')}</p>}
      <ReorderList
        className="work-summary__list"
        items={jobs}
        nameOf={(job) => jobName(job, t('work.summary.untitled'))}
        onReorder={reorder.reorder}
        renderItem={(job, index) => (
          <WorkEntryCard entry={job} index={index} onDelete={() => setPendingDelete(index)} />
        )}
      />
      <Link className="button button--secondary work-summary__add" to={workFormHref()}>
        <span aria-hidden="true">+</span> {t('work.summary.add')}
      </Link>
    </WizardPage>
  );
}
