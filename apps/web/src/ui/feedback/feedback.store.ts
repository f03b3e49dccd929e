import type { Catalogue } from '../../i18n/en';
import { createStore } from '../../utils/create-store.util';

export type DialogTitleKey = keyof Catalogue['common']['dialogTitles'];
export type FallbackMessageKey = keyof Catalogue['common']['errors'];

export interface ResultDialog {
  id: number;
  titleKey: DialogTitleKey;
  /** Already translated text (server errorMessage or a client message); else the fallback is shown. */
  message: string | null;
  fallbackKey: FallbackMessageKey;
  severity: 'warning' | 'error' | 'info';
}

export interface Notice {
  id: number;
  message: string;
}

interface FeedbackState {
  dialogs: readonly ResultDialog[];
  notice: Notice | null;
}

export const feedbackStore = createStore<FeedbackState>({ dialogs: [], notice: null });

let nextId = 1;

/** Dialogs of the result convention and short notices, shown by the FeedbackHost. */
export const feedback = {
  /**
   * Shows a dialog, unless one saying the same is open already: reads that fail together for one
   * cause (a kiosk deleted meanwhile, and its panels' reads) ask for one dismissal, not several.
   */
  showDialog(dialog: Omit<ResultDialog, 'id' | 'fallbackKey'> & { fallbackKey?: FallbackMessageKey }): void {
    const entry: ResultDialog = { fallbackKey: 'unexpected', ...dialog, id: nextId++ };
    const same = (open: ResultDialog) =>
      open.titleKey === entry.titleKey &&
      open.message === entry.message &&
      open.fallbackKey === entry.fallbackKey &&
      open.severity === entry.severity;
    feedbackStore.set((state) =>
      state.dialogs.some(same) ? state : { ...state, dialogs: [...state.dialogs, entry] },
    );
  },
  dismissDialog(id: number): void {
    feedbackStore.set((state) => ({ ...state, dialogs: state.dialogs.filter((d) => d.id !== id) }));
  },
  notify(message: string): void {
    feedbackStore.set((state) => ({ ...state, notice: { id: nextId++, message } }));
  },
  dismissNotice(): void {
    feedbackStore.set((state) => ({ ...state, notice: null }));
  },
};
