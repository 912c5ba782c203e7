import { expect, test } from './fixtures.ts';
import { inBothThemes } from './widths.ts';

// A stock's and a fund's Key Statistics on the simulated market: P/E, EPS, dividend yield, beta,
// volumes and the next earnings date, each dated; an ETF says plainly what the provider lacks.
// At 1280 and 390 px, light and dark, axe-clean; screenshots go to
// test-results/stock-fundamentals/ to be looked at.

const widths = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const asOf = /as of [A-Z][a-z]{2} \d{1,2}, \d{4}/;

for (const viewport of widths) {
  test.describe(`Key Statistics at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a company's figures, each with its date", async ({ page }) => {
      await page.goto('/stock/MSFT');
      const stats = page.getByRole('region', { name: 'Key Statistics' });
      for (const label of ['P/E (TTM)', 'EPS (TTM)', 'Dividend Yield', 'Beta', 'Volume'])
        await expect(stats.getByText(label, { exact: true })).toBeVisible();
      await expect(stats.getByText('Next Earnings', { exact: true })).toBeVisible();
      const tile = (label: string) =>
        stats.locator('div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(tile('P/E (TTM)')).toContainText(/P\/E \(TTM\)\d+(\.\d+)?as of/);
      await expect(tile('EPS (TTM)')).toContainText(/\$\d+\.\d{2}as of/);
      // MSFT pays 0.83 a quarter on the simulated market.
      await expect(tile('Dividend Yield')).toContainText(/\d\.\d+%as of/);
      await expect(tile('Next Earnings')).toContainText(asOf);
      await inBothThemes(page, (scheme) =>
        stats.screenshot({
          path: `test-results/stock-fundamentals/msft-${viewport.width}-${scheme}.png`,
        }),
      );
    });

    test('an ETF says what the provider has not, in words', async ({ page }) => {
      await page.goto('/stock/SPY');
      const stats = page.getByRole('region', { name: 'Key Statistics' });
      await expect(stats.getByText('The data provider has no P/E for ETFs')).toBeVisible();
      await expect(stats.getByText('The data provider has no EPS for ETFs')).toBeVisible();
      await expect(stats.getByText('ETFs report no earnings')).toBeVisible();
      const about = page.getByRole('region', { name: 'About' });
      await expect(about).toHaveText(/The data provider has no company profile for ETFs\./);
      await expect(page.getByText('No data available', { exact: true })).toHaveCount(0);
      await inBothThemes(page, (scheme) =>
        page.screenshot({
          path: `test-results/stock-fundamentals/spy-${viewport.width}-${scheme}.png`,
          fullPage: true,
        }),
      );
    });
  });
}

test('the server-rendered page carries the figures before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/stock/AAPL');
  await expect(page.getByRole('region', { name: 'Key Statistics' })).toContainText(
    /EPS \(TTM\)\$\d+\.\d{2}as of/,
  );
  await context.close();
});
