import type { CatalogueItem } from '@vita/shared';
import type { ReactNode, Ref } from 'react';
import { RichTextEditor, type RichTextEditorHandle, type RichTextVariant } from '../rich-text-editor';
import { SuggestionsPanel, type SuggestionsPanelProps } from './suggestions-panel';

/** What `useDescriptionEditor` (or a page's own text hook) gives the field. */
export interface DescriptionText {
  editorRef: Ref<RichTextEditorHandle>;
  html: string;
  change(html: string): void;
  addSuggestion(item: CatalogueItem): void;
}

interface DescriptionFieldProps {
  /** The block's class: its own grid of editor and panel. */
  className: string;
  /** The editor's id, the ids of its label and description, and its toolbar variant. */
  editor: { id: string; labelledBy: string; describedBy: string; variant?: RichTextVariant };
  text: DescriptionText;
  /** The catalogue panel beside the editor, or none. */
  suggestions: Omit<SuggestionsPanelProps, 'html' | 'onAdd'> | null;
  /** A new key starts the panel afresh (another kind of suggestion). */
  panelKey?: string;
  /** Between the editor and the panel, e.g. the choice of suggestion kind or a page's own list. */
  children?: ReactNode;
}

/** A description page's body: the rich-text editor and the catalogue phrases it can take in. */
export function DescriptionField(props: DescriptionFieldProps) {
  const { className, editor, text, suggestions, children } = props;
  return (
    <div className={className}>
      <RichTextEditor ref={text.editorRef} value={text.html} onChange={text.change} {...editor} />
      {children}
      {suggestions && (
        <SuggestionsPanel key={props.panelKey} {...suggestions} html={text.html} onAdd={text.addSuggestion} />
      )}
    </div>
  );
}
