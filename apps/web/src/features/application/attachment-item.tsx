import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Attachment } from '@vita/shared';
import { ATTACHMENT_LIMITS } from '@vita/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AttachmentChange } from '../../api/attachments-api';
import { DayField } from '../../components/day-field';
import { DragHandleIcon } from '../../components/drag-handle-icon';
import { paths } from '../../flow/paths';

interface AttachmentItemProps {
  item: Attachment;
  index: number;
  count: number;
  onSave: (item: Attachment, change: AttachmentChange) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (item: Attachment) => void;
}

/**
 * One Anlage: title and date (saved on leaving the field), its pages, and three ways to move it —
 * the drag handle (mouse, touch, or Space and the arrow keys) and the buttons "Nach oben" /
 * "Nach unten" for those who prefer a plain button.
 *
 * The fields hold what was typed and take the stored values only when they appear: a save's
 * answer (or a refetch) re-renders the item while the other field is being typed in, and the date
 * field replaces its text whenever its `value` changes from outside — with the stored date there,
 * an answer that arrived after the first digit wiped it (31.01.2024 became 1.01.2024).
 */
export function AttachmentItem({ item, index, count, onSave, onMove, onRemove }: AttachmentItemProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(item.title);
  const [day, setDay] = useState(item.document_date);
  const latest = useRef({ item, title, day, onSave });
  latest.current = { item, title, day, onSave };
  // A dialog closed without the field being left (Escape) still saves what was typed; the save
  // skips values the list already holds.
  useEffect(
    () => () => {
      const last = latest.current;
      last.onSave(last.item, { title: last.title.trim() });
      last.onSave(last.item, { document_date: last.day });
    },
    [],
  );
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      className={
        isDragging ? 'application-list__item application-list__item--dragging' : 'application-list__item'
      }
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-attachment-id={item.id}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="application-list__handle"
        {...attributes}
        {...listeners}
        aria-label={t('application.attachments.drag.handle', { title: item.title })}
        title={t('application.attachments.drag.handle', { title: item.title })}
      >
        <DragHandleIcon />
      </button>
      <div className="application-list__body">
        <div className="application-list__fields">
          <label className="application-list__field">
            <span className="field__label">{t('application.attachments.titleLabel')}</span>
            <input
              className="field__input"
              value={title}
              maxLength={ATTACHMENT_LIMITS.title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              onBlur={() => onSave(item, { title: title.trim() })}
            />
          </label>
          <DayField
            label={t('application.attachments.dateLabel')}
            value={day}
            onChange={setDay}
            onLeave={(document_date) => onSave(item, { document_date })}
            classNames={{ field: 'application-list__field application-list__field--date' }}
          />
        </div>
        <p className="application-list__meta">
          {t('application.attachments.pages', { count: item.pages })}
          {item.mime === 'application/pdf' && (
            <>
              {' · '}
              <Link
                to={`${paths.zeugnis}?anlage=${item.id}`}
                aria-label={t('application.attachments.zeugnisFor', { title: item.title })}
              >
                {t('application.attachments.zeugnis')}
              </Link>
            </>
          )}
        </p>
        <div className="application-list__actions">
          <button
            type="button"
            className="button button--secondary application-list__move"
            data-move={`${item.id}--1`}
            disabled={index === 0}
            aria-label={t('application.attachments.up', { title: item.title })}
            onClick={() => onMove(index, -1)}
          >
            <span aria-hidden="true">↑</span> {t('application.attachments.upShort')}
          </button>
          <button
            type="button"
            className="button button--secondary application-list__move"
            data-move={`${item.id}-1`}
            disabled={index === count - 1}
            aria-label={t('application.attachments.down', { title: item.title })}
            onClick={() => onMove(index, 1)}
          >
            <span aria-hidden="true">↓</span> {t('application.attachments.downShort')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('application.attachments.remove', { title: item.title })}
            onClick={() => onRemove(item)}
          >
            {t('application.attachments.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}
