import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { logIn, newAccount, signUpVerified } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

// axe-core on the signed-in screens with real data, in light and dark (the user's saved
// preference), at 1280 and 390 px: no serious or critical violation. Each state is also kept
// as a screenshot in test-results/signed-in-screens/ for people to look at.

test.describe.configure({ mode: 'serial' });

const screens = [
  { name: 'dashboard', path: '/', ready: 'Your Watchlist' },
  { name: 'portfolio', path: '/portfolio', ready: 'Allocation' },
  { name: 'watchlist', path: '/watchlist', ready: 'Your Watchlist' },
  { name: 'profile', path: '/profile', ready: 'Danger Zone' },
];
const widths = [1280, 390];

let page: Page;
let origin: string;

const send = (method: 'PUT' | 'POST' | 'PATCH', path: string, data?: unknown) =>
  page.request.fetch(path, { method, headers: { origin }, data });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  page = await context.newPage();
  const account = newAccount('a11y');
  await signUpVerified(page, account);
  await logIn(page, account);
  origin = new URL(page.url()).origin;
  for (const symbol of ['AAPL', 'MSFT', 'NVDA'])
    expect((await send('PUT', `/api/watchlist/${symbol}`)).ok()).toBe(true);
  for (const [symbol, shares, purchasePrice] of [
    ['AAPL', 10, 150],
    ['MSFT', 4, 310.5],
    ['TSLA', 2, 400],
  ] as const)
    expect(
      (
        await send('POST', '/api/portfolio/positions', {
          symbol,
          name: null,
          shares,
          purchasePrice,
        })
      ).ok(),
    ).toBe(true);
});
test.afterAll(async () => {
  await page.context().close();
});

for (const darkMode of [false, true]) {
  const scheme = darkMode ? 'dark' : 'light';
  test(`the signed-in screens have no serious accessibility violation (${scheme})`, async () => {
    // Every signed-in screen at every width, each with a full axe run: 90 s, not 30.
    test.slow();
    expect(
      (
        await send('PATCH', preferencesContract.updatePreferences.path, {
          theme: darkMode ? 'dark' : 'light',
        })
      ).ok(),
    ).toBe(true);
    for (const width of widths) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      for (const { name, path, ready } of screens) {
        await page.goto(path);
        await expect(page.getByRole('region', { name: ready })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(darkMode ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expect(page.getByTestId('skeleton')).toHaveCount(0);
        await expect(page.getByText('Loading…')).toHaveCount(0);
        // Nothing may widen the page beyond a phone's screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await page.screenshot({
          path: join(
            test.info().project.outputDir,
            'signed-in-screens',
            `${name}-${scheme}-${width}.png`,
          ),
          fullPage: true,
        });
        expect(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
      }
    }
  });
}
