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
