import { create } from 'zustand';

interface DeveloperDrawerState {
  open: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
}

/** Whether the developer drawer is open; the landing page and the user menu both open it. */
export const useDeveloperDrawerStore = create<DeveloperDrawerState>()((set) => ({
  open: false,
  openDrawer: () => set({ open: true }),
  closeDrawer: () => set({ open: false }),
}));
