import { create } from 'zustand';

export type AccountView = 'login' | 'register' | 'forgot';

interface AccountModalState {
  /** The account modal shown, or null. */
  view: AccountView | null;
  /**
   * The spec's save-then-continue flag (02 §4): set when a download or the layout panel asked for
   * an account. After login or registration the local resume is saved and the user goes to
   * /payment, or /customer with a plan.
   */
  continueAfter: boolean;
  open(view: AccountView, options?: { continueAfter?: boolean }): void;
  /** Switches between login, registration and forgot password, keeping the flag. */
  show(view: AccountView): void;
  close(): void;
}

/** One account modal for the whole app (mounted by the root layout), opened from anywhere. */
export const useAccountModal = create<AccountModalState>()((set) => ({
  view: null,
  continueAfter: false,
  open: (view, options = {}) => set({ view, continueAfter: options.continueAfter ?? false }),
  show: (view) => set({ view }),
  close: () => set({ view: null, continueAfter: false }),
}));

export const openAccountModal = (view: AccountView, options?: { continueAfter?: boolean }): void =>
  useAccountModal.getState().open(view, options);
