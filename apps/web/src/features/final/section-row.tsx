import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column, SectionStep } from './layout-moves';
import { type ArrangedKey, pencilTarget } from './section-actions';
import './texts';
import { DragHandleIcon } from '../../components/drag-handle-icon';
import { Icon } from '../../components/icon';

/** A row of the arrangement panel: a section with its pencil, trash and (optionally) drag handle. */
export interface ArrangeItem {
  id: number;
  key: ArrangedKey;
  title: string;
  sourceId: number | null;
}

interface RowProps {
  item: ArrangeItem;
  onDelete: (item: ArrangeItem) => void;
}

function PencilIcon() {
  return (
    <Icon path="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z" />
  );
}

function TrashIcon() {
  return <Icon path="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12ZM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4Z" />;
}

function RowActions({ item, onDelete }: RowProps) {
  const { t } = useTranslation();
  return (
    <>
      <span className="arrange-row__title">{item.title}</span>
      <Link
        to={pencilTarget(item.key, item.sourceId)}
        className="arrange-row__action"
        aria-label={t('final.arrange.edit', { title: item.title })}
        title={t('final.arrange.edit', { title: item.title })}
      >
        <PencilIcon />
      </Link>
      <button
        type="button"
        className="arrange-row__action arrange-row__action--delete"
        aria-label={t('final.arrange.remove', { title: item.title })}
        title={t('final.arrange.remove', { title: item.title })}
        onClick={() => onDelete(item)}
      >
        <TrashIcon />
      </button>
    </>
  );
}

/** A row that stays in place (the heading on top, the signature at the end). */
export function FixedRow(props: RowProps) {
  return (
    <div className="arrange-row arrange-row--fixed" data-section-id={props.item.id}>
      <span className="arrange-row__spacer" aria-hidden="true" />
      <RowActions {...props} />
    </div>
  );
}

/** Where a sortable row stands, for its move buttons. */
export interface RowPlace {
  first: boolean;
  last: boolean;
  column: Column;
  /** Two-column templates: a button moves the section to the other column. */
  columns: 1 | 2;
}

interface SortableRowProps extends RowProps {
  place: RowPlace;
  onStep: (item: ArrangeItem, step: SectionStep) => void;
}

/**
 * "Nach oben", "Nach unten" and, on two-column templates, the other column: what a drag does,
 * with one press each. Each names its section for screen readers ("Nach oben: Berufserfahrung").
 */
type MoveText = 'up' | 'down' | 'toSide' | 'toMain';

function MoveButtons({ item, place, onStep }: Omit<SortableRowProps, 'onDelete'>) {
  const { t } = useTranslation();
  const other = place.column === 'main' ? 'toSide' : 'toMain';
  const button = (step: SectionStep, key: MoveText, arrow: string, disabled = false) => (
    <button
      type="button"
      className="button button--secondary button--small arrange-row__move"
      data-step={step}
      disabled={disabled}
      aria-label={t(`final.arrange.${key}Item`, { title: item.title })}
      onClick={() => onStep(item, step)}
    >
      <span aria-hidden="true">{arrow}</span> {t(`final.arrange.${key}`)}
    </button>
  );
  return (
    <div className="arrange-row__moves">
      {button('up', 'up', '↑', place.first)}
      {button('down', 'down', '↓', place.last)}
      {place.columns === 2 && button('otherColumn', other, place.column === 'main' ? '→' : '←')}
    </div>
  );
}

/**
 * A row with a drag handle (mouse, touch, or keyboard: Space, arrow keys, Space) and the move
 * buttons, the single-pointer way to the same places.
 */
export function SortableRow({ place, onStep, ...props }: SortableRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.item.id });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'arrange-row arrange-row--dragging' : 'arrange-row'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-section-id={props.item.id}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="arrange-row__handle"
        {...attributes}
        {...listeners}
        aria-label={t('final.arrange.move', { title: props.item.title })}
      >
        <DragHandleIcon />
      </button>
      <RowActions {...props} />
      <MoveButtons item={props.item} place={place} onStep={onStep} />
    </li>
  );
}
