/**
 * A small accessible toast (no library): `showToast(text, 'error' | 'info' | 'success')` from
 * anywhere, `<Toaster />` mounted once (the first mounted instance renders; pages may mount their
 * own until the app shell does). Bottom centre, 2000 ms, paused on hover and focus (02 §9).
 */

export { showToast, TOAST_DURATION_MS, type ToastKind, useToastStore } from './toast-store';
export { Toaster } from './toaster';
