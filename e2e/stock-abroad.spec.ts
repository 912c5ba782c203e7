import { expect, test } from './fixtures.ts';

// A listing abroad on the simulated market (decision 084): found by its company's name, its page
// shows every price in its own currency, at 1280 and 390 px. Screenshots go to
// test-results/stock-abroad/ to be looked at.

const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const viewport of widths) {
  test.describe(`a London listing at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("VOD.L's page shows pounds, never dollars", async ({ page }) => {
      await page.goto('/stock/VOD.L');
      await expect(page.getByRole('heading', { level: 1, name: 'VOD.L' })).toBeVisible();
      await expect(page.getByText('Vodafone Group PLC', { exact: true })).toBeVisible();
      await expect(page.getByText('LSE · Telecommunication')).toBeVisible();
      const price = page.locator('.text-3xl');
      await expect(price).toHaveText(/^£0\.\d{2,4}/);
      const stats = page.getByRole('region', { name: 'Key Statistics' });
      await expect(stats.getByText(/^£\d/).first()).toBeVisible();
      await expect(stats).not.toContainText('$');
      const about = page.getByRole('region', { name: 'About' });
      await expect(about).toContainText(/£\d+(\.\d)?B/);
      await expect(page.getByRole('figure').getByText(/VOD\.L 1M: £0\.\d+/)).toBeAttached();
      await page.screenshot({
        path: `test-results/stock-abroad/vod-l-${viewport.width}.png`,
        fullPage: true,
      });
    });

    test("Toyota's page shows whole yen", async ({ page }) => {
      await page.goto('/stock/7203.T');
      await expect(page.getByText('Toyota Motor Corp', { exact: true })).toBeVisible();
      await expect(page.locator('.text-3xl')).toHaveText(/^¥\d{1,2},\d{3}(?![.\d])/);
      if (viewport.width === 390) {
        await page.screenshot({ path: 'test-results/stock-abroad/7203-t-390.png' });
      }
    });
  });
}

test("a search for 'vodafone' finds VOD.L", async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search stocks' });
  await search.click();
  await search.fill('vodafone');
  const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect(options.first()).toContainText('VOD.L');
  await options.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'VOD.L' })).toBeVisible();
});
