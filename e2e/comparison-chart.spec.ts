import { signedInJourney } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { inBothThemes, viewportOf, WIDTHS } from './widths.ts';

// The portfolio's "Return vs SPY" view: a percent axis and a legend, and SPY measured from the
// same close as on SPY's own page (a 1Y range starts the day after the close a year back); at
// 1280 and 390 px, light and dark, axe-clean.

const journey = signedInJourney('comparison');
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test("SPY's 1Y figure on the comparison equals SPY's own 1Y change", async () => {
  const { page } = journey;
  await page.goto('/portfolio');
  await page.getByRole('button', { name: 'Add Position' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Position' });
  await dialog.getByLabel('Search stock').fill('SPY');
  await dialog
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option', { name: /^SPY SPDR S&P 500 ETF Trust/ })
    .click();
  await dialog.getByLabel('Shares').fill('10');
  await dialog.getByLabel('Purchase price').fill('500');
  await dialog.getByLabel('Date').fill(daysAgo(500));
  await dialog.getByRole('button', { name: 'Add to Portfolio' }).click();
  await expect(dialog).toBeHidden();

  const performance = page.getByRole('region', { name: 'Performance' });
  await performance.getByRole('button', { name: '1Y', exact: true }).click();
  await performance.getByRole('button', { name: /^Return vs SPY/ }).click();
  const legend = performance.locator('figure ul');
  await expect(legend).toContainText('Your portfolio (time-weighted return, %)');
  await expect(legend).toContainText('SPY (same days, %)');
  const instead = performance.locator('dl > div').filter({ hasText: 'SPY instead' });
  const comparison = (await instead.locator('dd').first().textContent()) ?? '';

  for (const width of WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await inBothThemes(page, (scheme) =>
      performance.locator('figure').screenshot({
        path: `test-results/comparison-chart/return-${width}-${scheme}.png`,
      }),
    );
  }

  await page.goto('/stock/SPY');
  const history = page.getByRole('region', { name: 'Price History' });
  await history.getByRole('button', { name: '1Y', exact: true }).click();
  await expect(history.locator('figcaption')).toHaveText(/^SPY 1Y: \$/);
  const change = history.locator('p').filter({ hasText: 'Change over 1Y:' });
  // The page's percent ('(-7.23%)') and the comparison's ('−7.23%' or '-7.23%') name one figure.
  const own = /\(([+-]?[\d.,]+)%\)/.exec((await change.textContent()) ?? '')?.[1];
  const theirs = /([+\-−]?[\d.,]+)%/.exec(comparison)?.[1]?.replace('−', '-');
  expect(own).toBeDefined();
  expect(Number(theirs)).toBeCloseTo(Number(own), 2);
});
