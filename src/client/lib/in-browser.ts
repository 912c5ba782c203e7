import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's page, then true: for what only
 * a browser can show (a canvas chart, a value read from the device). Both sides then render the
 * same first screen, and the browser-only part follows in the render after hydration.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
