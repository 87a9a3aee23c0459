import { closestCorners, DndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { SectionId } from '@vita/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Arrangement, Column } from './layout-moves';
import { type ArrangeItem, FixedRow, SortableRow } from './section-row';
import { useArrangementDrag } from './use-arrangement-drag';
import './texts';

interface SectionArrangementProps {
  /** The visible sections per column, as the preview shows them. */
  arrangement: Arrangement;
  columns: 1 | 2;
  items: ReadonlyMap<number, ArrangeItem>;
  heading: ArrangeItem | null;
  signature: ArrangeItem | null;
  onArrange: (arranged: Arrangement) => void;
  onDelete: (item: ArrangeItem) => void;
}

function ColumnList({
  column,
  ids,
  items,
  label,
  onDelete,
}: {
  column: Column;
  ids: SectionId[];
  items: ReadonlyMap<number, ArrangeItem>;
  label: string | null;
  onDelete: (item: ArrangeItem) => void;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: column });
  const labelId = useId();
  return (
    <div className={isOver ? 'arrange-column arrange-column--over' : 'arrange-column'}>
      {label && (
        <h3 id={labelId} className="arrange-column__label">
          {label}
        </h3>
      )}
      <SortableContext id={column} items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="arrange-column__list" aria-labelledby={label ? labelId : undefined}>
          {ids.flatMap((id) => {
            const item = items.get(id);
            return item ? [<SortableRow key={id} item={item} onDelete={onDelete} />] : [];
          })}
          {ids.length === 0 && <li className="arrange-column__empty">{t('final.arrange.emptyColumn')}</li>}
        </ul>
      </SortableContext>
    </div>
  );
}

/**
 * "Abschnitte anordnen": every visible section with pencil, trash and drag handle, in its column.
 * Dragging (mouse, touch or keyboard) rearranges the list here; the drop hands the new
 * arrangement to `onArrange`, which stores it and re-renders the preview.
 */
export function SectionArrangement(props: SectionArrangementProps) {
  const { arrangement, columns, items, heading, signature, onArrange, onDelete } = props;
  const { t } = useTranslation();
  const { current, context } = useArrangementDrag(arrangement, columns, items, onArrange);

  const visibleCount = current.main.length + current.side.length;
  return (
    <section className="arrange-panel" aria-labelledby="arrange-title">
      <h2 id="arrange-title" className="arrange-panel__title">
        {t('final.arrange.title')}
      </h2>
      <p className="arrange-panel__hint">{t('final.arrange.hint')}</p>
      {heading && <FixedRow item={heading} onDelete={onDelete} />}
      {visibleCount === 0 && !heading && <p className="arrange-panel__none">{t('final.arrange.none')}</p>}
      <DndContext collisionDetection={closestCorners} {...context}>
        <div
          className={
            columns === 2 ? 'arrange-panel__columns arrange-panel__columns--two' : 'arrange-panel__columns'
          }
        >
          <ColumnList
            column="main"
            ids={current.main}
            items={items}
            label={columns === 2 ? t('final.arrange.main') : null}
            onDelete={onDelete}
          />
          {columns === 2 && (
            <ColumnList
              column="side"
              ids={current.side}
              items={items}
              label={t('final.arrange.side')}
              onDelete={onDelete}
            />
          )}
        </div>
      </DndContext>
      {signature && <FixedRow item={signature} onDelete={onDelete} />}
    </section>
  );
}
