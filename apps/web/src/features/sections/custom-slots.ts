/**
 * The two custom-section slots (01 §3: /cus-one, /cus-two) against the server's list
 * (custom-section-listing, oldest first), as a pure function.
 */
import type { CustomSectionValue } from '@vita/shared';
import type { WithId } from '../../store/local-store';

export type CustomSlot = WithId<CustomSectionValue> | null;
export interface CustomSlots {
  one: CustomSlot;
  two: CustomSlot;
}
export interface ListedCustomSection {
  id: number;
  meta_value: CustomSectionValue;
}

/** The slot a new custom section takes: the first empty one; null when both are taken. */
export const freeSlotOf = (slots: CustomSlots): 'one' | 'two' | null =>
  slots.one === null ? 'one' : slots.two === null ? 'two' : null;

/**
 * Local slots after the server's list: a slot whose section the server no longer has is
 * emptied (unless `keepIds` names it: created on this page, the list may predate it); a listed
 * section no slot holds takes the first empty slot. A slot the server has keeps its local text,
 * which may hold input not yet saved.
 */
export function reconcileCustomSlots(
  slots: CustomSlots,
  listed: readonly ListedCustomSection[],
  keepIds: readonly number[] = [],
): CustomSlots {
  const onServer = new Set(listed.map((item) => item.id));
  const keep = (slot: CustomSlot): CustomSlot =>
    slot !== null && (onServer.has(slot.id) || keepIds.includes(slot.id)) ? slot : null;
  const result: CustomSlots = { one: keep(slots.one), two: keep(slots.two) };
  for (const item of listed) {
    if (result.one?.id === item.id || result.two?.id === item.id) continue;
    const free = freeSlotOf(result);
    if (free === null) break;
    result[free] = { ...item.meta_value, id: item.id };
  }
  return result;
}
