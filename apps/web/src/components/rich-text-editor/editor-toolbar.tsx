import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOOLBAR_ICONS, type ToolbarAction } from './toolbar-icons';
import type { RichTextVariant } from './types';

interface ToolDef {
  action: ToolbarAction;
  /** ProseMirror's shortcut (aria-keyshortcuts); shown in the tooltip with the platform's key names. */
  keys: string;
  /** A toggle reports aria-pressed; undo and redo do not. */
  toggle: boolean;
  rich?: true;
}

const TOOLS: readonly ToolDef[] = [
  { action: 'bold', keys: 'B', toggle: true },
  { action: 'italic', keys: 'I', toggle: true },
  { action: 'underline', keys: 'U', toggle: true },
  { action: 'bulletList', keys: 'Shift+8', toggle: true },
  { action: 'orderedList', keys: 'Shift+7', toggle: true, rich: true },
  { action: 'blockquote', keys: 'Shift+B', toggle: true, rich: true },
  { action: 'heading', keys: 'Alt+3', toggle: true, rich: true },
  { action: 'undo', keys: 'Z', toggle: false },
  { action: 'redo', keys: 'Shift+Z', toggle: false },
];

function run(editor: Editor, action: ToolbarAction): void {
  const chain = editor.chain().focus();
  switch (action) {
    case 'bold':
      chain.toggleBold().run();
      break;
    case 'italic':
      chain.toggleItalic().run();
      break;
    case 'underline':
      chain.toggleUnderline().run();
      break;
    case 'bulletList':
      chain.toggleBulletList().run();
      break;
    case 'orderedList':
      chain.toggleOrderedList().run();
      break;
    case 'blockquote':
      chain.toggleBlockquote().run();
      break;
    case 'heading':
      chain.toggleHeading({ level: 3 }).run();
      break;
    case 'undo':
      chain.undo().run();
      break;
    case 'redo':
      chain.redo().run();
      break;
  }
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The formatting toolbar (ARIA toolbar pattern): one tab stop, arrow keys move between buttons,
 * toggles report aria-pressed, undo and redo are disabled when there is nothing to undo or redo.
 */
export function EditorToolbar({ editor, variant }: { editor: Editor; variant: RichTextVariant }) {
  const { t } = useTranslation();
  const tools = TOOLS.filter((tool) => variant === 'rich' || !tool.rich);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      heading: e.isActive('heading', { level: 3 }),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });

  const mod = isMac() ? '⌘' : t('editor.ctrlKey');
  const shortcut = (keys: string) => `${mod}+${keys.replace('Shift', t('editor.shiftKey'))}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setFocusIndex(target);
    buttons.current[target]?.focus();
  };

  return (
    <div
      className="rich-text-editor__toolbar"
      role="toolbar"
      aria-label={t('editor.toolbar')}
      aria-controls={editor.view.dom.id || undefined}
      onKeyDown={onKeyDown}
    >
      {tools.map((tool, index) => {
        const label = t(`editor.${tool.action}`);
        const pressed = tool.toggle ? state[tool.action] : undefined;
        const disabled = !tool.toggle && !state[tool.action];
        return (
          <button
            key={tool.action}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            className={`rich-text-editor__tool${tool.action === 'undo' ? ' rich-text-editor__tool--group' : ''}`}
            aria-label={label}
            aria-pressed={pressed}
            aria-keyshortcuts={`Control+${tool.keys} Meta+${tool.keys}`}
            title={`${label} (${shortcut(tool.keys)})`}
            tabIndex={index === focusIndex ? 0 : -1}
            // aria-disabled keeps undo and redo reachable by the arrow keys (ARIA toolbar practice).
            aria-disabled={disabled || undefined}
            // Keeps the text selection in the editor while the button is pressed with the mouse.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocusIndex(index)}
            onClick={() => {
              if (!disabled) run(editor, tool.action);
            }}
          >
            {TOOLBAR_ICONS[tool.action]}
          </button>
        );
      })}
    </div>
  );
}
