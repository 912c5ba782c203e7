import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { signedInJourney } from './accounts.ts';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// The dividend calendar and the income view (docs/decisions/092) on the simulated market, where
// KO pays $0.51 a quarter (ex-dates around the 14th of March, June, September and December)
// and declares each about six weeks ahead: 50 KO bought a year and a half ago, one dividend and
// its tax recorded, then /portfolio/income's month view, list and income, on a laptop and a
// phone, light and dark.

const journey = signedInJourney('income');

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('the calendar shows KO’s next ex-date and payment; the income view what was received', async ({
  baseURL,
}) => {
  const { page } = journey;
  const post = async (data: object) => {
    const response = await page.request.post(portfolioContract.createTransaction.path, {
      headers: { origin: baseURL ?? '' },
      data,
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  await post({ type: 'buy', symbol: 'KO', date: daysAgo(540), quantity: '50', price: '60' });
  await post({ type: 'dividend', symbol: 'KO', date: daysAgo(30), amount: '25.5' });
  await post({ type: 'tax', symbol: 'KO', date: daysAgo(30), amount: '3.83' });

  await page.goto('/portfolio');
  await page.getByRole('link', { name: 'Income' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Income' })).toBeVisible();

  // A quarterly payer goes ex within three months: the month view reaches it.
  const calendar = page.getByRole('region', { name: 'Dividend calendar' });
  const month = calendar.getByRole('table', { name: /^Ex-dividend dates and payments in / });
  for (let next = 0; next < 3; next++) {
    if ((await month.getByText('KO goes ex').count()) > 0) break;
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(month.getByText('KO goes ex')).toBeVisible();

  // The list: each KO dividend of the year ahead, 50 × $0.51 = $25.50 each.
  const list = calendar.getByRole('table', { name: 'Dividends of the next 12 months' });
  const rows = list.getByRole('row').filter({ hasText: 'KO' });
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  await expect(rows.first()).toContainText('$25.50');
  await expect(list.getByText('Projected').first()).toBeVisible();

  // Received: the dividend, the tax withheld apart.
  const totals = page.locator('dl').filter({ hasText: 'Dividends received' });
  await expect(totals).toContainText('Dividends received$25.50');
  await expect(totals).toContainText('Tax withheld$3.83');
  await expect(page.getByRole('table', { name: /per holding/ })).toContainText('KO');
});

test('fits a laptop and a phone, light and dark, with no serious accessibility finding', async () => {
  const { page } = journey;
  await page.goto('/portfolio/income');
  await expect(page.getByRole('table', { name: 'Dividends of the next 12 months' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await page.screenshot({
        path: `test-results/income-${width}-${dark ? 'dark' : 'light'}.png`,
        fullPage: true,
      });
      // Nothing reaches past the screen's edge.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `at ${width} px`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    }
  }
});
