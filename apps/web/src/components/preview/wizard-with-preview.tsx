import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../modal-dialog';
import { useMediaQuery } from './use-media-query';
import './preview.css';

// The templates, their fonts and the resume builder load with the first preview, not with the
// form around it.
let loadedPreview: ComponentType | null = null;
const loadLivePreview = () =>
  import('./live-preview').then((module) => {
    loadedPreview = module.default;
    return module;
  });
const LazyLivePreview = lazy(loadLivePreview);

/**
 * Loads the preview's code ahead of its first render (the final page does so with its route). A
 * preview whose code is loaded renders at once: through `lazy` it would show its placeholder
 * first, and React holds back the content that replaces a placeholder for up to 300 ms.
 */
export const preloadLivePreview = (): Promise<unknown> => loadLivePreview();

/** Where the preview sits beside the form instead of behind the toggle button. */
export const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

/** The live preview, loaded on first use, with a quiet placeholder while it loads. */
export function LivePreview() {
  const { t } = useTranslation();
  const Loaded = loadedPreview;
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<p className="live-preview__loading">{t('preview.loading')}</p>}>
      <LazyLivePreview />
    </Suspense>
  );
}

function PreviewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The preview mounts once the dialog is shown, so its pages are measured at their real size.
  const [shown, setShown] = useState(false);

  useLayoutEffect(() => {
    showDialog(ref.current, open);
    setShown(open);
  }, [open]);

  return (
    <dialog ref={ref} className="preview-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="preview-dialog__header">
        <h2 id={titleId} className="preview-dialog__title">
          {t('preview.title')}
        </h2>
        <button
          type="button"
          className="preview-dialog__close"
          onClick={onClose}
          aria-label={t('preview.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {/* Mounted only while open: a hidden preview would still re-render on every keystroke. */}
      {/* The document inside is inert, so the scrolling body itself takes the focus (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs the focus to be scrolled by keys */}
      <section className="preview-dialog__body" aria-label={t('preview.region')} tabIndex={0}>
        {shown && <LivePreview />}
      </section>
    </dialog>
  );
}

/**
 * The wizard page layout: the form on the left and the live preview on the right, sticky, from
 * 1024 px; below that a 'Vorschau' button opens the preview full-screen. Form pages wrap
 * themselves in it: `<WizardWithPreview><form …/></WizardWithPreview>`.
 */
export function WizardWithPreview({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const [open, setOpen] = useState(false);

  return (
    <div className={wide ? 'wizard-preview wizard-preview--wide' : 'wizard-preview'}>
      <div className="wizard-preview__form">{children}</div>
      {wide ? (
        // It scrolls once the resume is taller than the window: keyboard users must reach it (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs the focus to be scrolled by keys
        <aside className="wizard-preview__aside" aria-label={t('preview.region')} tabIndex={0}>
          <LivePreview />
        </aside>
      ) : (
        <>
          <button
            type="button"
            className="wizard-preview__toggle"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path
                fill="currentColor"
                d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
              />
            </svg>
            {t('preview.open')}
          </button>
          <PreviewDialog open={open} onClose={() => setOpen(false)} />
        </>
      )}
    </div>
  );
}
