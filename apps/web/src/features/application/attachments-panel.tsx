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
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../components/ui/file-picker';
import { AttachmentItem } from './attachment-item';
import type { ItemsUpdate } from './attachment-saves';
import { dragAnnouncements } from './drag-announcements';
import { type Access, useAttachments } from './use-attachments';

interface AttachmentsPanelProps {
  items: Attachment[];
  access: Access;
  onItems: ItemsUpdate;
}

type ListProps = Pick<ReturnType<typeof useAttachments>, 'save' | 'move' | 'drop' | 'remove'> & {
  items: Attachment[];
};

/** The attachments in their order, moved by dragging (mouse, touch, or keys on the handle). */
function AttachmentList({ items, save, move, drop, remove }: ListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(() => dragAnnouncements(items, t), [items, t]);
  return (
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
  );
}

/**
 * The Anlagen: upload (checked by the server, whose German refusal is shown beside the field),
 * title and date saved on leaving the field (and kept as typed while saves answer), delete, and the order moved by dragging (mouse, touch,
 * or Space and the arrow keys on the handle) or with the buttons (focus stays on the moved item).
 * Both save the order the same way.
 */
export function AttachmentsPanel({ items, access, onItems }: AttachmentsPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, error, announcement, upload, sort, ...changes } = useAttachments(items, access, onItems);

  return (
    <section className="application-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="application-panel__heading">
        {t('application.attachments.heading')}
      </h2>
      <p className="application-panel__intro">{t('application.attachments.intro')}</p>
      <div className="application-panel__upload">
        <span className="field__label" id={`${id}-file-label`}>
          {t('application.attachments.upload')}
        </span>
        <FilePicker
          id={`${id}-file`}
          choose={t('application.attachments.choose')}
          labelledBy={`${id}-file-label`}
          accept={[...ATTACHMENT_MIMES, '.pdf', '.jpg', '.jpeg', '.png'].join(',')}
          disabled={busy}
          describedBy={error ? `${id}-error` : undefined}
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
        <>
          {items.length > 1 && (
            <div className="application-panel__sort">
              <button type="button" className="button button--secondary" onClick={sort}>
                {t('application.attachments.sort')}
              </button>
              <p className="application-panel__hint">{t('application.attachments.sortHint')}</p>
            </div>
          )}
          <AttachmentList items={items} {...changes} />
        </>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
