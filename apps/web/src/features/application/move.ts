/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const next = [...list];
  if (target < 0 || target >= list.length) return next;
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/** Returns focus to the moved item's button after the re-render (the other one at an end). */
export function refocus(key: string, fallback: string): void {
  requestAnimationFrame(() => {
    const button = document.querySelector<HTMLButtonElement>(`[data-move="${key}"]`);
    const target =
      button && !button.disabled
        ? button
        : document.querySelector<HTMLButtonElement>(`[data-move="${fallback}"]`);
    target?.focus();
  });
}
