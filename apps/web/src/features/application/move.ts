/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const next = [...list];
  if (target < 0 || target >= list.length) return next;
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/**
 * Returns focus to the moved item's button (the other one once it reached an end, as a disabled
 * button cannot hold focus). Called from an effect after the list re-rendered in its new order.
 */
export function focusMove(pending: { current: [string, string] | null }): void {
  if (!pending.current) return;
  const [key, fallback] = pending.current;
  pending.current = null;
  const button = document.querySelector<HTMLButtonElement>(`[data-move="${key}"]`);
  const target =
    button && !button.disabled
      ? button
      : document.querySelector<HTMLButtonElement>(`[data-move="${fallback}"]`);
  target?.focus();
}

/**
 * The list after a drag: the item `activeId` put where `overId` stood (the items between shift
 * one place). Null when nothing moved (dropped on itself, outside the list, or unknown ids).
 */
export function droppedOrder<T extends { id: number }>(
  list: readonly T[],
  activeId: number,
  overId: number | null,
): T[] | null {
  if (overId === null || overId === activeId) return null;
  const from = list.findIndex((item) => item.id === activeId);
  const to = list.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0) return null;
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
