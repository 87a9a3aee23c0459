import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { attachmentsApi } from '../../api/attachments-api';
import { ModalDialog } from '../../components/modal-dialog';
import { getItem } from '../../store/local-store';
import { AttachmentsPanel } from './attachments-panel';
import { MappeDownload } from './mappe-download';
import './application.css';
import './texts';

/**
 * The Bewerbungsmappe from the final page: the Anlagen above, the Mappe's download below; both
 * share the one list of attachments, so an upload appears at once among those to bind.
 */
export function ApplicationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const access = { resumeToken: getItem('resumeToken') ?? '', token: getItem('loginToken') };
  const key = ['attachments', access.resumeToken];
  const list = useQuery({
    queryKey: key,
    queryFn: () => attachmentsApi.list(access).then((answer) => answer.data),
    enabled: open && access.resumeToken !== '',
  });
  const items = list.data ?? [];
  const setItems = (update: (current: Attachment[]) => Attachment[]) =>
    queryClient.setQueryData<Attachment[]>(key, (current) => update(current ?? []));

  return (
    <ModalDialog open={open} title={t('application.title')} onClose={onClose} closeLabel={t('common.close')}>
      {open && (
        <div className="application-dialog">
          <AttachmentsPanel items={items} access={access} onItems={setItems} />
          <MappeDownload attachments={items} access={access} onDone={onClose} />
        </div>
      )}
    </ModalDialog>
  );
}
