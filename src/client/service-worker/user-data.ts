import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  changeOwner,
  deleteUserDataCaches,
  readDeviceSession,
  userDataCacheName,
} from '../lib/pwa/device-session.ts';
import { tellPageTheSavedTime } from './saved-time.ts';

// The signed-in user's watchlists and portfolio (docs/decisions/071): kept per owner, in a cache
// named by the epoch the owner was confirmed in, served offline only to that owner, and never
// kept when the request began before a sign-out.

/** Network first; a stuck network gives up after 4 s and the copy in the cache answers. */
export const NETWORK_TIMEOUT_SECONDS = 4;
const KEEP = { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 };

/**
 * Keeps an answer only while the epoch its request began in lasts. The check before the put and
 * the put are two steps: a sign-out between them is caught after the put, by deleting that
 * epoch's whole cache (it is over, nothing in it may stay). A 401 means the session is over: the
 * owner goes, and their data with them.
 */
export function keepWithinEpoch(epoch: string): WorkboxPlugin {
  const over = async () => (await readDeviceSession()).epoch !== epoch;
  return {
    cacheWillUpdate: async ({ response }) => ((await over()) ? null : response),
    cacheDidUpdate: async ({ cacheName }) => {
      if (await over()) await caches.delete(cacheName);
    },
    fetchDidSucceed: async ({ response }) => {
      if (response.status === 401) await forgetOwnerOf(epoch);
      return response;
    },
  };
}

/** The owner of `epoch` is signed out: nobody's data is kept any more (if nobody came since). */
export async function forgetOwnerOf(epoch: string): Promise<void> {
  if ((await readDeviceSession()).epoch !== epoch) return;
  await changeOwner(null);
  await deleteUserDataCaches();
}

/** Answers a user-data GET: from the owner's cache when the network fails, never anyone else's. */
export function userDataHandler() {
  const cacheable = new CacheableResponsePlugin({ statuses: [200] });
  const expiration = new ExpirationPlugin(KEEP);
  const nobodysData = new NetworkOnly();
  return async ({ request, event }: RouteHandlerCallbackOptions): Promise<Response> => {
    const { owner, epoch } = await readDeviceSession();
    if (owner === null) return nobodysData.handle({ request, event });
    const strategy = new NetworkFirst({
      cacheName: userDataCacheName(epoch),
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [cacheable, expiration, tellPageTheSavedTime, keepWithinEpoch(epoch)],
    });
    return strategy.handle({ request, event });
  };
}

/** Public market data: the same for everyone, kept across sign-outs. */
export function marketDataStrategy(cacheName: string) {
  return new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin(KEEP),
      tellPageTheSavedTime,
    ],
  });
}
