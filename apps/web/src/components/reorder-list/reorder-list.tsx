import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReorder } from './use-reorder';
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

/**
 * A list whose entries move by drag and drop (mouse, anywhere on the entry) and by the buttons
 * "Nach oben" / "Nach unten" (keyboard, touch and screen readers). Each move is announced in a
 * live region, and the focus follows the moved entry so the next press moves it again.
 */
export function ReorderList<T>({ items, nameOf, renderItem, onReorder, className }: ReorderListProps<T>) {
  const { t } = useTranslation();
  const { listRef, announcement, move, dragProps, classOf } = useReorder(items, nameOf, onReorder);

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
                  <MoveButtons
                    name={name}
                    first={index === 0}
                    last={index === items.length - 1}
                    onMove={(step) => move(index, index + step, step < 0 ? 'up' : 'down')}
                  />
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

interface MoveButtonsProps {
  name: string;
  first: boolean;
  last: boolean;
  onMove(step: -1 | 1): void;
}

/** "Nach oben" / "Nach unten" for one entry, each naming it for screen readers. */
function MoveButtons({ name, first, last, onMove }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={first}
        aria-label={t('reorder.upItem', { name })}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span> {t('reorder.up')}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={last}
        aria-label={t('reorder.downItem', { name })}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span> {t('reorder.down')}
      </button>
    </>
  );
}
