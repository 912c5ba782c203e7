import { useEffect } from 'react';
import type { Theme } from '../../shared/preferences.ts';

/** Also read by public/theme-init.js before first paint: 'dark', 'light', or absent (system). */
export const THEME_STORAGE_KEY = 'tickerdeck:theme';

const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

export function applyTheme(dark: boolean) {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Keeps the `dark` class on <html> in step with the signed-in user's saved theme; 'system' (the
 * default) and visitors (`saved` undefined) follow the device's setting, live as it switches.
 */
export function useThemeSync(saved: Theme | undefined) {
  useEffect(() => {
    if (saved === 'light' || saved === 'dark') {
      window.localStorage.setItem(THEME_STORAGE_KEY, saved);
      applyTheme(saved === 'dark');
      return;
    }
    window.localStorage.removeItem(THEME_STORAGE_KEY);
    const media = systemDark();
    applyTheme(media.matches);
    const follow = (event: MediaQueryListEvent) => applyTheme(event.matches);
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [saved]);
}
