import type { Ref } from 'react';

/** basic: the spec's toolbar (bold, italic, underline, bullets, undo, redo); rich adds numbered
 * list, block quote and a sub-heading (hobbies, 01 §5). */
export type RichTextVariant = 'basic' | 'rich';

/** What a page can do with a mounted editor (through `ref`). */
export interface RichTextEditorHandle {
  /** Adds `text` as the last bullet (into the closing bulleted list, or a new one); one undo step. */
  insertBullet(text: string): void;
  /** Whether the current text contains `text` (formatting, case and final full stop ignored). */
  contains(text: string): boolean;
  /** The current HTML, normalised ('' when empty). */
  getHtml(): string;
  focus(): void;
}

export interface RichTextEditorProps {
  /**
   * The HTML to show. The editor owns the text while it is mounted: a new `value` replaces the
   * text only when it differs from what the editor last reported (e.g. data loaded later, or a
   * bullet appended by the page with `appendBulletHtml`).
   */
  value: string;
  /** Every change, as normalised HTML ('' when nothing visible is typed). */
  onChange(html: string): void;
  /** The accessible name of the editable region (aria-label) … */
  label?: string;
  /** … or the id of a visible heading or label that names it (aria-labelledby), preferred. */
  labelledBy?: string;
  /** Id of a hint or error text (aria-describedby). */
  describedBy?: string;
  variant?: RichTextVariant;
  /** Starts the text with an empty bullet on first focus (01 §4). Default true. */
  startWithBullet?: boolean;
  /** Marks the region invalid (aria-invalid) and draws it red. */
  invalid?: boolean;
  /** Id for the editable region, e.g. for a skip link or a label's htmlFor-like jump. */
  id?: string;
  ref?: Ref<RichTextEditorHandle>;
}
