import { signedInJourney } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// Several accounts through the real UI (docs/decisions/085): a buy opens the Brokerage account,
// an IRA is created, cash is deposited into it, shares move from Brokerage to IRA keeping their
// lot; both accounts' values show on /portfolio, by account and on the IRA's own page.

const journey = signedInJourney('accounts');

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('a buy opens the Brokerage account', async () => {
  const page = journey.page;
  await page.goto('/portfolio');
  await page.getByRole('button', { name: 'Add Position' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Position' });
  await dialog.getByLabel('Search stock').fill('microsoft');
  await dialog
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option', { name: /^MSFT/ })
    .click();
  await dialog.getByLabel('Shares').fill('10');
  await dialog.getByLabel('Purchase price').fill('100');
  await dialog.getByLabel('Date').fill(daysAgo(30));
  await dialog.getByRole('button', { name: 'Add to Portfolio' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Manage accounts' }).click();
  await expect(page.getByRole('list', { name: 'Accounts' })).toContainText('Brokerage');
});

test('creates an IRA account', async () => {
  const page = journey.page;
  const form = page.getByRole('region', { name: 'New account' });
  await form.getByLabel('Account name').fill('IRA');
  await form.getByLabel('Kind').selectOption({ label: 'IRA' });
  await form.getByRole('button', { name: 'Create account' }).click();
  const list = page.getByRole('list', { name: 'Accounts' });
  await expect(list.getByRole('link', { name: 'IRA' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'IRA' })).toContainText(
    '0 transactions',
  );
});

test('a deposit into the IRA and a share transfer from Brokerage', async () => {
  const page = journey.page;
  await page.goto('/portfolio/transactions');
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByLabel('Type').selectOption({ label: 'Deposit' });
  await expect(dialog.getByLabel('Symbol')).toBeHidden();
  await dialog.getByLabel('Account', { exact: true }).selectOption({ label: 'IRA' });
  await dialog.getByLabel('Date').fill(daysAgo(20));
  await dialog.getByLabel('Amount').fill('1000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add Transaction' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByLabel('Type').selectOption({ label: 'Transfer shares' });
  await dialog.getByLabel('Symbol').fill('MSFT');
  await dialog.getByLabel('From account').selectOption({ label: 'Brokerage' });
  await dialog.getByLabel('To account').selectOption({ label: 'IRA' });
  await dialog.getByLabel('Date').fill(daysAgo(10));
  await dialog.getByLabel('Quantity').fill('4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'Transfer shares' })).toContainText('4 shares to IRA');
  await expect(rows.filter({ hasText: 'Deposit' })).toContainText('$1,000.00');
});

test('both accounts on /portfolio, and the IRA alone', async () => {
  const page = journey.page;
  await page.goto('/portfolio');
  const holdings = page.getByRole('region', { name: 'Holdings' });
  await holdings.getByRole('button', { name: 'MSFT lots' }).click();
  const accounts = holdings.getByRole('list', { name: 'MSFT accounts' });
  await expect(accounts.getByRole('listitem').filter({ hasText: 'Brokerage' })).toContainText(
    '6 shares',
  );
  await expect(accounts.getByRole('listitem').filter({ hasText: 'IRA' })).toContainText('4 shares');
  await expect(holdings.getByRole('list', { name: 'Cash' })).toContainText('$1,000.00');

  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'IRA' });
  await expect(page).toHaveURL(/\?account=[0-9a-f-]{36}$/);
  const row = holdings.getByRole('row', { name: /MSFT/ });
  await expect(row.getByRole('cell').nth(2).getByText('4', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Portfolio Value' })).toContainText('Cash');

  // The IRA's own page, server-rendered from its address.
  const id = new URL(page.url()).searchParams.get('account') ?? '';
  await page.goto(`/portfolio/accounts/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'IRA' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Holdings' }).getByRole('row', { name: /MSFT/ }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('Deposit');
});

test('screenshots at 1280 and 390 px, light and dark', async () => {
  const page = journey.page;
  for (const path of ['/portfolio', '/portfolio/accounts']) {
    await page.goto(path);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const dark of [false, true]) {
        await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.screenshot({
          path: `test-results/accounts${path.replaceAll('/', '-')}-${width}-${dark ? 'dark' : 'light'}.png`,
          fullPage: true,
        });
      }
    }
  }
});
