import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { watchlistContract, watchlistsContract } from '#shared/watchlist/watchlist.contract.ts';
import { MARKET_DATA_CACHE } from '#client/lib/pwa/offline-routes.ts';
import { newAccount, signUpVerified, SIGN_IN_MS } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { cacheHas, controlledPage, goOffline, userDataEntries } from './pwa.ts';

// Installable (manifest, service worker) and useful offline — the last-seen dashboard,
// watchlist and portfolio, marked as offline with their time; signing out leaves nothing behind.

test.use({ serviceWorkers: 'allow' });

test('the app can be installed: a valid manifest and a service worker in control', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href ?? '');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Tickerdeck',
    short_name: 'Tickerdeck',
    start_url: '/',
    display: 'standalone',
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }

  await controlledPage(page);
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('offline, the last-seen dashboard, watchlist and portfolio show with their time, and refresh back online', async ({
  browser,
}) => {
  // A sign-up at full scrypt cost, the worker's precache, and six page loads on and off line:
  // 51 s in a quiet CI run, past the 60 s default when the machine is busier.
  test.slow();
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  const page = await context.newPage();
  const account = newAccount('pwa');
  await signUpVerified(page, account);
  const sameOrigin = { origin: new URL(page.url()).origin };
  await page.request.put(fillPath(watchlistContract.addToWatchlist.path, { symbol: 'AAPL' }), {
    headers: sameOrigin,
  });
  const added = await page.request.post(portfolioContract.addPosition.path, {
    headers: sameOrigin,
    data: { symbol: 'MSFT', shares: 12, purchasePrice: 100 },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await controlledPage(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible({
    timeout: SIGN_IN_MS,
  });
  await page.goto('/watchlist');
  await expect(page.getByRole('link', { name: /AAPL/ }).first()).toBeVisible();
  await page.goto('/portfolio');
  const holding = page.getByRole('region', { name: 'Holdings' }).getByRole('row', { name: /MSFT/ });
  await expect(holding).toBeVisible();
  expect(await userDataEntries(page)).toEqual(
    expect.arrayContaining([watchlistsContract.watchlists.path, portfolioContract.holdings.path]),
  );
  expect(await cacheHas(page, MARKET_DATA_CACHE)).toBe(true);

  await goOffline(context, page, '/portfolio');
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toContainText(/showing data from \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M ET/);
  await expect(holding).toBeVisible();
  await page.goto('/watchlist');
  await expect(page.getByRole('link', { name: /AAPL/ }).first()).toBeVisible();
  await expect(banner).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expect(banner).toBeVisible();

  // Back online: the banner goes and the page asks the server again by itself.
  const refreshed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === marketDataContract.overview.path && response.ok(),
  );
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await refreshed;

  // A page never opened online on this device: said so, with a Retry, not an endless skeleton.
  await goOffline(context, page, '/stock/NFLX');
  const notSaved = page.getByRole('status').filter({ hasText: 'Not saved for offline use' });
  await expect(notSaved).toBeVisible();
  await expect(notSaved.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByLabel('Loading stock data')).toHaveCount(0);
  await context.close();
});

test('signing out deletes the cached user data: offline, /portfolio shows nobody’s holdings', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  const page = await context.newPage();
  const account = newAccount('pwa-out');
  await signUpVerified(page, account);
  const added = await page.request.post(portfolioContract.addPosition.path, {
    headers: { origin: new URL(page.url()).origin },
    data: { symbol: 'NVDA', shares: 3, purchasePrice: 90 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await controlledPage(page);
  await page.goto('/portfolio');
  await expect(
    page.getByRole('region', { name: 'Holdings' }).getByRole('row', { name: /NVDA/ }),
  ).toBeVisible();
  expect(await userDataEntries(page)).toContain(portfolioContract.holdings.path);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => userDataEntries(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('tickerdeck:offline-user'))).toBeNull();

  await goOffline(context, page, '/portfolio');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByText('NVDA')).toHaveCount(0);
  await context.close();
});
