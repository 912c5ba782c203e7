import type { RouteHandlerCallbackOptions, RouteMatchCallbackOptions } from 'workbox-core/types.js';
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { USER_DATA_CACHE } from '../lib/pwa/cache-names.ts';
import { SIGN_OUT_SYNC_TAG } from '../lib/pwa/device-session.ts';
import { replayPendingSignOut } from './sign-out-replay.ts';
import { marketDataStrategy, userDataHandler } from './user-data.ts';

// The service worker (docs/decisions/038, 070, 071): the precached app, the last market data and
// the signed-in user's data for offline use, and a Log Out the server has not heard of yet.
// Built by vite-plugin-pwa's injectManifest (pwa.config.ts), which also fills in what the build
// knows: the precache list and the routes' patterns, taken from the shared contracts.

interface OfflineRoutes {
  marketDataCache: string;
  marketData: string;
  userData: string;
  signOut: string;
  session: string;
}
declare const __TICKERDECK_OFFLINE_ROUTES__: OfflineRoutes;

/** The parts of the worker's global scope used here (the project's types are the page's). */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'activate', listener: (event: WaitUntil) => void): void;
  addEventListener(type: 'sync', listener: (event: WaitUntil & { tag: string }) => void): void;
}
interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}

const worker = self as unknown as WorkerScope;
const routes = __TICKERDECK_OFFLINE_ROUTES__;
const signOutPaths = { signOut: routes.signOut, session: routes.session };

// An update waits for the user's Reload (registerType 'prompt'): only their click sends this.
worker.addEventListener('message', ({ data }) => {
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING')
    void worker.skipWaiting();
});
// The first install controls the open tab at once (nothing older to break).
clientsClaim();

// Spelt out: the build puts the precache list where it finds `self.__WB_MANIFEST`.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
// Decision 038 kept every user's data in one cache: it goes with this version.
worker.addEventListener('activate', (event) => event.waitUntil(caches.delete(USER_DATA_CACHE)));

/**
 * A page of the app (docs/performance.md): the server's own, rendered for whoever is signed in
 * once any Log Out this device made offline has been told; never stored here, so no page of one
 * user's can reach another or a visitor. Offline, the precached app shell (index.html, which
 * holds nobody's data) renders the page in the browser from the data kept for offline use. The
 * API and the local mailbox are never answered with it.
 */
const shell = createHandlerBoundToURL('index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      await replayPendingSignOut(signOutPaths);
      try {
        return await fetch(options.request);
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/api(\/|$)/, /^\/dev(\/|$)/] },
  ),
);

/** First the Log Out the server has not heard of (if any), then the answer. */
const afterPendingSignOut =
  (handler: (options: RouteHandlerCallbackOptions) => Promise<Response>) =>
  async (options: RouteHandlerCallbackOptions) => {
    await replayPendingSignOut(signOutPaths);
    return handler(options);
  };

// An API address typed or opened as a page: whoever opens it gets the server's answer for the
// session that is left, not the one a Log Out ended offline.
registerRoute(
  ({ request, sameOrigin, url }: RouteMatchCallbackOptions) =>
    sameOrigin && request.mode === 'navigate' && url.pathname.startsWith('/api/'),
  afterPendingSignOut(({ request }) => fetch(request)),
);

const marketData = new RegExp(routes.marketData);
const userData = new RegExp(routes.userData);
registerRoute(marketData, marketDataStrategy(routes.marketDataCache), 'GET');
registerRoute(userData, afterPendingSignOut(userDataHandler()), 'GET');

// Where the browser has Background Sync, a Log Out that did not get through is told to the server
// once the network is back, even with no page open; failing, the browser tries again later.
worker.addEventListener('sync', (event) => {
  if (event.tag !== SIGN_OUT_SYNC_TAG) return;
  const told = replayPendingSignOut(signOutPaths).then((done) => {
    if (!done) throw new Error('The Log Out is not confirmed yet');
  });
  event.waitUntil(told);
});
