import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { signedInJourney } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// A sale that names its lots (docs/decisions/089-realized-gains-by-tax-year.md): three buys of
// MSFT, a sale of 5 from the second and third lots, then Realized gains and its Form 8949 CSV.

const journey = signedInJourney('sell-lots');

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

test('a sale of chosen lots shows on Realized gains and in the Form 8949 CSV', async ({
  baseURL,
}) => {
  const { page } = journey;
  for (const buy of BUYS) {
    const bought = await page.request.post(portfolioContract.createTransaction.path, {
      headers: { origin: baseURL ?? '' },
      data: { type: 'buy', symbol: 'MSFT', quantity: '4', ...buy },
    });
    expect(bought.status()).toBe(201);
  }
  await page.goto('/portfolio');
  await page.getByRole('button', { name: 'Sell MSFT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sell MSFT' });
  await dialog.getByLabel('Date').fill(SOLD_ON);
  await dialog.getByLabel('Quantity').fill('5');
  await dialog.getByLabel('Price').fill('130');
  await dialog.getByLabel('Lots').selectOption('Choose lots');
  await dialog.getByLabel(/at \$150\.00$/).fill('2');
  await expect(dialog.getByRole('status')).toHaveText(
    'The lots chosen add up to 2 shares; the sale is 5',
  );
  await dialog.getByLabel(/at \$120\.00$/).fill('3');
  await dialog.getByRole('button', { name: 'Sell' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/portfolio/realized');
  const sale = page.getByRole('listitem').filter({ hasText: '5 sold' });
  await sale.getByText('MSFT').click();
  // The $150 lot: 2 × 130 = 260 for 300; the $120 lot: 3 × 130 = 390 for 360. None from $100.
  const lots = sale.getByRole('table', { name: 'Lots closed by this sale' });
  await expect(lots.getByRole('row')).toHaveCount(3);
  await expect(lots.getByRole('row').nth(1)).toContainText('2$260.00$300.00-$40.00');
  await expect(lots.getByRole('row').nth(2)).toContainText('3$390.00$360.00$30.00');

  const href = await page.getByRole('link', { name: 'Form 8949 (CSV)' }).getAttribute('href');
  const csv = await page.request.get(href ?? '');
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'Part,(a) Description of property,(b) Date acquired,(c) Date sold or disposed of,' +
      '(d) Proceeds (sales price),(e) Cost or other basis,(f) Code(s) from instructions,' +
      '(g) Amount of adjustment,(h) Gain or (loss)',
  );
  expect(lines).toContain(
    `I,2 sh. MSFT,${usDate(BUYS[1]?.date ?? '')},${usDate(SOLD_ON)},260.00,300.00,,,-40.00`,
  );
  expect(lines.filter((line) => line.includes('MSFT'))).toHaveLength(2);

  await page.goto('/portfolio/transactions');
  await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('Specific lots');
});
