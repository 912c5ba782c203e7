import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { turnsWaiting } from './render-in-turns.ts';

// The top bar's extras (the notification bell, the market badges), the charts' code and the
// watchlist's sparklines wait until the screen the page opened at has shown what it was opened
// for (decisions 061 and 064). Started with the page, their chunks and answers share a phone's
// slow network and busy core with the screen's own: on Lighthouse's phone the bell's two chunks
// and two answers came in before the profile's text, the portfolio's value and the watchlist's
// heading (decision 061).

/** The longest the extras wait: a slow answer on the screen never hides the bell for long. */
export const FIRST_SCREEN_TIMEOUT_MS = 3000;

/** Open unless the app started by watching its first screen (main.tsx; tests render at once). */
let shown = true;
const listeners = new Set<() => void>();

/** The extras' turn has come (at once when it already had). */
export function showTopBarExtras() {
  if (shown) return;
  shown = true;
  for (const listener of [...listeners]) listener();
}

/**
 * After the renders of the query updates so far: their notifications wait for a window of their
 * own (coalesceQueryUpdates), and this callback runs in that same window, after them.
 */
const updatesRendered = () => new Promise<void>((resolve) => notifyManager.schedule(resolve));

/** A paint after this moment: the rendering the browser was about to do has reached the screen. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves when no query is fetching (at once when none is). */
function queriesIdle(queryClient: QueryClient) {
  return new Promise<void>((resolve) => {
    const cache = queryClient.getQueryCache();
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = cache.subscribe(check);
    check();
  });
}

/**
 * Holds the top bar's extras back until the first screen has its code (`screenLoaded`) and has
 * painted with the answers it asked for: no query fetching and no part waiting for its turn
 * (render-in-turns.ts) across a paint. Answers that lead to more requests (a watchlist's quotes)
 * are waited for too. FIRST_SCREEN_TIMEOUT_MS at the most.
 */
export function watchFirstScreen(queryClient: QueryClient, screenLoaded: Promise<unknown>) {
  shown = false;
  const timeout = setTimeout(showTopBarExtras, FIRST_SCREEN_TIMEOUT_MS);
  const settle = async () => {
    await screenLoaded;
    do {
      await queriesIdle(queryClient);
      await updatesRendered();
      await afterNextPaint();
      // Shown already (the time limit, a navigation): nothing left to wait for.
    } while (!shown && (queryClient.isFetching() > 0 || turnsWaiting()));
  };
  void settle()
    .catch(() => undefined) // the screen shows its own failure; the extras go on
    .then(() => {
      clearTimeout(timeout);
      showTopBarExtras();
    });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Resolves once the first screen has shown its answers (at once when it has, or was never
 * watched): for code the screen can show a moment after its text, such as the charts' (decision
 * 064), which would otherwise share the phone's link with the answers the text waits for.
 */
export function firstScreenShown(): Promise<void> {
  if (shown) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe(() => {
      stop();
      resolve();
    });
  });
}

/** False while the first screen is still coming in, then true for good. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown);
}
