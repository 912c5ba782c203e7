import type { Page } from '@playwright/test';
import { signedInJourney } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// The ledger through the real UI on the simulated provider — a back-dated buy, a part
// sale (and a refused one naming the shortfall), a dividend, a split, then TWR and MWR.

const journey = signedInJourney('ledger');

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const BOUGHT_ON = daysAgo(60);
const percent = /^[+-]?[\d,]+\.\d{2}%$/;

test('a back-dated buy has holdings and performance history on day one', async () => {
  await journey.page.goto('/portfolio');
  await journey.page.getByRole('button', { name: 'Add Position' }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Add Position' });
  await dialog.getByLabel('Search stock').fill('microsoft');
  await dialog
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option', { name: /^MSFT/ })
    .click();
  await dialog.getByLabel('Shares').fill('10');
  await dialog.getByLabel('Purchase price').fill('100');
  await dialog.getByLabel('Date').fill(BOUGHT_ON);
  await dialog.getByLabel('Fees (optional)').fill('1');
  await dialog.getByRole('button', { name: 'Add to Portfolio' }).click();
  await expect(dialog).toBeHidden();
  const row = journey.page
    .getByRole('region', { name: 'Holdings' })
    .getByRole('row', { name: /MSFT/ });
  // The Shares cell: 10 shares, their average price under them.
  await expect(row.getByRole('cell').nth(2)).toHaveText('10$100.10');
  await journey.page.getByRole('button', { name: '3M' }).click();
  const performance = journey.page.getByRole('region', { name: 'Performance' });
  await expect(performance.getByText('Time-weighted return (TWR)')).toBeVisible();
  await expect(performance.locator('figure')).toBeVisible();
});

test('selling part works; selling more than held names the shortfall', async () => {
  await journey.page.getByRole('button', { name: 'Sell MSFT' }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Sell MSFT' });
  await dialog.getByLabel('Quantity').fill('100');
  await dialog.getByRole('button', { name: 'Sell' }).click();
  await expect(dialog.getByRole('alert')).toContainText('90');
  await dialog.getByLabel('Quantity').fill('4');
  await dialog.getByRole('button', { name: 'Sell' }).click();
  await expect(dialog).toBeHidden();
  const row = journey.page
    .getByRole('region', { name: 'Holdings' })
    .getByRole('row', { name: /MSFT/ });
  await expect(row.getByRole('cell').nth(2).getByText('6', { exact: true })).toBeVisible();
});

test('a dividend and a split from the ledger page', async () => {
  await journey.page.getByRole('link', { name: 'Transactions' }).click();
  await expect(journey.page).toHaveURL(/\/portfolio\/transactions$/);
  const add = async (
    type: string,
    fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
  ) => {
    await journey.page.getByRole('button', { name: 'Add Transaction' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Add Transaction' });
    await dialog.getByLabel('Type').selectOption(type);
    await dialog.getByLabel('Symbol').fill('MSFT');
    await dialog.getByLabel('Date').fill(daysAgo(30));
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  };
  await add('dividend', (dialog) => dialog.getByLabel('Amount').fill('12.5'));
  await add('split', (dialog) => dialog.getByLabel('Shares after').fill('2'));
  const list = journey.page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(list).toHaveCount(4);
  await expect(list.filter({ hasText: 'dividend' })).toContainText('$12.50');
  await expect(list.filter({ hasText: 'split' })).toContainText('1 → 2 shares');
});

test('holdings count the split; performance shows TWR and MWR', async () => {
  await journey.page.goto('/portfolio');
  const row = journey.page
    .getByRole('region', { name: 'Holdings' })
    .getByRole('row', { name: /MSFT/ });
  // 10 bought 60 days ago, doubled by the split 30 days ago, then 4 sold today: 16.
  await expect(row.getByRole('cell').nth(2).getByText('16', { exact: true })).toBeVisible();
  // The whole history ('All') splits the gain into its parts, dividends among them.
  await journey.page
    .getByRole('group', { name: 'Range' })
    .getByRole('button', { name: 'All' })
    .click();
  await expect(journey.page.getByRole('region', { name: 'Total Gain/Loss (All)' })).toContainText(
    /Realized, dividends[-−]?\$[\d,]+\.\d{2}, \$12\.50/,
  );
  await journey.page.getByRole('button', { name: '3M' }).click();
  const figures = journey.page
    .getByRole('region', { name: 'Performance' })
    .locator('dl dd:first-of-type');
  await expect(figures.nth(0)).toHaveText(percent);
  await expect(figures.nth(1)).toHaveText(percent);
});

test('screenshots at 1280 and 390 px, light and dark', async () => {
  for (const width of [1280, 390]) {
    await journey.page.setViewportSize({ width, height: 900 });
    for (const dark of [false, true]) {
      await journey.page.evaluate(
        (on) => document.documentElement.classList.toggle('dark', on),
        dark,
      );
      await expect(journey.page.getByRole('region', { name: 'Holdings' })).toBeVisible();
      await journey.page.screenshot({
        path: `test-results/ledger-${width}-${dark ? 'dark' : 'light'}.png`,
        fullPage: true,
      });
      // The return view: the benchmark's dashed line, and the hover label naming both values.
      const performance = journey.page.getByRole('region', { name: 'Performance' });
      await performance.getByRole('button', { name: /^Return vs/ }).click();
      const chart = performance.locator('figure');
      await chart.hover({ position: { x: 80, y: 120 } });
      await chart.screenshot({
        path: `test-results/ledger-return-${width}-${dark ? 'dark' : 'light'}.png`,
      });
      await performance.getByRole('button', { name: 'Value' }).click();
    }
  }
});
