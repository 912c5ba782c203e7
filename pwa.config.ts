import { VitePWA } from 'vite-plugin-pwa';
import {
  MARKET_DATA_CACHE,
  MARKET_DATA_PATHS,
  pathPattern,
  USER_DATA_CACHE,
  USER_DATA_PATHS,
} from './src/client/lib/pwa/offline-routes.ts';

// The web app manifest and the Workbox service worker (docs/decisions/038-installable-and-offline.md).
// The page registers the worker itself (src/client/lib/pwa/service-worker.ts), from the bundle:
// no inline script, so the strict CSP stays as it is.

/** The light theme's page background (styles.css: slate-50) and header (white). */
const LIGHT_BACKGROUND = '#f8fafc';
const LIGHT_HEADER = '#ffffff';

/**
 * Runs inside the service worker (workbox-build copies its source there, so it may use nothing
 * from this file): when an answer comes from the cache because the network failed, tells the page
 * the time the server made it, for the offline banner.
 */
const tellPageTheSavedTime = {
  cachedResponseWillBeUsed: async ({
    cachedResponse,
    event,
  }: {
    cachedResponse?: Response;
    event?: { clientId?: string };
  }) => {
    const savedAt = cachedResponse?.headers.get('date');
    const clientId = event?.clientId;
    if (savedAt && clientId) {
      const worker = globalThis as unknown as {
        clients: { get(id: string): Promise<{ postMessage(data: unknown): void } | undefined> };
      };
      const client = await worker.clients.get(clientId);
      client?.postMessage({ type: 'tickerdeck:served-from-cache', savedAt });
    }
    return cachedResponse ?? null;
  },
};

/** Network first, the cache only when the network fails; a stuck network gives up after 4 s. */
const networkFirst = (cacheName: string, paths: string[]) => ({
  urlPattern: pathPattern(paths),
  handler: 'NetworkFirst' as const,
  method: 'GET' as const,
  options: {
    cacheName,
    networkTimeoutSeconds: 4,
    cacheableResponse: { statuses: [200] },
    expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
    plugins: [tellPageTheSavedTime],
  },
});

export const pwaPlugin = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // The icons are in globPatterns already.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Tickerdeck',
      short_name: 'Tickerdeck',
      description: 'Live stock quotes, markets, news, your watchlist and portfolio.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      // index.html's theme-color meta tags follow the system theme; this is the light one.
      theme_color: LIGHT_HEADER,
      background_color: LIGHT_BACKGROUND,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The shell and the hashed build: not the .gz/.br siblings (the server picks those) nor
      // the source maps.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      globIgnores: ['**/*.map', '**/*.gz', '**/*.br', '.vite/**'],
      navigateFallback: 'index.html',
      // Only pages of the app: the API and the local mailbox are never answered with the shell.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/dev(\/|$)/],
      cleanupOutdatedCaches: true,
      // The first install controls the open tab at once (nothing older to break); an update
      // waits for the user's Reload (registerType 'prompt': no skipWaiting).
      clientsClaim: true,
      runtimeCaching: [
        networkFirst(MARKET_DATA_CACHE, MARKET_DATA_PATHS),
        networkFirst(USER_DATA_CACHE, USER_DATA_PATHS),
      ],
    },
  });
