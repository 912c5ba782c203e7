import AxeBuilder from '@axe-core/playwright';
import { signedInJourney } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// The last item through the real UI on the simulated provider, which splits NVDA
// 10-for-1 on 2024-06-10 (docs/decisions/031): an NVDA buy from before it is offered the split
// under "From market data", nothing is booked until 'Add', and then holdings count it.

const journey = signedInJourney('actions');

test('a split the market data reports is offered, and added only by its click', async () => {
  await journey.page.goto('/portfolio/transactions');
  await journey.page.getByRole('button', { name: 'Add Transaction' }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByLabel('Type').selectOption('buy');
  await dialog.getByLabel('Symbol').fill('NVDA');
  await dialog.getByLabel('Date').fill('2024-05-01');
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Price').fill('850');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const offered = journey.page.getByRole('region', { name: 'From market data' });
  await expect(offered).toContainText('NVDA 10-for-1 split on 2024-06-10');
  const ledger = journey.page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  // Offered, not booked: the ledger still holds the buy alone.
  await expect(ledger).toHaveCount(1);
  await offered.getByRole('button', { name: 'Add NVDA 10-for-1 split on 2024-06-10' }).click();
  await expect(offered.getByText('NVDA 10-for-1 split on 2024-06-10')).toHaveCount(0);
  await expect(ledger).toHaveCount(2);
  await expect(ledger.filter({ hasText: 'split' })).toContainText('1 → 10 shares');

  await journey.page.goto('/portfolio');
  const row = journey.page
    .getByRole('region', { name: 'Holdings' })
    .getByRole('row', { name: /NVDA/ });
  await expect(row.getByRole('cell').nth(2).getByText('20', { exact: true })).toBeVisible();
});

test('dismissed stays hidden after a reload; screenshots at 360 px, light and dark', async () => {
  // AAPL pays $0.25 a quarter on the simulated market: a buy a year and a half ago is offered several.
  await journey.page.goto('/portfolio/transactions');
  await journey.page.getByRole('button', { name: 'Add Transaction' }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByLabel('Type').selectOption('buy');
  await dialog.getByLabel('Symbol').fill('AAPL');
  await dialog.getByLabel('Date').fill('2025-05-01');
  await dialog.getByLabel('Quantity').fill('40');
  await dialog.getByLabel('Price').fill('200');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const offered = journey.page.getByRole('region', { name: 'From market data' });
  // One a quarter since: the newest five first, the rest behind 'Show all'.
  await offered.getByRole('button', { name: /^Show all \d+$/ }).click();
  // 12 May 2025 (the 10th was a Saturday): $0.25 × 40 shares.
  const first = 'AAPL dividend on 2025-05-12';
  await expect(offered).toContainText(`${first}$0.25 × 40 shares = $10.00`);
  await offered.getByRole('button', { name: `Dismiss ${first}` }).click();
  await expect(offered.getByText(first)).toHaveCount(0);
  await journey.page.reload();
  await offered.getByRole('button', { name: /^Show all \d+$/ }).click();
  await expect(offered).toContainText('AAPL dividend on 2025-08-11');
  await expect(offered.getByText(first)).toHaveCount(0);

  await journey.page.setViewportSize({ width: 360, height: 800 });
  for (const dark of [false, true]) {
    await journey.page.evaluate(
      (on) => document.documentElement.classList.toggle('dark', on),
      dark,
    );
    await expect(offered).toBeVisible();
    // The section fits a phone's screen: nothing in it scrolls sideways or reaches past it.
    expect(await offered.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    expect(await offered.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(
      360,
    );
    // No serious accessibility violation in the section (contrast in both schemes included).
    const axe = await new AxeBuilder({ page: journey.page })
      .include('main section:first-of-type')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
    expect(axe.passes.length).toBeGreaterThan(0);
    await journey.page.screenshot({
      path: `test-results/corporate-actions-360-${dark ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
  }
});
