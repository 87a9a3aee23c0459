import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './types';
import './rich-text-editor.css';

// TipTap and ProseMirror (~100 KB gzip) load only when a page shows an editor.
const LoadedEditor = lazy(() => import('./rich-text-editor'));

function EditorSkeleton({ label }: { label: string }) {
  return (
    <div className="rich-text-editor" aria-busy="true">
      <div className="rich-text-editor__toolbar rich-text-editor__toolbar--skeleton" />
      <div className="rich-text-editor__skeleton" role="status">
        {label}
      </div>
    </div>
  );
}

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** The editor's code could not be loaded (offline, new deployment): say so, offer a reload. */
class EditorLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback(() => window.location.reload()) : this.props.children;
  }
}

/**
 * The rich-text editor, loaded on demand. Same props as the editor itself; `ref` reaches the
 * `RichTextEditorHandle` once the editor has loaded (null until then — for adding text before
 * that, change `value` with `appendBulletHtml`).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <EditorLoadBoundary
      fallback={(reload) => (
        <div className="rich-text-editor rich-text-editor__skeleton" role="alert">
          <p>{t('editor.loadError')}</p>
          <button type="button" className="button button--secondary button--small" onClick={reload}>
            {t('editor.reload')}
          </button>
        </div>
      )}
    >
      <Suspense fallback={<EditorSkeleton label={t('editor.loading')} />}>
        <LoadedEditor key={props.variant ?? 'basic'} {...props} />
      </Suspense>
    </EditorLoadBoundary>
  );
}
