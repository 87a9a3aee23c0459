import { type ReactNode, Suspense, useState } from 'react';

interface LazyDialogButtonProps {
  label: ReactNode;
  className: string;
  /** The dialog, usually a `lazy()` component: first rendered on the first click, kept after it. */
  dialog: (open: boolean, close: () => void) => ReactNode;
}

/**
 * A button that opens a dialog whose code loads on the first click (the final page's bundle has
 * a size bar); once loaded, the dialog stays mounted and only opens and closes.
 */
export function LazyDialogButton({ label, className, dialog }: LazyDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {loaded && <Suspense fallback={null}>{dialog(open, () => setOpen(false))}</Suspense>}
    </>
  );
}
