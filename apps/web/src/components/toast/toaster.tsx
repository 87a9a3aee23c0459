import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, type ToastMessage, useToastStore } from './toast-store';
import './toast.css';

/** Several pages (or the app shell and a page) may mount a Toaster: only the first one renders. */
let mountedToasters = 0;

function ToastItem({ toast, onClose }: { toast: ToastMessage; onClose(): void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onCloseRef.current(), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused]);

  return (
    <li
      className={`toast toast--${toast.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__text">{toast.text}</span>
      <button type="button" className="toast__close" onClick={onClose} aria-label={t('common.close')}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * Short messages at the bottom centre (02 §9), announced by screen readers: errors at once
 * (role=alert), others politely. The live regions stay in the page so every message is read.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const [active, setActive] = useState(false);

  useEffect(() => {
    mountedToasters += 1;
    setActive(mountedToasters === 1);
    return () => {
      mountedToasters -= 1;
    };
  }, []);

  if (!active || typeof document === 'undefined') return null;
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');
  return createPortal(
    <div className="toaster">
      <div role="alert">
        <ul className="toaster__list">
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
          ))}
        </ul>
      </div>
      <div role="status">
        <ul className="toaster__list">
          {others.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
          ))}
        </ul>
      </div>
    </div>,
    document.body,
  );
}
