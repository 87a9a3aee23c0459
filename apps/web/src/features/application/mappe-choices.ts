import { type ApplicationPart, DEFAULT_APPLICATION_ORDER } from '@vita/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What the user chose in the Mappe's download for one resume. */
export interface MappeChoices {
  /** null: the first letter (until the user picks one); 0: without a letter. */
  letterId: number | null;
  cover: boolean;
  /** The Anlagenverzeichnis. */
  index: boolean;
  /** The Anlagen left out of the Mappe. */
  left: number[];
  order: ApplicationPart[];
}

export const DEFAULT_MAPPE_CHOICES: MappeChoices = {
  letterId: null,
  cover: true,
  index: false,
  left: [],
  order: [...DEFAULT_APPLICATION_ORDER],
};

interface MappeChoicesState {
  byResume: Record<string, MappeChoices>;
  change(resumeToken: string, change: Partial<MappeChoices>): void;
}

function tabStorage(): Storage {
  try {
    return globalThis.sessionStorage;
  } catch {
    return globalThis.localStorage;
  }
}

/**
 * The Mappe's choices outlive the dialog: it unmounts its content when closed, and each opening
 * started again from the defaults (the Anlagenverzeichnis unticked once more). Kept per resume for
 * the tab (sessionStorage, like the forms' drafts), as the download dialog keeps its format while
 * the page lives; a new tab starts from the defaults.
 */
export const useMappeChoicesStore = create<MappeChoicesState>()(
  persist(
    (set) => ({
      byResume: {},
      change: (resumeToken, change) =>
        set((state) => ({
          byResume: {
            ...state.byResume,
            [resumeToken]: { ...DEFAULT_MAPPE_CHOICES, ...state.byResume[resumeToken], ...change },
          },
        })),
    }),
    {
      name: 'vita:mappe-choices',
      storage: createJSONStorage(tabStorage),
      partialize: (state) => ({ byResume: state.byResume }),
    },
  ),
);

/** One resume's choices and their setter. */
export function useMappeChoices(resumeToken: string) {
  const choices = useMappeChoicesStore((state) => state.byResume[resumeToken]) ?? DEFAULT_MAPPE_CHOICES;
  const change = useMappeChoicesStore((state) => state.change);
  return { choices, change: (next: Partial<MappeChoices>) => change(resumeToken, next) };
}
