import type { Attachment } from '@vita/shared';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AttachmentChange, attachmentsApi } from '../../api/attachments-api';
import { showToast } from '../../components/toast';
import { sortAnlagen } from './anlagen-order';
import { applyTyped, type ItemsUpdate, inTurn, settleTyped } from './attachment-saves';
import { droppedOrder, focusMove, moved } from './move';

export type Access = { resumeToken: string; token: string | null };

const errorText = (thrown: unknown) => (thrown instanceof Error ? thrown.message : String(thrown));

/** The list in the order of `ids`; one not among them (uploaded meanwhile) stays at the end. */
const inOrderOf = (ids: number[]) => (items: Attachment[]) => {
  const rank = (item: Attachment) => (ids.includes(item.id) ? ids.indexOf(item.id) : ids.length);
  return [...items].sort((a, b) => rank(a) - rank(b));
};

/**
 * The Anlagen's calls: upload, save a title or date, delete, and a new order (by the buttons or
 * by dragging) shown at once and saved, the old one back if the server refuses. The last
 * failure is kept in words; a moved item's button keeps the focus. Every change of the list is
 * made on the list as it is when the answer comes (`onItems` takes an update), never on the list
 * of the render that started the call: an answer must not undo what was typed meanwhile.
 */
export function useAttachments(items: Attachment[], access: Access, onItems: ItemsUpdate) {
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
      onItems((current) => [...current, data]);
      showToast(t('application.attachments.uploaded'), 'success');
    });
    input.value = '';
    setBusy(false);
  };

  /**
   * A title or date as typed: shown at once in the list, then saved after the Anlage's earlier
   * saves. Only this field is sent and only this field is taken from the answer; a refusal puts
   * the value before back (the field keeps the typed text beside the message).
   */
  const save = (item: Attachment, change: AttachmentChange) => {
    const field = Object.keys(change)[0] as keyof AttachmentChange;
    const value = change[field];
    if (value === undefined) return;
    const typed = applyTyped(onItems, item.id, field, value);
    if (!typed) return;
    void run(() =>
      inTurn(item.id, async () => {
        try {
          const { data } = await attachmentsApi.update(item.id, { [field]: value }, access);
          settleTyped(onItems, item.id, field, value, data[field]);
        } catch (thrown) {
          settleTyped(onItems, item.id, field, value, typed.before);
          throw thrown;
        }
      }),
    );
  };

  const reorder = (next: Attachment[]) => {
    const ids = next.map((each) => each.id);
    onItems(inOrderOf(ids));
    void run(async () => {
      try {
        const { data } = await attachmentsApi.order(ids, access);
        onItems(inOrderOf(data.map((each) => each.id)));
      } catch (thrown) {
        onItems(inOrderOf(items.map((each) => each.id)));
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

  /** "Anlagen sortieren": the order German practice expects, saved as a move is. */
  const sort = () => {
    const next = sortAnlagen(items);
    if (next.every((item, index) => item.id === items[index]?.id)) {
      setAnnouncement(t('application.attachments.sortUnchanged'));
      return;
    }
    setAnnouncement(t('application.attachments.sorted'));
    reorder(next);
  };

  const drop = (activeId: number, overId: number | null) => {
    const next = droppedOrder(items, activeId, overId);
    if (next) reorder(next);
  };

  const remove = (item: Attachment) =>
    void run(async () => {
      await attachmentsApi.remove(item.id, access);
      onItems((current) => current.filter((each) => each.id !== item.id));
      showToast(t('application.attachments.removed'), 'success');
    });

  return { busy, error, announcement, upload, save, move, drop, remove, sort };
}
