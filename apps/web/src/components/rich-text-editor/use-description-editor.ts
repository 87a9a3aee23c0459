import type { CatalogueItem } from '@vita/shared';
import { useRef, useState } from 'react';
import { appendBulletHtml, normaliseEditorHtml } from './rich-text-html';
import type { RichTextEditorHandle } from './types';

interface DescriptionEditorOptions {
  /** The description as stored (already normalised). */
  stored: string;
  /** What the editor opens with: a draft, else the stored text. */
  initial: () => string;
  /** Keeps every keystroke as a draft, so a reload does not lose it. */
  onDraft: (html: string) => void;
  /** A save is running: Next does nothing until it settles. */
  busy: boolean;
  /** Sends the changed description; `finish` runs once it is stored. */
  persist: (html: string, finish: () => void) => void;
  finish: () => void;
}

/**
 * The description of one entry (a degree, a job): the editor's text, catalogue bullets added at the
 * cursor, and Next that saves only a changed text.
 */
export function useDescriptionEditor({
  stored,
  initial,
  onDraft,
  busy,
  persist,
  finish,
}: DescriptionEditorOptions) {
  const editorRef = useRef<RichTextEditorHandle>(null);
  const [html, setHtml] = useState(initial);

  const change = (next: string) => {
    setHtml(next);
    onDraft(next);
  };
  const addSuggestion = (item: CatalogueItem) => {
    if (editorRef.current) editorRef.current.insertBullet(item.description);
    else change(appendBulletHtml(html, item.description));
  };
  const submit = () => {
    if (busy) return;
    // The editor's own document is the truth; `html` follows it only with the next render.
    const current = normaliseEditorHtml(editorRef.current?.getHtml() ?? html);
    if (current === stored) finish();
    else persist(current, finish);
  };
  return { editorRef, html, change, addSuggestion, submit };
}
