import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getItem } from '../../store/local-store';
import { normaliseEditorHtml } from '../rich-text-editor/rich-text-html';
import type { RichTextEditorHandle } from '../rich-text-editor/types';
import { textSaveAction } from './text-save-action';
import {
  type TextMetaKey,
  type TextMetaSection,
  type TextMetaValue,
  useTextMetaLoad,
  useTextMetaSave,
  useTextMetaWriter,
} from './use-text-meta-section';

/**
 * The page of a rich-text section (skills, summary): the editor's text kept in the local store
 * from the first keystroke, the server's copy loaded when only it has one, and `leave(to, always)`
 * for Back (saves only a change) and Next (always saves non-empty text: the server may lack it).
 * `toValue` turns the editor's HTML into the stored value (null: nothing to store).
 */
export function useTextMetaEditor<K extends TextMetaKey>(
  section: TextMetaSection<K>,
  toValue: (html: string) => TextMetaValue<K> | null,
) {
  const navigate = useNavigate();
  const editorRef = useRef<RichTextEditorHandle>(null);
  const [opened] = useState(() => getItem(section.key) as TextMetaValue<K> | null);
  const [html, setHtml] = useState(() => normaliseEditorHtml(opened?.data));
  /** Whether the section was stored when the page opened (or arrived from the server since). */
  const storedBefore = useRef(opened !== null);
  const touched = useRef(false);

  const load = useTextMetaLoad(section, opened === null);
  const write = useTextMetaWriter(section);
  const { save, store, remove } = useTextMetaSave(section);

  const change = (next: string) => {
    touched.current = true;
    setHtml(next);
    write(toValue(next));
  };

  const loaded = load.data;
  useEffect(() => {
    if (!loaded || touched.current) return;
    storedBefore.current = true;
    setHtml(normaliseEditorHtml(loaded.data));
    write(loaded);
  }, [loaded, write]);

  const leave = (to: string, always: boolean) => {
    if (save.status === 'pending') return;
    if (!always && !touched.current) {
      navigate(to);
      return;
    }
    const current = normaliseEditorHtml(editorRef.current?.getHtml() ?? html);
    const action = textSaveAction(current, storedBefore.current);
    const value = toValue(current);
    if (action === 'save' && value) void store(value, () => navigate(to));
    else if (action === 'delete') void remove(() => navigate(to));
    else navigate(to);
  };

  return { editorRef, opened, html, change, load, loaded, save, leave };
}
