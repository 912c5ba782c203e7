import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { accountContract } from './src/shared/accounts/accounts.contract.ts';
import {
  MARKET_DATA_CACHE,
  MARKET_DATA_PATHS,
  pathPattern,
  USER_DATA_PATHS,
} from './src/client/lib/pwa/offline-routes.ts';

// The web app manifest and the service worker (docs/decisions/038-installable-and-offline.md):
// ours, src/client/service-worker/sw.ts, built with Workbox's modules (injectManifest; decision
// 071). The page registers it itself (src/client/lib/pwa/service-worker.ts), from the bundle: no
// inline script, so the strict CSP stays as it is.

/** The light theme's page background (styles.css: slate-50) and header (white). */
const LIGHT_BACKGROUND = '#f8fafc';
const LIGHT_HEADER = '#ffffff';

/**
 * What the worker's routes need of the contracts, worked out here at build time: the worker
 * itself carries patterns and paths, not the contracts and their schemas.
 */
const offlineRoutes = {
  marketDataCache: MARKET_DATA_CACHE,
  marketData: pathPattern(MARKET_DATA_PATHS).source,
  userData: pathPattern(USER_DATA_PATHS).source,
  signOut: accountContract.signOut.path,
  session: accountContract.session.path,
};

/** Hands `offlineRoutes` to the worker's own build (src/client/service-worker/sw.ts). */
const defineOfflineRoutes = (): Plugin => ({
  name: 'tickerdeck:offline-routes',
  config: () => ({ define: { __TICKERDECK_OFFLINE_ROUTES__: JSON.stringify(offlineRoutes) } }),
});

export const pwaPlugin = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/client/service-worker',
    filename: 'sw.ts',
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
    injectManifest: {
      // The shell and the hashed build: not the .gz/.br siblings (the server picks those) nor
      // the source maps.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      globIgnores: ['**/*.map', '**/*.gz', '**/*.br', '.vite/**'],
      // One classic script, as the generated worker was: registered without `type: 'module'`.
      rollupFormat: 'iife',
      buildPlugins: { vite: [defineOfflineRoutes()] },
    },
  });
