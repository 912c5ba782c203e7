import { readFile } from 'node:fs/promises';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { signedInJourney } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { inBothThemes } from './widths.ts';

// An account's cost-basis method (docs/decisions/093), on a desktop and on a phone: set to
// highest cost first on the portfolio page, preselected when selling, and the sale's lots in the
// tax year's Form 8949 CSV, downloaded and read as CSV.

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** Form 8949's dates: MM/DD/YYYY. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const BUYS = [
  { date: daysAgo(300), price: '100' },
  { date: daysAgo(200), price: '150' },
  { date: daysAgo(100), price: '120' },
];
const SOLD_ON = daysAgo(5);
const FORM_8949_COLUMNS = [
  'Part',
  '(a) Description of property',
  '(b) Date acquired',
  '(c) Date sold or disposed of',
  '(d) Proceeds (sales price)',
  '(e) Cost or other basis',
  '(f) Code(s) from instructions',
  '(g) Amount of adjustment',
  '(h) Gain or (loss)',
];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    const journey = signedInJourney(`lot-method-${width}`);

    test('the account sells highest cost first, and the tax year exports as CSV', async ({
      baseURL,
    }) => {
      const { page } = journey;
      await page.setViewportSize({ width, height: 900 });
      for (const buy of BUYS) {
        const bought = await page.request.post(portfolioContract.createTransaction.path, {
          headers: { origin: baseURL ?? '' },
          data: { type: 'buy', symbol: 'MSFT', quantity: '4', ...buy },
        });
        expect(bought.status()).toBe(201);
      }
      await page.goto('/portfolio');
      const method = page.getByLabel('Sales in Brokerage');
      await expect(method).toHaveValue('fifo');
      await method.selectOption('Highest cost first (HIFO)');
      await expect(method).toHaveValue('hifo');
      await expect(page.getByLabel("Holdings' cost basis and gains")).toHaveValue('fifo');
      await inBothThemes(page, (scheme) =>
        page.getByRole('region', { name: 'Cost basis' }).screenshot({
          path: test.info().outputPath(`cost-basis-${width}-${scheme}.png`),
        }),
      );

      // The sell form starts from the account's method.
      await page.getByRole('button', { name: 'Sell MSFT' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Sell MSFT' });
      await expect(dialog.getByLabel('Lots')).toHaveValue('hifo');
      await dialog.getByLabel('Date').fill(SOLD_ON);
      await dialog.getByLabel('Quantity').fill('5');
      await dialog.getByLabel('Price').fill('130');
      await dialog.getByRole('button', { name: 'Sell' }).click();
      await expect(dialog).toBeHidden();

      // Highest cost first: 4 of the $150 lot (520 for 600), then 1 of the $120 lot (130 for 120).
      await page.goto('/portfolio/realized');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Form 8949 (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const text = await readFile(await download.path(), 'utf8');
      const rows = text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter((line) => line !== '')
        .map((line) => line.split(','));
      expect(rows[0]).toEqual(FORM_8949_COLUMNS);
      const msft = rows.filter((row) => row[1]?.endsWith('MSFT'));
      expect(msft).toEqual([
        [
          'I',
          '4 sh. MSFT',
          usDate(BUYS[1]?.date ?? ''),
          usDate(SOLD_ON),
          '520.00',
          '600.00',
          '',
          '',
          '-80.00',
        ],
        [
          'I',
          '1 sh. MSFT',
          usDate(BUYS[2]?.date ?? ''),
          usDate(SOLD_ON),
          '130.00',
          '120.00',
          '',
          '',
          '10.00',
        ],
      ]);
    });
  });
}
