import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

// axe-core on the public screens with real data, in light and dark: no serious or critical
// violation is allowed.

const screens = [
  { path: '/', ready: 'Market Overview' },
  { path: '/markets', ready: 'Technology (XLK)' },
  { path: '/stock/AAPL', ready: 'Key Statistics' },
];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const { path, ready } of screens) {
    test(`${path} has no serious accessibility violation (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('region', { name: ready })).toBeVisible();
      await expect(page.getByTestId('skeleton')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('the search results have no serious accessibility violation', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search stocks' });
  await search.fill('apple');
  await search.press('Enter');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
