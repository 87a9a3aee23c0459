import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { SectionId } from '@vita/shared/constants';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Arrangement, type Column, columnOf, moveSection } from './layout-moves';
import { type ArrangeItem, FixedRow, SortableRow } from './section-row';
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

const sameArrangement = (a: Arrangement, b: Arrangement) =>
  a.main.join() === b.main.join() && a.side.join() === b.side.join();

const asTarget = (id: UniqueIdentifier): SectionId | Column =>
  id === 'main' || id === 'side' ? id : (Number(id) as SectionId);

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
  const [current, setCurrent] = useState(arrangement);
  const atStart = useRef<Arrangement | null>(null);
  const currentRef = useRef(current);
  currentRef.current = current;

  // A new arrangement from the store (a delete, another tab) replaces the list unless a drag is on.
  useEffect(() => {
    if (atStart.current === null) setCurrent(arrangement);
  }, [arrangement]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements = useMemo((): Announcements => {
    const titleOf = (id: UniqueIdentifier) => items.get(Number(id))?.title ?? '';
    /** Where the section lands if dropped now: its column, place and the column's length. */
    const place = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
      const id = asTarget(active) as SectionId;
      const next =
        over === undefined ? currentRef.current : moveSection(currentRef.current, id, asTarget(over));
      const column = columnOf(next, id) ?? 'main';
      return {
        position: next[column].indexOf(id) + 1,
        count: next[column].length,
        where: columns === 2 ? t(`final.arrange.announce.where.${column}`) : '',
      };
    };
    return {
      onDragStart: ({ active }) => t('final.arrange.announce.start', { title: titleOf(active.id) }),
      onDragOver: ({ active, over }) =>
        t('final.arrange.announce.over', { title: titleOf(active.id), ...place(active.id, over?.id) }),
      onDragEnd: ({ active, over }) =>
        t('final.arrange.announce.end', { title: titleOf(active.id), ...place(active.id, over?.id) }),
      onDragCancel: ({ active }) => t('final.arrange.announce.cancel', { title: titleOf(active.id) }),
    };
  }, [items, columns, t]);

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const now = currentRef.current;
    const from = columnOf(now, asTarget(active.id));
    const to = columnOf(now, asTarget(over.id));
    if (from === null || to === null || from === to) return;
    const activeTop = active.rect.current.translated?.top ?? 0;
    const after = activeTop > over.rect.top + over.rect.height / 2;
    setCurrent(moveSection(now, asTarget(active.id) as SectionId, asTarget(over.id), after));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const start = atStart.current;
    atStart.current = null;
    const now = currentRef.current;
    const final = over ? moveSection(now, asTarget(active.id) as SectionId, asTarget(over.id)) : now;
    setCurrent(final);
    if (start && !sameArrangement(start, final)) onArrange(final);
  };

  const visibleCount = current.main.length + current.side.length;
  return (
    <section className="arrange-panel" aria-labelledby="arrange-title">
      <h2 id="arrange-title" className="arrange-panel__title">
        {t('final.arrange.title')}
      </h2>
      <p className="arrange-panel__hint">{t('final.arrange.hint')}</p>
      {heading && <FixedRow item={heading} onDelete={onDelete} />}
      {visibleCount === 0 && !heading && <p className="arrange-panel__none">{t('final.arrange.none')}</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('final.arrange.announce.instructions') },
        }}
        onDragStart={() => {
          atStart.current = currentRef.current;
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          if (atStart.current) setCurrent(atStart.current);
          atStart.current = null;
        }}
      >
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
