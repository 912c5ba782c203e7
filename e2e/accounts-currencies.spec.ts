import type { Page } from '@playwright/test';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { signedInJourney } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// Accounts in two currencies, seen in a third (docs/decisions/085): a user in euros opens an ISA
// in pounds and a brokerage account in dollars, pays pounds into the ISA, buys a London listing
// there and moves some cash across. The portfolio then speaks euros — summary, allocation and
// the performance chart — for all accounts and for each; prices and cash stay in their own
// currency. Screenshots go to test-results/accounts-currencies/ to be looked at.

const journey = signedInJourney('currencies');

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Adds a transaction through the transactions page's dialog; `fill` sets its fields. */
async function addTransaction(page: Page, type: string, fill: Record<string, string>) {
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByLabel('Type').selectOption({ label: type });
  for (const [label, value] of Object.entries(fill)) {
    const field = dialog.getByLabel(label, { exact: true });
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
      await field.selectOption({ label: value });
    } else {
      await field.fill(value);
    }
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** The money figures of the summary, the allocation's legend and the chart's caption. */
async function expectEuros(page: Page) {
  const value = page.getByRole('region', { name: 'Portfolio Value' });
  await expect(value).toContainText(/^Portfolio Value\s*€\d{1,3}(,\d{3})*\.\d{2}/);
  await expect(value).toContainText(/Cash\s*€\d/);
  await expect(value).not.toContainText('$');
  await expect(page.getByRole('region', { name: 'Total Gain/Loss' })).not.toContainText('$');
  const performance = page.getByRole('region', { name: 'Performance' });
  await expect(performance.locator('figcaption')).toHaveText(
    /^Portfolio value from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: from -?€[\d,]+\.\d{2} to €[\d,]+\.\d{2}$/,
  );
  await expect(performance.getByText('Time-weighted return (TWR)')).toBeVisible();
  await expect(performance.locator('dd').first()).toHaveText(/^([+-]\d+\.\d{2}%|0\.00%)$/);
}

test('chooses euros as the base currency on the profile', async () => {
  const page = journey.page;
  await page.goto('/profile');
  const select = page.getByLabel('Base currency');
  await expect(select).toBeEnabled();
  const saved = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === preferencesContract.setBaseCurrency.path &&
      response.request().method() === 'PUT',
  );
  await select.selectOption('EUR');
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Base currency')).toHaveValue('EUR');
});

test('opens an ISA in pounds and a brokerage account in dollars', async () => {
  const page = journey.page;
  await page.goto('/portfolio/accounts');
  const form = page.getByRole('region', { name: 'New account' });
  for (const [name, kind, currency] of [
    ['ISA', 'ISA', 'GBP'],
    ['Brokerage', 'Taxable brokerage', 'USD'],
  ] as const) {
    await form.getByLabel('Account name').fill(name);
    await form.getByLabel('Kind').selectOption({ label: kind });
    await form.getByLabel('Currency').selectOption(currency);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByRole('list', { name: 'Accounts' }).getByRole('link', { name, exact: true }),
    ).toBeVisible();
  }
});

test('pays pounds into the ISA, buys VOD.L there and moves cash to Brokerage', async () => {
  const page = journey.page;
  await page.goto('/portfolio/transactions');
  await addTransaction(page, 'Deposit', { Account: 'ISA', Date: daysAgo(30), Amount: '1000' });
  await addTransaction(page, 'Buy', {
    Symbol: 'VOD.L',
    Account: 'ISA',
    Date: daysAgo(20),
    Quantity: '1000',
    Price: '0.7',
  });
  await addTransaction(page, 'Transfer cash', {
    'From account': 'ISA',
    'To account': 'Brokerage',
    Date: daysAgo(10),
    Amount: '100',
  });
  const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'Deposit' })).toContainText('£1,000.00');
  await expect(rows.filter({ hasText: 'VOD.L' })).toContainText('1000 × £0.70');
  await expect(rows.filter({ hasText: 'Transfer cash' })).toContainText('£100.00 to Brokerage');
});

test('all accounts: the summary, allocation and performance in euros, VOD.L in pounds', async () => {
  const page = journey.page;
  await page.goto('/portfolio');
  await expectEuros(page);
  const holdings = page.getByRole('region', { name: 'Holdings' });
  const row = holdings.getByRole('row', { name: /VOD\.L/ });
  // Average price and current price in pounds (each under or over its figure); the day's change
  // and the market value in euros.
  await expect(row.getByRole('cell').nth(2).getByText('£0.70', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^£0\.\d{2,4}[+-]?€[\d,]+\.\d{2}$/);
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^€[\d,]+\.\d{2}/);
  const cash = holdings.getByRole('list', { name: 'Cash' });
  // £1,000 paid in, £700 spent, £100 moved: £200 stay in the ISA, £100 sit in Brokerage.
  await expect(cash.getByRole('listitem').filter({ hasText: 'ISA' })).toContainText(
    /£200\.00\s*€[\d,]+\.\d{2}/,
  );
  await expect(cash.getByRole('listitem').filter({ hasText: 'Brokerage' })).toContainText(
    /£100\.00\s*€[\d,]+\.\d{2}/,
  );
  const allocation = page.getByRole('list', { name: 'Allocation' });
  await expect(allocation).toContainText(/VOD\.L\s*€\d/);
  // Cash is part of the value: it has its share of the pie.
  await expect(allocation).toContainText(/Cash\s*€\d/);
});

test('each account through the switcher: its own figures, still in euros', async () => {
  const page = journey.page;
  const holdings = page.getByRole('region', { name: 'Holdings' });
  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'ISA' });
  await expect(page).toHaveURL(/\?account=[0-9a-f-]{36}$/);
  await expectEuros(page);
  await expect(holdings.getByRole('row', { name: /VOD\.L/ })).toBeVisible();
  await expect(holdings.getByRole('list', { name: 'Cash' })).toContainText('£200.00');
  await expect(holdings.getByRole('list', { name: 'Cash' })).not.toContainText('£100.00');

  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Brokerage' });
  await expectEuros(page);
  await expect(holdings.getByRole('row', { name: /VOD\.L/ })).toHaveCount(0);
  await expect(holdings.getByRole('list', { name: 'Cash' })).toContainText('£100.00');

  // The server renders an account's address as that account's page, in euros too.
  await page.reload();
  await expect(page.getByLabel('Account', { exact: true })).toHaveValue(
    new URL(page.url()).searchParams.get('account') ?? 'none',
  );
  await expectEuros(page);
});

test('screenshots at 1280 and 390 px, light and dark', async () => {
  const page = journey.page;
  const isa = await page.evaluate(async () => {
    const select = document.querySelector<HTMLSelectElement>('#account-switcher');
    return [...(select?.options ?? [])].find((option) => option.text === 'ISA')?.value ?? '';
  });
  const paths = [
    '/portfolio',
    `/portfolio?account=${isa}`,
    '/portfolio/accounts',
    `/portfolio/accounts/${isa}`,
  ];
  for (const [index, path] of paths.entries()) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const dark of [false, true]) {
        await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `test-results/accounts-currencies/${index}-${width}-${dark ? 'dark' : 'light'}.png`,
          fullPage: true,
        });
      }
    }
  }
});
