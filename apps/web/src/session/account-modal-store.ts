import { create } from 'zustand';
import type { DownloadChoice } from './resume-links';

export type AccountView = 'login' | 'register' | 'forgot';

export interface AccountModalOptions {
  continueAfter?: boolean;
  /** The download that asked for the account: after the login (and the purchase) it starts. */
  download?: DownloadChoice | null;
}

interface AccountModalState {
  /** The account modal shown, or null. */
  view: AccountView | null;
  /**
   * The spec's save-then-continue flag (02 §4): set when a download or the layout panel asked for
   * an account. After login or registration the local resume is saved and the user goes to
   * /payment, or /customer with a plan.
   */
  continueAfter: boolean;
  /** The download waiting for the account, or null; it leads back to the final page instead. */
  download: DownloadChoice | null;
  open(view: AccountView, options?: AccountModalOptions): void;
  /** Switches between login, registration and forgot password, keeping the flag. */
  show(view: AccountView): void;
  close(): void;
}

/** One account modal for the whole app (mounted by the root layout), opened from anywhere. */
export const useAccountModal = create<AccountModalState>()((set) => ({
  view: null,
  continueAfter: false,
  download: null,
  open: (view, options = {}) =>
    set({ view, continueAfter: options.continueAfter ?? false, download: options.download ?? null }),
  show: (view) => set({ view }),
  close: () => set({ view: null, continueAfter: false, download: null }),
}));

export const openAccountModal = (view: AccountView, options?: AccountModalOptions): void =>
  useAccountModal.getState().open(view, options);
