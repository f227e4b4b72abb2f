import { create } from 'zustand';
import type { AlertColor } from '@mui/material/Alert';

/** How long a toast stays before it hides itself (spec/dashboard.md §9). */
export const TOAST_AUTO_HIDE_MS = 6000;

/** The message shown when an error carries no message of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

export interface Toast {
  id: number;
  severity: AlertColor;
  message: string;
  /** A persistent toast stays until the user closes it. */
  persistent: boolean;
}

interface ToastState {
  toast: Toast | null;
  showToast: (severity: AlertColor, message: string, options?: { persistent?: boolean }) => void;
  closeToast: () => void;
}

let nextId = 1;

/** One toast at a time for the whole page; any area may show one, the shell displays it. */
export const useToastStore = create<ToastState>()((set) => ({
  toast: null,
  showToast: (severity, message, options) =>
    set({
      toast: {
        id: nextId++,
        severity,
        message: message || FALLBACK_ERROR_MESSAGE,
        persistent: options?.persistent ?? false,
      },
    }),
  closeToast: () => set({ toast: null }),
}));

/** Shows a toast from outside React (event handlers, query callbacks). */
export const showToast: ToastState['showToast'] = (...args) =>
  useToastStore.getState().showToast(...args);
