import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Sidebar width on large screens (spec/dashboard.md §9). */
export const SIDEBAR_WIDTH = 258;

/** localStorage key of the sidebar's state. */
export const SIDEBAR_STORAGE_KEY = 'headgate.sidebar';

interface SidebarState {
  /** Whether the sidebar is open on large screens; open by default. */
  open: boolean;
  /** Ids of the groups the user has collapsed; every group starts expanded. */
  collapsedGroups: string[];
  toggleOpen: () => void;
  toggleGroup: (id: string) => void;
}

/** The sidebar's open state and collapsed groups, remembered across visits. */
export const useSidebarStore = create<SidebarState>()(
  persist(
    (set) => ({
      open: true,
      collapsedGroups: [],
      toggleOpen: () => set((state) => ({ open: !state.open })),
      toggleGroup: (id) =>
        set((state) => ({
          collapsedGroups: state.collapsedGroups.includes(id)
            ? state.collapsedGroups.filter((group) => group !== id)
            : [...state.collapsedGroups, id],
        })),
    }),
    {
      name: SIDEBAR_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ open, collapsedGroups }) => ({ open, collapsedGroups }),
    },
  ),
);
