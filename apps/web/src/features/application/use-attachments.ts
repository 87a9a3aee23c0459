import type { Attachment } from '@vita/shared';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast';
import { type AttachmentChange, attachmentsApi } from './attachments-api';
import { droppedOrder, focusMove, moved } from './move';

export type Access = { resumeToken: string; token: string | null };

const errorText = (thrown: unknown) => (thrown instanceof Error ? thrown.message : String(thrown));

/**
 * The Anlagen's calls: upload, save a title or date, delete, and a new order (by the buttons or
 * by dragging) shown at once and saved, the old one back if the server refuses. The last
 * failure is kept in words; a moved item's button keeps the focus.
 */
export function useAttachments(items: Attachment[], access: Access, onItems: (items: Attachment[]) => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<[string, string] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's order changed
  useEffect(() => focusMove(pendingFocus), [items]);

  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (thrown) {
      setError(t('application.attachments.failed', { message: errorText(thrown) }));
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    await run(async () => {
      const { data } = await attachmentsApi.upload(file, access);
      onItems([...items, data]);
      showToast(t('application.attachments.uploaded'), 'success');
    });
    input.value = '';
    setBusy(false);
  };

  const save = (item: Attachment, change: AttachmentChange) => {
    const key = Object.keys(change)[0] as keyof AttachmentChange;
    if (change[key] === item[key]) return;
    void run(async () => {
      const { data } = await attachmentsApi.update(item.id, change, access);
      onItems(items.map((each) => (each.id === item.id ? data : each)));
    });
  };

  const reorder = (next: Attachment[]) => {
    onItems(next);
    void run(async () => {
      try {
        const { data } = await attachmentsApi.order(
          next.map((each) => each.id),
          access,
        );
        onItems(data);
      } catch (thrown) {
        onItems(items);
        throw thrown;
      }
    });
  };

  const move = (index: number, step: -1 | 1) => {
    const item = items[index];
    if (!item) return;
    pendingFocus.current = [`${item.id}-${step}`, `${item.id}-${-step}`];
    setAnnouncement(
      t('application.attachments.moved', {
        title: item.title,
        position: index + step + 1,
        count: items.length,
      }),
    );
    reorder(moved(items, index, step));
  };

  const drop = (activeId: number, overId: number | null) => {
    const next = droppedOrder(items, activeId, overId);
    if (next) reorder(next);
  };

  const remove = (item: Attachment) =>
    void run(async () => {
      await attachmentsApi.remove(item.id, access);
      onItems(items.filter((each) => each.id !== item.id));
      showToast(t('application.attachments.removed'), 'success');
    });

  return { busy, error, announcement, upload, save, move, drop, remove };
}
