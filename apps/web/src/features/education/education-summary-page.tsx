import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ModalDialog } from '../../components/modal-dialog';
import { ReorderList } from '../../components/reorder-list';
import { SaveStatus } from '../../components/save-status';
import { showToast, Toaster } from '../../components/toast';
import { WizardPage } from '../../components/wizard-page';
import { educationFormHref, educationSummaryBack } from '../../flow/education';
import { nextPathAfterEducationSummary } from '../../flow/wizard';
import { useFlowState } from '../../store/resume-store';
import { EducationEntryCard, entryName } from './education-entry-card';
import {
  useEducationList,
  useEducationLoad,
  useEducationMutations,
  useEducationReorder,
} from './use-education';
import './education.css';

/** /edu-summary: the degrees (newest first, reorderable) with edit, delete, describe, add another, continue. */
export function EducationSummaryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const list = useEducationList();
  const load = useEducationLoad();
  const { save, remove } = useEducationMutations();
  const reorder = useEducationReorder();
  const [confirming, setConfirming] = useState<number | null>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);

  const pendingEntry = confirming === null ? undefined : list[confirming];
  const confirmName = pendingEntry ? entryName(pendingEntry, t('education.summary.untitled')) : '';

  const confirmDelete = () => {
    const index = confirming;
    setConfirming(null);
    if (index === null) return;
    // The card is gone with its button: focus goes to the list's heading, not to the page's start.
    requestAnimationFrame(() => listTitle.current?.focus());
    void remove(index, () => showToast(t('education.summary.deleted'), 'success'));
  };

  const confirmDialog = (
    <ModalDialog
      open={confirming !== null}
      title={t('education.summary.confirmTitle')}
      onClose={() => setConfirming(null)}
    >
      <p>{t('education.summary.confirmText', { name: confirmName })}</p>
      <div className="edu-dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
          {t('education.summary.cancel')}
        </button>
        <button type="button" className="button edu-button--danger" onClick={confirmDelete}>
          {t('education.summary.confirmDelete')}
        </button>
      </div>
    </ModalDialog>
  );

  return (
    <WizardPage
      layout="centred"
      title={t('education.summary.title')}
      lead={t('education.summary.lead')}
      nav={{
        back: { to: educationSummaryBack(flow) },
        next: { onClick: () => navigate(nextPathAfterEducationSummary(flow)) },
        nextLabel: t('education.saveAndNext'),
      }}
      outside={
        <>
          {confirmDialog}
          <Toaster />
        </>
      }
    >
      {list.length === 0 && <SaveStatus state={load} action="load" />}
      {list.length > 0 && load.status === 'error' && <SaveStatus state={load} action="load" />}

      <h2 className="visually-hidden" ref={listTitle} tabIndex={-1}>
        {t('education.summary.listTitle', { count: list.length })}
      </h2>
      {list.length > 0 ? (
        <>
          {list.length > 1 && <p className="edu-order-hint">{t('reorder.hint')}</p>}
          <ReorderList
            className="edu-list"
            items={list}
            nameOf={(entry) => entryName(entry, t('education.summary.untitled'))}
            onReorder={reorder.reorder}
            renderItem={(entry, index) => (
              <EducationEntryCard
                entry={entry}
                index={index}
                deleting={save.status === 'pending'}
                onDelete={setConfirming}
              />
            )}
          />
        </>
      ) : (
        load.status !== 'pending' && <p className="edu-empty">{t('education.summary.empty')}</p>
      )}
      <SaveStatus state={save} action="delete" />
      <SaveStatus state={reorder.save} />

      <Link to={educationFormHref()} className="edu-add">
        <span aria-hidden="true" className="edu-add__plus">
          +
        </span>
        {list.length > 0 ? t('education.summary.addAnother') : t('education.summary.addFirst')}
      </Link>
    </WizardPage>
  );
}
