/**
 * The TipTap editor behind every rich-text field. Loaded lazily through `index.ts` (never on `/`,
 * never in the vendor chunk). The schema allows exactly what the server keeps (p, br, strong, em,
 * u, ul, li; rich adds ol, blockquote, h3), so pasted text cannot bring anything else.
 */
import { type Editor, EditorContent, type JSONContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { EditorToolbar } from './editor-toolbar';
import { htmlContainsText, isRichTextEmpty, normaliseEditorHtml } from './rich-text-html';
import type { RichTextEditorProps, RichTextVariant } from './types';
import './rich-text-editor.css';

function extensionsFor(variant: RichTextVariant) {
  const rich = variant === 'rich';
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      strike: false,
      horizontalRule: false,
      link: false,
      // A paragraph forced after every list would be stored as an empty line.
      trailingNode: false,
      heading: rich ? { levels: [3] } : false,
      blockquote: rich ? {} : false,
      orderedList: rich ? {} : false,
    }),
  ];
}

const bulletItem = (text: string): JSONContent => ({
  type: 'listItem',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** Adds a bullet at the end: fills a trailing empty bullet, extends a closing list, or starts one. */
export function insertBullet(editor: Editor, text: string): void {
  const item = text.trim();
  if (item === '') return;
  const { doc } = editor.state;
  if (isRichTextEmpty(editor.getHTML())) {
    editor.commands.setContent({
      type: 'doc',
      content: [{ type: 'bulletList', content: [bulletItem(item)] }],
    });
    return;
  }
  const last = doc.lastChild;
  if (last?.type.name !== 'bulletList') {
    editor.commands.insertContentAt(doc.content.size, { type: 'bulletList', content: [bulletItem(item)] });
    return;
  }
  const listEnd = doc.content.size - 1;
  const lastItem = last.lastChild;
  if (lastItem && lastItem.textContent.trim() === '') {
    editor.commands.insertContentAt({ from: listEnd - lastItem.nodeSize, to: listEnd }, bulletItem(item));
  } else {
    editor.commands.insertContentAt(listEnd, bulletItem(item));
  }
}

function editableAttributes(props: RichTextEditorProps): Record<string, string> {
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    class: 'rich-text-editor__content',
    spellcheck: 'true',
  };
  if (props.labelledBy) attributes['aria-labelledby'] = props.labelledBy;
  else if (props.label) attributes['aria-label'] = props.label;
  if (props.describedBy) attributes['aria-describedby'] = props.describedBy;
  if (props.invalid) attributes['aria-invalid'] = 'true';
  if (props.id) attributes.id = props.id;
  return attributes;
}

export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, variant = 'basic', startWithBullet = true, ref } = props;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const startWithBulletRef = useRef(startWithBullet);
  startWithBulletRef.current = startWithBullet;
  /** What the editor last reported (or was given): a `value` equal to it is our own echo. */
  const reported = useRef(normaliseEditorHtml(value));

  const extensions = useMemo(() => extensionsFor(variant), [variant]);
  const attributes = editableAttributes(props);
  const attributesKey = JSON.stringify(attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when an attribute changes
  const editorProps = useMemo(
    () => ({
      attributes,
      handleDOMEvents: {
        // Tab always moves focus on (no keyboard trap, WCAG 2.1.2); nothing is indented by Tab.
        keydown: (_view: unknown, event: KeyboardEvent) =>
          event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey,
      },
    }),
    [attributesKey],
  );

  const editor = useEditor({
    extensions,
    content: reported.current,
    editorProps,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = normaliseEditorHtml(current.getHTML());
      if (html === reported.current) return;
      reported.current = html;
      onChangeRef.current(html);
    },
    onFocus: ({ editor: current }) => {
      // 01 §4: an empty editor starts with an empty bullet when first clicked (not an undo step).
      if (!startWithBulletRef.current || !current.isEmpty || current.isActive('bulletList')) return;
      current
        .chain()
        .command(({ tr }) => {
          tr.setMeta('addToHistory', false);
          return true;
        })
        .toggleBulletList()
        .run();
    },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = normaliseEditorHtml(value);
    if (next === reported.current) return;
    reported.current = next;
    if (next !== normaliseEditorHtml(editor.getHTML()))
      editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(
    ref,
    () => ({
      insertBullet: (text: string) => {
        if (editor && !editor.isDestroyed) insertBullet(editor, text);
      },
      contains: (text: string) => htmlContainsText(editor ? editor.getHTML() : value, text),
      getHtml: () => (editor ? normaliseEditorHtml(editor.getHTML()) : normaliseEditorHtml(value)),
      focus: () => editor?.commands.focus(),
    }),
    [editor, value],
  );

  return (
    <div className={`rich-text-editor${props.invalid ? ' rich-text-editor--invalid' : ''}`}>
      {editor && <EditorToolbar editor={editor} variant={variant} />}
      <EditorContent editor={editor} className="rich-text-editor__body" />
    </div>
  );
}

export default RichTextEditor;
