import { htmlContainsText } from '../rich-text-editor/rich-text-html';

/**
 * Ids of the catalogue items whose description the rich text contains (formatting, case and the
 * final full stop ignored): the panel's checked state, and the skills page's `recommended` list.
 */
export function containedItemIds(
  html: string,
  items: readonly { id: number; description: string }[],
): Set<number> {
  return new Set(items.filter((item) => htmlContainsText(html, item.description)).map((item) => item.id));
}
