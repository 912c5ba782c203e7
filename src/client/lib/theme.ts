import { useEffect } from 'react';

/** Also read by public/theme-init.js before first paint. */
export const THEME_STORAGE_KEY = 'tickerdeck:theme';

const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

export function applyTheme(dark: boolean) {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Keeps the `dark` class on <html> in step with the signed-in user's saved preference, or,
 * for visitors (`savedPreference` undefined), with the system setting as it changes.
 */
export function useThemeSync(savedPreference: boolean | undefined) {
  useEffect(() => {
    if (savedPreference !== undefined) {
      window.localStorage.setItem(THEME_STORAGE_KEY, savedPreference ? 'dark' : 'light');
      applyTheme(savedPreference);
      return;
    }
    window.localStorage.removeItem(THEME_STORAGE_KEY);
    const media = systemDark();
    applyTheme(media.matches);
    const follow = (event: MediaQueryListEvent) => applyTheme(event.matches);
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [savedPreference]);
}
