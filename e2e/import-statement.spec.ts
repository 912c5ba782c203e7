import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { signedInJourney } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { sharesHeld } from './holdings.ts';

// A multi-section IBKR Activity Statement whose history starts after the buys: imported into a
// new account with the opening position the preview offers, the holdings and cash come out right.

const journey = signedInJourney('import-statement');
const statement = path.join(
  import.meta.dirname,
  '../tests/import-files/ibkr-statement-opening.csv',
);

test('an Activity Statement with an opening position goes into a new account', async () => {
  const { page } = journey;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/portfolio/transactions');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import transactions' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'U1234567_ActivityStatement.csv',
    mimeType: 'text/csv',
    buffer: await readFile(statement),
  });
  await expect(dialog.getByText(/^Recognised as/)).toContainText('Interactive Brokers');

  await dialog.getByLabel('Into account').selectOption({ label: 'New account…' });
  await dialog.getByLabel('Account name').fill('IBKR');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByLabel('Into account')).toHaveValue(/.+/);

  // The sell of 10 AAPL on line 9 needs shares bought before the statement starts.
  const offers = dialog.getByRole('region', { name: 'History before this file' });
  await expect(offers).toContainText('AAPL: 10 shares held on 2024-01-02');
  await offers.getByRole('checkbox').check();
  await offers.getByLabel('Cost per share (optional)').fill('120');
  await offers.getByRole('button', { name: 'Update preview' }).click();
  await expect(offers).toContainText('included');
  await page.screenshot({ path: 'test-results/import-statement-1280.png' });

  // 3 trades, a dividend, a deposit and interest; the opening position comes with them. The
  // statement's own summary rows (3 Statement, 1 Account Information) are skipped.
  await dialog.getByRole('button', { name: 'Import 6 transactions' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Imported 7 transactions (0 duplicates, 4 skipped, 1 opening position)',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/portfolio');
  const holdings = page.getByRole('region', { name: 'Holdings' });
  // AAPL: 10 before the file, 10 sold, 3 bought; MSFT: 5 bought.
  await expect(sharesHeld(holdings, 'AAPL', '3')).toBeVisible();
  await expect(sharesHeld(holdings, 'MSFT', '5')).toBeVisible();
  // 5,000 − 1,851 + 1,899 − 541 + 2.40 + 3.17 = 4,512.57.
  await expect(page.getByRole('list', { name: 'Cash' })).toContainText('$4,512.57');
});
