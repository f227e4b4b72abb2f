import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_THEME_NAME, isThemeName, type ThemeName } from './themeConstants';

interface ThemeState {
  themeName: ThemeName;
  setThemeName: (name: string) => void;
}

/** The selected theme, one store for the shell and every remote, remembered in localStorage. */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      themeName: DEFAULT_THEME_NAME,
      setThemeName: (name) => {
        if (!isThemeName(name)) {
          console.warn(`Unknown theme "${name}", using ${DEFAULT_THEME_NAME}.`);
          set({ themeName: DEFAULT_THEME_NAME });
          return;
        }
        set({ themeName: name });
      },
    }),
    {
      name: 'headgate.theme',
      storage: createJSONStorage(() => localStorage),
      merge: (persisted, current) => {
        const name = (persisted as Partial<ThemeState> | undefined)?.themeName;
        return { ...current, themeName: isThemeName(name) ? name : DEFAULT_THEME_NAME };
      },
    },
  ),
);
