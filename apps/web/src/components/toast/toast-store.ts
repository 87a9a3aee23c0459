import { create } from 'zustand';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastMessage {
  id: number;
  text: string;
  kind: ToastKind;
}

/** 02 §9: toasts auto-close after 2000 ms (paused while hovered or focused). */
export const TOAST_DURATION_MS = 2000;

interface ToastState {
  toasts: ToastMessage[];
  show(text: string, kind?: ToastKind): number;
  dismiss(id: number): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (text, kind = 'info') => {
    const id = nextId++;
    // The same message twice in a row (a double click) shows once, restarted.
    set((state) => ({ toasts: [...state.toasts.filter((t) => t.text !== text), { id, text, kind }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast from anywhere (a `<Toaster />` must be mounted). Returns its id. */
export const showToast = (text: string, kind: ToastKind = 'info'): number =>
  useToastStore.getState().show(text, kind);
