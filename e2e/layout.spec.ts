import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { expect, test } from './fixtures.ts';

/** A layout shift the page recorded, with the class names of the elements that moved. */
interface LayoutShift {
  value: number;
  moved: string[];
}

const screens = [
  { path: '/', title: 'Market Dashboard' },
  { path: '/markets', title: 'Markets' },
  { path: '/portfolio', title: 'Portfolio' },
  { path: '/stock/aapl', title: 'AAPL' },
  { path: '/forgot-password', title: 'Forgot Password' },
  { path: '/reset-password', title: 'Reset Password' },
];

test.describe('the shared layout', () => {
  for (const { path, title } of screens) {
    test(`${path} renders "${title}" inside the layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Search stocks' })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Tickerdeck`);
    });
  }

  for (const { path, title } of [
    { path: '/login', title: 'Log In' },
    { path: '/signup', title: 'Create Account' },
  ]) {
    test(`${path} stands on its own, without the layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('combobox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    });
  }

  // SPEC §6: the profile redirects visitors to login; the watchlist and alerts pages do the same,
  // and /login remembers where they were.
  for (const path of ['/watchlist', '/alerts', '/profile']) {
    test(`${path} sends a visitor to log in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    });
  }

  test('unknown paths land on the dashboard', async ({ page }) => {
    for (const path of ['/nope', '/stock', '/markets/extra/deep', '/index.php']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Market Dashboard' })).toBeVisible();
    }
  });

  test('the navigation leads to every section', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, title] of [
      ['Markets', 'Markets'],
      ['Portfolio', 'Portfolio'],
      ['Dashboard', 'Market Dashboard'],
    ]) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    }
    // A visitor's Watchlist, Alerts and Profile lead to the login page, whose Back returns here.
    for (const link of ['Watchlist', 'Alerts', 'Profile']) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Market Dashboard' })).toBeVisible();
    }
  });

  test('the search box clears when the route changes', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search stocks' });
    await search.fill('apple');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Markets' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
    await expect(search).toHaveValue('');
  });
});

test.describe('on a phone (below the md breakpoint)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, navigates, and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL('/portfolio');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('the stock page holds its layout while the chart and the market status come late', async ({
    page,
  }) => {
    // Every layout shift the page makes, with what moved (a PerformanceObserver from the start).
    await page.addInitScript(() => {
      const shifts: LayoutShift[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node?: Node | null }[];
        }[])
          shifts.push({
            value: entry.value,
            moved: entry.sources.map((source) =>
              source.node instanceof Element ? source.node.className : String(source.node),
            ),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // As on a slow phone: the loading view is drawn before the quote answers, and the chart's
    // range and the market's status answer after the quote.
    const late = (path: string, ms: number) =>
      page.route(`**${path}{,?**}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        await route.continue();
      });
    await late(fillPath(marketDataContract.quote.path, { symbol: 'AAPL' }), 500);
    await late(fillPath(marketDataContract.history.path, { symbol: 'AAPL' }), 1_000);
    await late(marketDataContract.status.path, 1_500);
    await page.goto('/stock/AAPL');
    await expect(page.getByText(/^Change over 1M:/)).toBeAttached();
    await expect(page.locator('figure[data-trend]')).toBeVisible();
    await expect(page.getByText(/^(Market Open|Closed)$/)).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts,
    );
    expect(shifts.filter((shift) => shift.value > 0.001)).toEqual([]);
  });
});

test.describe('dark mode', () => {
  test('follows the system preference for visitors, and changes with it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('is applied before first paint, before the app script has run', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // Without the app bundle only the blocking theme script can set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('a saved preference wins over the system setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => window.localStorage.setItem('tickerdeck:theme', 'dark'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});

test('no script runs that the CSP did not allow', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
