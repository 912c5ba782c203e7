import type { BrowserContext, Page } from '@playwright/test';
import { pathPattern, USER_DATA_PATHS } from '#client/lib/pwa/offline-routes.ts';
import { expect } from './fixtures.ts';

// What the installed-app journeys share (e2e/pwa*.spec.ts): a page the service worker controls,
// going offline, and what Cache Storage holds of the user.

/** The page, once the service worker controls it (the first install claims the open tab). */
export async function controlledPage(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

export const cacheHas = (page: Page, cacheName: string) =>
  page.evaluate((name) => caches.has(name), cacheName);

/**
 * Every answer of a user-data route (watchlists, portfolio) held in any cache of Cache Storage,
 * whatever the cache is called: the path of each entry's URL.
 */
export const userDataEntries = async (page: Page) =>
  (await userDataKept(page)).map((entry) => entry.path);

/** The bodies of every user-data answer held in Cache Storage, one after the other. */
export const cachedUserData = async (page: Page) =>
  (await userDataKept(page)).map((entry) => entry.body).join('\n');

const userDataKept = (page: Page) =>
  page.evaluate(async (source) => {
    const userData = new RegExp(source);
    const found: { path: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (!userData.test(url.origin + url.pathname)) continue;
        const body = (await (await cache.match(request))?.text()) ?? '';
        found.push({ path: url.pathname, body });
      }
    }
    return found;
  }, pathPattern(USER_DATA_PATHS).source);

export async function goOffline(context: BrowserContext, page: Page, path: string) {
  await context.setOffline(true);
  await page.goto(path);
}

/** A write the API accepts from a test: our Origin, as the browser sends it (CSRF check). */
export const sameOrigin = (page: Page) => ({ origin: new URL(page.url()).origin });
