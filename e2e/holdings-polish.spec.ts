import type { Page } from '@playwright/test';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { signedInJourney } from './accounts.ts';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { everyWidthAndTheme, viewportOf, WIDTHS } from './widths.ts';

// The holdings page polished, on the simulated market: a richer sortable table that fits at
// 1280 px and reads as cards at 390 px, the allocation by sector, asset class and more, one
// range for the cards and the chart, dividends recorded on their pay date not offered again
// with 'Add all' for the rest, and a deleted holding that can be undone. Each journey at 1280
// and 390 px, axe-clean in light and dark, with screenshots in .tmp/screens.

const journey = signedInJourney('holdings');

async function send(page: Page, body: object) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(portfolioContract.createTransaction.path, {
    headers: { origin },
    data: body,
  });
  expect(response.status(), JSON.stringify(body)).toBe(201);
}

test('a ledger of stocks, a fund, a sale, a dividend on its pay date and cash', async () => {
  const { page } = journey;
  await page.goto('/portfolio');
  await send(page, { type: 'deposit', date: '2025-05-01', amount: '1000' });
  await send(page, {
    type: 'buy',
    symbol: 'AAPL',
    date: '2025-05-01',
    quantity: '40',
    price: '200',
  });
  await send(page, {
    type: 'sell',
    symbol: 'AAPL',
    date: '2025-09-02',
    quantity: '10',
    price: '220',
  });
  // The 2025-05-12 ex-date pays $0.25 × 40 = $10.00, booked by the broker on its pay date.
  await send(page, { type: 'dividend', symbol: 'AAPL', date: '2025-05-30', amount: '10.00' });
  await send(page, {
    type: 'buy',
    symbol: 'MSFT',
    date: '2025-06-02',
    quantity: '5',
    price: '400',
  });
  await send(page, { type: 'buy', symbol: 'SPY', date: '2025-06-02', quantity: '3', price: '550' });
});

test('the holdings table: every figure, sortable and remembered, fitting 1280 px; phone cards', async () => {
  const { page } = journey;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/portfolio');
  const holdings = page.getByRole('region', { name: 'Holdings' });
  const table = holdings.getByRole('table');
  for (const heading of ['Symbol', 'Value', 'Cost basis', 'Dividends', 'Total return']) {
    await expect(table.getByRole('columnheader', { name: new RegExp(heading) })).toBeVisible();
  }
  await expect(table.getByRole('row', { name: /AAPL/ })).toContainText('Apple Inc.');
  const total = table.getByRole('columnheader', { name: /Total return/ });
  // A figure sorts the largest first, then the other way on a second click.
  await total.getByRole('button').click();
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  await total.getByRole('button').click();
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  await total.getByRole('button').click();
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  await page.reload();
  await expect(table.getByRole('columnheader', { name: /Total return/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // The allocation by sector (AAPL and MSFT: Technology; SPY holds every sector) and by asset
  // class (an S&P 500 fund holds stocks): every holding classified, nothing 'Unknown'.
  const allocation = page.getByRole('region', { name: 'Allocation' });
  await allocation.getByRole('button', { name: 'Sector' }).click();
  const bySector = allocation.getByRole('list', { name: 'Allocation by sector' });
  await expect(bySector).toContainText('Technology');
  await expect(bySector).toContainText('Funds, not broken down');
  await expect(bySector).toContainText('Cash');
  await expect(bySector).not.toContainText('Unknown');
  await allocation.screenshot({ path: '.tmp/screens/holdings-allocation-sector-1280.png' });
  await allocation.getByRole('button', { name: 'Asset class' }).click();
  const byClass = allocation.getByRole('list', { name: 'Allocation by asset class' });
  await expect(byClass).toContainText('Stocks');
  await expect(byClass).toContainText('Cash');
  await expect(byClass).not.toContainText('Unknown');
  await everyWidthAndTheme(page, 'holdings-table', async () => {
    await expect(holdings.getByRole('link', { name: 'AAPL' })).toBeVisible();
    if ((page.viewportSize()?.width ?? 0) < 640) {
      // The cards carry the same figures, the sort chosen on the table kept.
      await expect(holdings.getByLabel('Sort by')).toHaveValue('totalReturn:desc');
      await expect(holdings.getByRole('list', { name: 'Holdings' })).toContainText('Total return');
    } else {
      const box = await table.evaluate(
        (el) => (el.parentElement?.scrollWidth ?? 0) - (el.parentElement?.clientWidth ?? 0),
      );
      expect(box, 'the table scrolls sideways at 1280 px').toBeLessThanOrEqual(0);
    }
  });
});

test('one range for the cards and the chart, in the address', async () => {
  const { page } = journey;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/portfolio');
  await expect(page.getByRole('region', { name: 'Total Gain/Loss (1Y)' })).toBeVisible();
  await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '3M' }).click();
  await expect(page).toHaveURL(/[?&]range=3M/);
  await expect(page.getByRole('region', { name: 'Total Gain/Loss (3M)' })).toContainText(
    'paid in, net',
  );
  await expect(page.getByRole('region', { name: 'Return (3M, time-weighted)' })).toBeVisible();
  await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'All' }).click();
  await expect(page.getByRole('region', { name: 'Total Gain/Loss (All)' })).toContainText(
    'Unrealized',
  );
  await everyWidthAndTheme(page, 'holdings-range', async () => {
    // Rendered on the server with the address's range.
    await expect(page.getByRole('region', { name: 'Total Gain/Loss (All)' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'All' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

test("a dividend recorded on its pay date is not offered again; 'Add all' adds the rest", async () => {
  const { page } = journey;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/portfolio/transactions');
  const offered = page.getByRole('region', { name: 'From market data' });
  const addAll = offered.getByRole('button', { name: /^Add all \d+ dividends$/ });
  await expect(addAll).toBeVisible();
  await offered.getByRole('button', { name: /^Show all \d+$/ }).click();
  await expect(offered).toContainText('AAPL dividend on 2025-08-11');
  await expect(offered.getByText('AAPL dividend on 2025-05-12')).toHaveCount(0);
  await everyWidthAndTheme(page, 'holdings-suggestions', async () => {
    await expect(offered.getByRole('button', { name: /^Add all \d+ dividends$/ })).toBeVisible();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await offered.getByRole('button', { name: /^Add all \d+ dividends$/ }).click();
  await expect(offered.getByText(/ dividend on /)).toHaveCount(0);
  await expect(
    page
      .getByRole('list', { name: 'Transactions' })
      .getByRole('listitem')
      .filter({ hasText: 'dividend' }),
  ).not.toHaveCount(1);
});

test('deleting a holding says what goes and can be undone', async () => {
  const { page } = journey;
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await page.goto('/portfolio');
    const holdings = page.getByRole('region', { name: 'Holdings' });
    await holdings.getByRole('button', { name: 'Delete AAPL position' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Position' });
    await expect(dialog).toContainText('Delete AAPL?');
    await expect(dialog).toContainText('1 buy');
    await expect(dialog).toContainText('1 sell');
    await expect(dialog).toContainText(/\d+ dividends?/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `.tmp/screens/holdings-delete-${width}-light.png` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(holdings.getByRole('link', { name: 'AAPL' })).toHaveCount(0);
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeVisible();
    await page.screenshot({ path: `.tmp/screens/holdings-undo-${width}-light.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await undo.click();
    await expect(page.getByText('AAPL restored')).toBeVisible();
    await expect(holdings.getByRole('link', { name: 'AAPL' })).toBeVisible();
  }
});
