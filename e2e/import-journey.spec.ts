import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { signedInJourney } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { sharesHeld } from './holdings.ts';

// A broker's CSV through the real UI — a Schwab-style export is recognised, previewed
// line by line, committed, shows up in holdings and performance, comes back out as our CSV, and
// importing it a second time creates nothing.

const journey = signedInJourney('import');

/** A past date as Schwab writes it: MM/DD/YYYY. */
const daysAgo = (days: number) => {
  const [year, month, day] = new Date(Date.now() - days * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${month}/${day}/${year}`;
};

// Newest first, every cell quoted, a title line above the header and a total row below, as
// Schwab's brokerage export writes them. Our own rows: 10 AAPL and 5 MSFT bought, 4 AAPL sold,
// one AAPL dividend, and the deposit that funded them (the account's cash).
const schwabCsv = [
  `"Transactions  for account Individual ...042 as of ${daysAgo(0)} 06:00:00 PM ET"`,
  '"Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"',
  `"${daysAgo(10)}","Qualified Dividend","AAPL","APPLE INC","","","","$2.40"`,
  `"${daysAgo(20)}","Sell","AAPL","APPLE INC","4","$160.00","$0.65","$639.35"`,
  `"${daysAgo(50)}","Buy","MSFT","MICROSOFT CORP","5","$300.00","","-$1,500.00"`,
  `"${daysAgo(60)}","Buy","AAPL","APPLE INC","10","$150.00","$1.00","-$1,501.00"`,
  `"${daysAgo(70)}","MoneyLink Deposit","","Tfr WELLS FARGO BANK","","","","$5,000.00"`,
  '"Transactions Total","","","","","","","-$1,000.00"',
].join('\r\n');
const schwabFile = {
  name: 'Individual_XXX042_Transactions.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(schwabCsv),
};

/** The figure under one of the preview's totals ('To import', 'Skipped', …). */
const total = (dialog: Locator, label: string) =>
  dialog
    .getByLabel('Totals')
    .locator('div')
    .filter({ has: journey.page.getByText(label, { exact: true }) })
    .locator('dd');

async function openImportWithFile() {
  await journey.page.goto('/portfolio/transactions');
  await journey.page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Import transactions' });
  await dialog.getByLabel('CSV file').setInputFiles(schwabFile);
  await expect(dialog.getByText(/^Recognised as/)).toContainText('Schwab');
  return dialog;
}

test('a Schwab export is recognised and previewed line by line', async () => {
  const dialog = await openImportWithFile();
  await expect(dialog.getByText('5 data lines')).toBeVisible();
  await expect(total(dialog, 'To import')).toHaveText('5');
  await expect(total(dialog, 'Skipped')).toHaveText('0');
  await expect(total(dialog, 'Duplicates')).toHaveText('0');
  await expect(total(dialog, 'Errors')).toHaveText('0');
  const rows = dialog.getByRole('region', { name: 'Transactions to import' }).getByRole('row');
  await expect(rows).toHaveCount(6);

  await dialog.getByRole('button', { name: 'Import 5 transactions' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Imported 5 transactions (0 duplicates, 0 skipped)',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    journey.page.getByRole('list', { name: 'Transactions' }).getByRole('listitem'),
  ).toHaveCount(5);
});

test('holdings and performance reflect the import', async () => {
  await journey.page.goto('/portfolio');
  const holdings = journey.page.getByRole('region', { name: 'Holdings' });
  // 10 AAPL bought, 4 sold: 6 left; 5 MSFT.
  await expect(sharesHeld(holdings, 'AAPL', '6')).toBeVisible();
  await expect(sharesHeld(holdings, 'MSFT', '5')).toBeVisible();
  // The whole history ('All') splits the gain into its parts, dividends among them.
  await journey.page
    .getByRole('group', { name: 'Range' })
    .getByRole('button', { name: 'All' })
    .click();
  await expect(journey.page.getByRole('region', { name: 'Total Gain/Loss (All)' })).toContainText(
    /Realized, dividends\$[\d,]+\.\d{2}, \$2\.40/,
  );
  await journey.page.getByRole('button', { name: '3M' }).click();
  const performance = journey.page.getByRole('region', { name: 'Performance' });
  await expect(performance.getByText('Time-weighted return (TWR)')).toBeVisible();
});

test('Export CSV downloads the ledger', async () => {
  await journey.page.goto('/portfolio/transactions');
  const downloading = journey.page.waitForEvent('download');
  await journey.page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  // A header and the five transactions.
  expect(lines).toHaveLength(6);
  expect(lines.filter((line) => line.includes('AAPL'))).toHaveLength(3);
  expect(lines.filter((line) => line.includes('MSFT'))).toHaveLength(1);
});

test('importing the same file again finds only duplicates', async () => {
  const dialog = await openImportWithFile();
  await expect(total(dialog, 'Duplicates')).toHaveText('5');
  await expect(total(dialog, 'To import')).toHaveText('0');
  await expect(total(dialog, 'Skipped')).toHaveText('0');
  await expect(dialog.getByRole('button', { name: 'Import 0 transactions' })).toBeDisabled();
});

test('the import dialog fits a 360 px phone, light and dark', async () => {
  await journey.page.setViewportSize({ width: 360, height: 800 });
  const dialog = await openImportWithFile();
  const box = await dialog.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(360);
  for (const dark of [false, true]) {
    await journey.page.evaluate(
      (on) => document.documentElement.classList.toggle('dark', on),
      dark,
    );
    await journey.page.screenshot({
      path: `test-results/import-360-${dark ? 'dark' : 'light'}.png`,
    });
  }
  // Nothing in the dialog scrolls it sideways: the wide table scrolls inside its own box.
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
});
