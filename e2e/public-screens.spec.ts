import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { quote } from '#client/testing/market-fixtures.ts';
import { mockMarketApi } from './market-api-mock.ts';

// The public screens in a real browser on fixed API answers (e2e/market-api-mock.ts): exact
// texts, states, live updates and accessibility that real data cannot pin down.

async function noSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
  ).toEqual([]);
}

test('the dashboard shows every SPEC text, and a failed index quote as Data unavailable', async ({
  page,
}) => {
  await mockMarketApi(page);
  await page.goto('/');
  const overview = page.getByRole('region', { name: 'Market Overview' });
  await expect(overview.getByText('Data unavailable')).toBeVisible();
  await expect(overview.getByRole('listitem').filter({ hasText: 'S&P 500' })).toContainText(
    '$100.00',
  );
  await expect(overview.getByRole('listitem').filter({ hasText: 'S&P 500' })).toContainText(
    '+1.27%',
  );
  await expect(page.getByText('Popular Stocks')).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Market News' }).getByRole('listitem')).toHaveCount(
    5,
  );
});

test('a live quote updates the price in place with a brief cue', async ({ page }) => {
  const { sockets } = await mockMarketApi(page);
  await page.goto('/');
  const row = page
    .getByRole('region', { name: 'Market Overview' })
    .getByRole('listitem')
    .filter({ hasText: 'S&P 500' });
  await expect(row).toContainText('$100.00');
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  sockets[0]?.send(
    JSON.stringify({
      type: 'quote',
      quote: { ...quote('SPY', 101.25, 1.25), time: new Date().toISOString() },
    }),
  );
  // One assertion for both: the cue lasts 1.2 s, which a busy machine can spend between two.
  await expect(row.locator('[data-flash="up"]')).toHaveText('$101.25');
});

test('a dropped live stream says prices are delayed, then reconnects', async ({ page }) => {
  const { sockets } = await mockMarketApi(page);
  await page.goto('/');
  await expect.poll(() => sockets.length).toBe(1);
  // The first reconnect comes after a jittered 0–1 s: record the banner the moment it shows,
  // so a quick reconnect cannot hide it from the assertion.
  await page.evaluate(() => {
    const seen = window as unknown as { sawDelayed?: boolean };
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Prices delayed — reconnecting…')) {
        seen.sawDelayed = true;
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await sockets[0]?.close();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sawDelayed?: boolean }).sawDelayed))
    .toBe(true);
  await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(2);
  await expect(page.getByText('Prices delayed — reconnecting…')).toBeHidden();
});

test("an overview failure says 'Failed to load market overview' and Try again recovers", async ({
  page,
}) => {
  let fail = true;
  await mockMarketApi(page);
  await page.route('**/api/market/overview', (route) =>
    fail
      ? route.fulfill({ status: 502, json: { error: { code: 'UPSTREAM', message: 'Down' } } })
      : route.fallback(),
  );
  await page.goto('/');
  const overview = page.getByRole('region', { name: 'Market Overview' });
  await expect(overview.getByText('Failed to load market overview')).toBeVisible();
  fail = false;
  await overview.getByRole('button', { name: 'Try again' }).click();
  await expect(overview.getByRole('link', { name: 'S&P 500 · SPY' })).toBeVisible();
});

test('the chart library loads only on screens that show a chart', async ({ page }) => {
  await mockMarketApi(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  expect(scripts.some((url) => url.includes('ChartCanvas'))).toBe(false);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.locator('canvas').first()).toBeVisible();
  expect(scripts.some((url) => url.includes('ChartCanvas'))).toBe(true);
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  for (const path of ['/', '/markets', '/stock/AAPL']) {
    test(`${path} fits without sideways scrolling`, async ({ page }) => {
      await mockMarketApi(page);
      await page.goto(path);
      await expect(page.getByTestId('skeleton')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [path, ready] of [
    ['/', 'Market Overview'],
    ['/markets', 'Technology (XLK)'],
    ['/stock/AAPL', 'Key Statistics'],
  ] as const) {
    test(`${path} passes axe in ${colorScheme} mode`, async ({ page }) => {
      await mockMarketApi(page);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('region', { name: ready })).toBeVisible();
      await expect(page.getByTestId('skeleton')).toHaveCount(0);
      await noSeriousViolations(page);
    });
  }
}

test('the Terms of Service and the Privacy Policy are pages of their own, linked to each other', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(/not investment advice/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we store' })).toBeVisible();
  await noSeriousViolations(page);
});

test('the open search list passes axe', async ({ page }) => {
  await mockMarketApi(page);
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search stocks' });
  await search.fill('apple');
  await search.press('Enter');
  await expect(page.getByRole('option').first()).toBeVisible();
  await noSeriousViolations(page);
});
