import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ATTACHMENT_MIMES, type Attachment } from '@vita/shared';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast';
import { AttachmentItem } from './attachment-item';
import { type AttachmentChange, attachmentsApi } from './attachments-api';
import { dragAnnouncements } from './drag-announcements';
import { droppedOrder, focusMove, moved } from './move';

export type Access = { resumeToken: string; token: string | null };

interface AttachmentsPanelProps {
  items: Attachment[];
  access: Access;
  onItems: (items: Attachment[]) => void;
}

const errorText = (thrown: unknown) => (thrown instanceof Error ? thrown.message : String(thrown));

/**
 * The Anlagen: upload (checked by the server, whose German refusal is shown beside the field),
 * title and date saved on leaving the field, delete, and the order moved by dragging (mouse, touch,
 * or Space and the arrow keys on the handle) or with the buttons (focus stays on the moved item).
 * Both save the order the same way.
 */
export function AttachmentsPanel({ items, access, onItems }: AttachmentsPanelProps) {
  const { t } = useTranslation();
  const id = useId();
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

  /** Shows the new order at once and saves it; the old one comes back if the server refuses. */
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

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(() => dragAnnouncements(items, t), [items, t]);

  const remove = (item: Attachment) =>
    void run(async () => {
      await attachmentsApi.remove(item.id, access);
      onItems(items.filter((each) => each.id !== item.id));
      showToast(t('application.attachments.removed'), 'success');
    });

  return (
    <section className="application-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="application-panel__heading">
        {t('application.attachments.heading')}
      </h2>
      <p className="application-panel__intro">{t('application.attachments.intro')}</p>
      <div className="application-panel__upload">
        <label className="field__label" htmlFor={`${id}-file`}>
          {t('application.attachments.upload')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={[...ATTACHMENT_MIMES, '.pdf', '.jpg', '.jpeg', '.png'].join(',')}
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => void upload(event)}
        />
        {busy && <p role="status">{t('application.attachments.uploading')}</p>}
        {error && (
          <p id={`${id}-error`} className="application-panel__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {items.length === 0 ? (
        <p className="application-panel__empty">{t('application.attachments.empty')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('application.attachments.drag.instructions') },
          }}
          onDragEnd={({ active, over }) => drop(Number(active.id), over ? Number(over.id) : null)}
        >
          <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
            <ol className="application-list">
              {items.map((item, index) => (
                <AttachmentItem
                  key={item.id}
                  item={item}
                  index={index}
                  count={items.length}
                  onSave={save}
                  onMove={move}
                  onRemove={remove}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
