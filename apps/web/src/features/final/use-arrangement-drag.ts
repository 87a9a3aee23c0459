import {
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { SectionId } from '@vita/shared/constants';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Arrangement,
  type Column,
  columnOf,
  moveSection,
  type SectionStep,
  stepSection,
} from './layout-moves';
import type { ArrangeItem } from './section-row';
import './texts';

const sameArrangement = (a: Arrangement, b: Arrangement) =>
  a.main.join() === b.main.join() && a.side.join() === b.side.join();

const asTarget = (id: UniqueIdentifier): SectionId | Column =>
  id === 'main' || id === 'side' ? id : (Number(id) as SectionId);

/**
 * The drag state of "Abschnitte anordnen": the list as it stands during a drag, the sensors, the
 * screen reader's announcements and the handlers the `DndContext` takes. Only a drop that changed
 * something reaches `onArrange`.
 */
export function useArrangementDrag(
  arrangement: Arrangement,
  columns: 1 | 2,
  items: ReadonlyMap<number, ArrangeItem>,
  onArrange: (arranged: Arrangement) => void,
) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(arrangement);
  const atStart = useRef<Arrangement | null>(null);
  const currentRef = useRef(current);
  const [moved, setMoved] = useState<{ id: SectionId; how: SectionStep } | null>(null);
  const [announcement, setAnnouncement] = useState('');
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

  const onDragStart = () => {
    atStart.current = currentRef.current;
  };

  const onDragCancel = () => {
    if (atStart.current) setCurrent(atStart.current);
    atStart.current = null;
  };

  /**
   * A button press: the same new arrangement a drag could make, stored the same way (`onArrange`),
   * announced, and the focus back on the moved section's button once the list re-rendered.
   */
  const step = (id: SectionId, how: SectionStep) => {
    const now = currentRef.current;
    const next = stepSection(now, id, how, columns);
    if (next === now) return;
    setCurrent(next);
    onArrange(next);
    const column = columnOf(next, id) ?? 'main';
    setMoved({ id, how });
    setAnnouncement(
      t('final.arrange.announce.moved', {
        title: items.get(id)?.title ?? '',
        position: next[column].indexOf(id) + 1,
        count: next[column].length,
        where: columns === 2 ? t(`final.arrange.announce.where.${column}`) : '',
      }),
    );
  };

  const accessibility = {
    announcements,
    screenReaderInstructions: { draggable: t('final.arrange.announce.instructions') },
  };
  /** The props of the `DndContext`. */
  const context = { sensors, accessibility, onDragStart, onDragOver, onDragEnd, onDragCancel };
  return { current, context, step, moved, announcement };
}
