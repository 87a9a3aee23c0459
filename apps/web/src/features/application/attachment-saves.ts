import type { Attachment } from '@vita/shared';
import type { AttachmentChange } from '../../api/attachments-api';

export type ItemsUpdate = (update: (items: Attachment[]) => Attachment[]) => void;

/**
 * The saves of one Anlage run one after another: a title and a date typed in quick succession
 * (or a title changed twice) reach the server in the order they were made, so an earlier answer
 * never lands after a later one. Kept outside the components, so a save still running when the
 * dialog closes is waited for by the next one after it opens again.
 */
const running = new Map<number, Promise<unknown>>();

export function inTurn<T>(id: number, task: () => Promise<T>): Promise<T> {
  const before = running.get(id) ?? Promise.resolve();
  const next = before.catch(() => undefined).then(task);
  running.set(id, next);
  const forget = () => {
    if (running.get(id) === next) running.delete(id);
  };
  next.then(forget, forget);
  return next;
}

/** Resolves once every save started so far has been answered (the Mappe binds what the server holds). */
export async function attachmentSavesSettled(): Promise<void> {
  await Promise.allSettled([...running.values()]);
}

type Field = keyof AttachmentChange;

/**
 * Shows a typed value at once in the shared list (a dialog opened again shows it before the
 * server answered). Returns the value it replaced, or null when nothing changed (the same value,
 * or the Anlage is gone).
 */
export function applyTyped(
  onItems: ItemsUpdate,
  id: number,
  field: Field,
  value: string,
): { before: string } | null {
  let replaced: { before: string } | null = null;
  onItems((items) =>
    items.map((each) => {
      if (each.id !== id || each[field] === value) return each;
      replaced = { before: each[field] };
      return { ...each, [field]: value };
    }),
  );
  return replaced;
}

/**
 * Puts `value` for `field` where the list still shows `expected`: the server's answer (or, after a
 * refusal, the value before) replaces the typed value only if nothing newer was typed since.
 */
export function settleTyped(onItems: ItemsUpdate, id: number, field: Field, expected: string, value: string) {
  onItems((items) =>
    items.map((each) => (each.id === id && each[field] === expected ? { ...each, [field]: value } : each)),
  );
}
