import { useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint: below it, tables become cards. */
export const WIDE_ENOUGH_FOR_TABLES = '(min-width: 640px)';

/**
 * Whether `query` matches, live. Where matchMedia is missing (jsdom, very old browsers) the
 * answer is `fallback`: the wide layout, which every screen can still scroll.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
