import { SECTION_ID } from '@vita/shared/constants';
import type { ResumeDocument } from '@vita/shared/resume';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionSave } from '../../components/save-status';
import { showToast } from '../../components/toast';
import type { StoreKeyName } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { hasPersonal } from '../../store/use-final-document';
import { templateColumns } from '../../templates/template-facts';
import { type Arrangement, effectiveLayout, layoutAfterArranging, visibleArrangement } from './layout-moves';
import { deleteCall, localChangesAfterDelete } from './section-actions';
import type { ArrangeItem } from './section-row';
import './texts';

/** Vita's id for the signature row (not a final-page section id: it is not in the layout). */
export const SIGNATURE_ROW_ID = 100;

/**
 * The arrangement panel's data and actions for a document: visible sections per column, the
 * heading and signature rows, storing a new order (local store, then the style on the server) and
 * deleting a section (server first, then its local copies).
 */
export function useArrangement(doc: ResumeDocument) {
  const { t } = useTranslation();
  const layoutSave = useSectionSave();
  const deleteSave = useSectionSave();
  const [deleting, setDeleting] = useState<ArrangeItem | null>(null);
  const columns = templateColumns(doc.templateStyleName);
  const full = useMemo(() => effectiveLayout(doc, columns), [doc, columns]);

  const items = useMemo(
    () =>
      new Map<number, ArrangeItem>(
        doc.sections.map((s) => [s.id, { id: s.id, key: s.key, title: s.title, sourceId: s.sourceId }]),
      ),
    [doc.sections],
  );
  const arrangement = useMemo(() => visibleArrangement(full, new Set(items.keys())), [full, items]);
  const heading: ArrangeItem | null = hasPersonal(doc.personal)
    ? { id: SECTION_ID.heading, key: 'heading', title: t('final.sidebar.links.heading'), sourceId: null }
    : null;
  const signature: ArrangeItem | null = doc.signature
    ? { id: SIGNATURE_ROW_ID, key: 'signature', title: t('final.sidebar.links.signature'), sourceId: null }
    : null;

  const onArrange = useCallback(
    (arranged: Arrangement) => {
      const store = useResumeStore.getState();
      const layout = layoutAfterArranging(full, arranged, columns);
      store.set('sectionLayout', layout);
      const token = store.values.resumeToken;
      if (!token) return;
      void layoutSave
        .run({
          path: '/resume/resume-style',
          body: {
            resume_token: token,
            template_id: doc.templateId,
            style_name: doc.templateStyleName,
            layout,
          },
          coalesceKey: 'resume-style:layout',
        })
        .then((outcome) => {
          if (outcome.kind !== 'saved') showToast(t('final.arrange.saveFailed'), 'error');
        });
    },
    [full, columns, doc.templateId, doc.templateStyleName, layoutSave, t],
  );

  const confirmDelete = useCallback(
    async (item: ArrangeItem) => {
      const store = useResumeStore.getState();
      const token = store.values.resumeToken;
      const customTitle = item.key === 'customOne' || item.key === 'customTwo' ? item.title : null;
      if (token) {
        const outcome = await deleteSave.run(deleteCall(item.key, token, item.sourceId));
        if (outcome.kind === 'failed') {
          showToast(t('final.remove.failed', { title: item.title }), 'error');
          setDeleting(null);
          return;
        }
        showToast(
          t(outcome.kind === 'queued' ? 'final.remove.queued' : 'final.remove.done', { title: item.title }),
          outcome.kind === 'queued' ? 'info' : 'success',
        );
      }
      const change = localChangesAfterDelete(item.key, store.values, customTitle);
      for (const [name, value] of Object.entries(change)) {
        store.set(name as StoreKeyName, value as never);
      }
      setDeleting(null);
    },
    [deleteSave, t],
  );

  return {
    columns,
    arrangement,
    items,
    heading,
    signature,
    onArrange,
    deleting,
    deleteBusy: deleteSave.status === 'pending',
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
  };
}
