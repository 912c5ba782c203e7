import {
  MutationCache,
  notifyManager,
  onlineManager,
  QueryCache,
  QueryClient,
} from '@tanstack/react-query';
import { clearUser, isUserQuery, sessionIsGone } from './session.ts';

/**
 * How long the first query update waits for others before the screen renders them together
 * (decision 054). A signed-in screen's answers arrive a few milliseconds apart (the watchlist's
 * quotes, names, ranges and sparklines: ten of them); TanStack Query's default runs each in a
 * task of its own, so the page rendered ten times in a row, each time a long task on a phone.
 */
export const NOTIFY_WINDOW_MS = 20;

/**
 * One task for every query update within NOTIFY_WINDOW_MS: the callbacks run back to back and
 * React renders once after them (its updates are batched). setTimeout, not
 * requestAnimationFrame: a hidden tab gets no frames, and its live ticks would pile up.
 */
export function coalesceQueryUpdates(windowMs = NOTIFY_WINDOW_MS) {
  let pending: (() => void)[] = [];
  notifyManager.setScheduler((callback) => {
    pending.push(callback);
    if (pending.length > 1) return;
    setTimeout(() => {
      const run = pending;
      pending = [];
      for (const next of run) next();
    }, windowMs);
  });
}

/**
 * How long a signed-in user's answer counts as fresh when a screen mounts: the router's prefetch
 * (decision 055) hands the screen its holdings or watchlists without the screen asking again a
 * moment later. Writes and the live stream's user events still refetch at once, whatever the age.
 */
export const USER_DATA_FRESH_MS = 10_000;

export function createQueryClient() {
  // A user route that answers 401 says the session is over (ended on another device, expired):
  // this tab signs out at once, and the data kept for offline use goes with it (decision 071).
  const endSessionOn = (failure: unknown) => {
    if (sessionIsGone(failure)) clearUser(queryClient);
  };
  // Offline, an answer the service worker had no copy of fails for good: a retry would wait for
  // the network with the screen's placeholder up and nothing said. The screen shows "Not saved
  // for offline use" with a Retry (ErrorState), and reconnecting refetches it by itself.
  // navigator.onLine too: a page opened offline asks for its data before onlineManager is told
  // (PwaNotices tells it once mounted), and a retry then would pause for good.
  const retryOnline = (failures: number) =>
    failures < 1 &&
    onlineManager.isOnline() &&
    (typeof navigator === 'undefined' || navigator.onLine !== false);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (failure, query) => {
        if (isUserQuery(query.queryKey)) endSessionOn(failure);
      },
    }),
    mutationCache: new MutationCache({ onError: endSessionOn }),
    defaultOptions: {
      queries: {
        // An answer counts as fresh this long unless its query says otherwise: a page the server
        // rendered is hydrated with answers a moment old, which must not be asked for again as
        // the screen mounts (writes and the live stream's events still refetch at once).
        staleTime: USER_DATA_FRESH_MS,
        retry: retryOnline,
        refetchOnWindowFocus: false,
        // Offline, a query still asks once: the service worker may answer from its cache
        // (docs/decisions/038-installable-and-offline.md).
        networkMode: 'offlineFirst',
      },
    },
  });
  return queryClient;
}
