import { moveOrder } from '@vita/shared/resume';
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './reorder-list.css';

interface ReorderListProps<T> {
  items: readonly T[];
  /** Names the entry in button labels and announcements ("Filialleiterin, Rewe"). */
  nameOf: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** `order[k]` is the current index of the entry that goes to place k. */
  onReorder: (order: number[]) => void;
  className: string;
}

type Focus = { index: number; direction: 'up' | 'down' };

/**
 * A list whose entries move by drag and drop (mouse, anywhere on the entry) and by the buttons
 * "Nach oben" / "Nach unten" (keyboard, touch and screen readers). Each move is announced in a
 * live region, and the focus follows the moved entry so the next press moves it again.
 */
export function ReorderList<T>({ items, nameOf, renderItem, onReorder, className }: ReorderListProps<T>) {
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

  return (
    <>
      <ol className={className} ref={listRef}>
        {items.map((item, index) => {
          const name = nameOf(item);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the entry's position is its identity on the server (meta_index)
            <li key={index} className={classOf(index)} data-reorder-index={index} {...dragProps(index)}>
              {items.length > 1 && (
                <div className="reorder-list__bar">
                  <span className="reorder-list__handle" title={t('reorder.dragHint')} aria-hidden="true">
                    ⠿ {t('reorder.drag')}
                  </span>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={index === 0}
                    aria-label={t('reorder.upItem', { name })}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    <span aria-hidden="true">↑</span> {t('reorder.up')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={index === items.length - 1}
                    aria-label={t('reorder.downItem', { name })}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    <span aria-hidden="true">↓</span> {t('reorder.down')}
                  </button>
                </div>
              )}
              {renderItem(item, index)}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}
