import { closestCorners, DndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { SectionId } from '@vita/shared/constants';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Arrangement, Column, SectionStep } from './layout-moves';
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
  columns,
  ids,
  items,
  label,
  onDelete,
  onStep,
}: {
  column: Column;
  columns: 1 | 2;
  ids: SectionId[];
  items: ReadonlyMap<number, ArrangeItem>;
  label: string | null;
  onDelete: (item: ArrangeItem) => void;
  onStep: (item: ArrangeItem, step: SectionStep) => void;
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
          {ids.flatMap((id, index) => {
            const item = items.get(id);
            if (!item) return [];
            const place = { first: index === 0, last: index === ids.length - 1, column, columns };
            return [<SortableRow key={id} item={item} place={place} onDelete={onDelete} onStep={onStep} />];
          })}
          {ids.length === 0 && <li className="arrange-column__empty">{t('final.arrange.emptyColumn')}</li>}
        </ul>
      </SortableContext>
    </div>
  );
}

/**
 * After a button move the row sits elsewhere in the list: the focus goes back to the same button
 * of the moved section, or to the other one once it reached an end (a disabled button cannot
 * hold focus).
 */
function useFocusAfterMove(moved: { id: SectionId; how: SectionStep } | null) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!moved) return;
    const row = panel.current?.querySelector(`li[data-section-id="${moved.id}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-step="${moved.how}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-step="${moved.how === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [moved]);
  return panel;
}

/**
 * "Abschnitte anordnen": every visible section with pencil, trash, drag handle and move buttons,
 * in its column. Dragging (mouse, touch or keyboard) or a move button rearranges the list here;
 * the new arrangement goes to `onArrange`, which stores it and re-renders the preview.
 */
export function SectionArrangement(props: SectionArrangementProps) {
  const { arrangement, columns, items, heading, signature, onArrange, onDelete } = props;
  const { t } = useTranslation();
  const { current, context, step, moved, announcement } = useArrangementDrag(
    arrangement,
    columns,
    items,
    onArrange,
  );
  const panel = useFocusAfterMove(moved);
  const onStep = (item: ArrangeItem, how: SectionStep) => step(item.id as SectionId, how);

  const visibleCount = current.main.length + current.side.length;
  return (
    <section className="arrange-panel" aria-labelledby="arrange-title" ref={panel}>
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
            columns={columns}
            onStep={onStep}
            ids={current.main}
            items={items}
            label={columns === 2 ? t('final.arrange.main') : null}
            onDelete={onDelete}
          />
          {columns === 2 && (
            <ColumnList
              column="side"
              columns={columns}
              onStep={onStep}
              ids={current.side}
              items={items}
              label={t('final.arrange.side')}
              onDelete={onDelete}
            />
          )}
        </div>
      </DndContext>
      {signature && <FixedRow item={signature} onDelete={onDelete} />}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}
