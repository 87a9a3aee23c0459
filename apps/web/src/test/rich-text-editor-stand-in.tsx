import { useImperativeHandle } from 'react';
import type * as EditorModule from '../components/rich-text-editor';
import type { RichTextEditorProps } from '../components/rich-text-editor';
import {
  appendBulletHtml,
  htmlContainsText,
  normaliseEditorHtml,
} from '../components/rich-text-editor/rich-text-html';

/** A textarea with the editor's props and handle; `data-variant` tells which toolbar it would have. */
function EditorStandIn({ value, onChange, labelledBy, variant, ref }: RichTextEditorProps) {
  useImperativeHandle(ref, () => ({
    insertBullet: (text: string) => onChange(appendBulletHtml(value, text)),
    contains: (text: string) => htmlContainsText(value, text),
    getHtml: () => normaliseEditorHtml(value),
    focus: () => undefined,
  }));
  return (
    <textarea
      aria-labelledby={labelledBy}
      data-variant={variant ?? 'basic'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * ProseMirror does not run in happy-dom: page tests swap the editor for a textarea (the real
 * editor is walked in the browser). Use inside `vi.mock`: `withEditorStandIn(await importOriginal())`.
 */
export function withEditorStandIn(actual: typeof EditorModule): typeof EditorModule {
  return { ...actual, RichTextEditor: EditorStandIn };
}
