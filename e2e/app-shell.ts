import type { Page } from '@playwright/test';
import { API_PREFIX } from '#shared/platform/contract.ts';

/**
 * Pages load as the app shell (index.html, what the service worker serves offline): the browser
 * renders the screen itself and asks for its data, which a spec's page.route mocks then answer.
 * For specs that check screens against contract-valid fixtures rather than the server's data
 * (the server renders every page with its own data otherwise, and the browser asks for nothing).
 */
export async function loadAsAppShell(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith(API_PREFIX) && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      const shell = await route.fetch({ url: new URL('/index.html', route.request().url()).href });
      await route.fulfill({ response: shell });
    },
  );
}
