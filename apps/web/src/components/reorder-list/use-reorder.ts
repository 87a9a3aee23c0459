import { moveOrder } from '@vita/shared/resume';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Focus = { index: number; direction: 'up' | 'down' };

/**
 * A reorder list's state: the entry dragged and the one under it, the announcement of the last
 * move, and the focus that follows a moved entry (onto the same button, or the other one at an end).
 */
export function useReorder<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  onReorder: (order: number[]) => void,
) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<Focus | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focus) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
      `[data-reorder-index="${focus.index}"] button`,
    );
    const [up, down] = [buttons?.[0], buttons?.[1]];
    const wanted = focus.direction === 'up' ? up : down;
    (wanted && !wanted.disabled ? wanted : focus.direction === 'up' ? down : up)?.focus();
    setFocus(null);
  }, [focus]);

  const move = (from: number, to: number, direction?: Focus['direction']) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    onReorder(moveOrder(items.length, from, to));
    setAnnouncement(t('reorder.moved', { name: nameOf(item), position: to + 1, count: items.length }));
    if (direction) setFocus({ index: to, direction });
  };

  const dragProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
      setDragged(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null) move(dragged, index);
      setDragged(null);
      setOver(null);
    },
    onDragEnd: () => {
      setDragged(null);
      setOver(null);
    },
  });

  const classOf = (index: number) =>
    [
      'reorder-list__item',
      dragged === index ? 'reorder-list__item--dragged' : '',
      over === index && dragged !== index ? 'reorder-list__item--over' : '',
    ]
      .filter(Boolean)
      .join(' ');

  return { listRef, announcement, move, dragProps, classOf };
}
