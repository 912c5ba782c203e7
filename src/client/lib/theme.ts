import { useEffect } from 'react';
import type { Theme } from '#shared/preferences/preferences.ts';
import { THEME_STORAGE_KEY } from '#shared/preferences/theme-init.ts';

const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

/** The same as THEME_INIT_SCRIPT does before first paint (shared/preferences/theme-init.ts). */
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
