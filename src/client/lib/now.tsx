import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

// "5 min ago" on a page the server rendered: the server and the browser's hydration must write the
// same words, so both read the clock the server read (the page's renderedAt); from the render after
// hydration on, the browser's own clock, moving every half minute.

const RenderedAt = createContext<number | undefined>(undefined);

/** The moment the server rendered this page (server: now; browser: from the page's state). */
export function RenderedAtProvider({ at, children }: { at?: number; children: ReactNode }) {
  return <RenderedAt value={at}>{children}</RenderedAt>;
}

const TICK_MS = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const each of [...listeners]) each();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * Milliseconds since the epoch, for words such as "5 min ago": see above. (A first subscriber
 * brings the clock up to date; React renders again when that moved it.)
 */
export function useNow(): number {
  const renderedAt = useContext(RenderedAt);
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => renderedAt ?? Date.now(),
  );
}
