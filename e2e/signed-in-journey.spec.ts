import type { Locator, Page } from '@playwright/test';
import { logIn, newAccount, SIGN_IN_MS } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { newestMailLink, RESET_SUBJECT, VERIFY_SUBJECT } from './mailbox.ts';

// The whole signed-in journey through the real UI, against the real server on the
// simulated provider, one step after the other on one account.

test.describe.configure({ mode: 'serial' });

const account = newAccount('journey');
const NEW_PASSWORD = 'battery-staple-2';
let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
});

const usd = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const percent = (text: string) => Number(/([+-]?[\d.]+)%/.exec(text)?.[1] ?? NaN);
const cells = (row: Locator) => row.getByRole('cell').allInnerTexts();

test('sign up, then the mailed link and the password chosen verify the address', async () => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Registration successful! Please check your email to verify your account.',
  );
  // SPEC §4: on to /login after 5 seconds.
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });

  await page.goto('/dev/mailbox');
  const mail = page.getByRole('article').filter({ hasText: account.email });
  await expect(mail.getByRole('heading', { name: /Verify your e-mail address/ })).toBeVisible();
  const link = await newestMailLink(page.request, account.email, VERIFY_SUBJECT);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?verify=[\w-]+&email=[\w.%-]+$/);
  await expect(
    page.getByText('Log in with the password you chose to finish verifying your email.'),
  ).toBeVisible();
  // The e-mail the link was mailed to is filled in: only the password is typed.
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome back, ${account.name}`,
    {
      timeout: SIGN_IN_MS,
    },
  );
  // The link works once.
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?link=invalid$/);
  await expect(page.getByText('This link is invalid or has already been used.')).toBeVisible();
});

test('sign in greets the user by name', async () => {
  await logIn(page, account);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome back, ${account.name}`,
    {
      timeout: SIGN_IN_MS,
    },
  );
  await expect(page.getByRole('region', { name: 'Your Portfolio' })).toContainText(
    'Your portfolio is empty. Add positions to get started.',
  );
  await expect(page.getByRole('region', { name: 'Your Watchlist' })).toContainText(
    'Add stocks to your watchlist by searching or viewing stock details.',
  );
});

test('add to the watchlist from the stock page, remove from the card', async () => {
  await page.goto('/stock/AAPL');
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Watchlist' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const card = page.getByRole('region', { name: 'Your Watchlist' });
  const row = card.getByRole('listitem').filter({ hasText: 'AAPL' });
  await expect(row).toContainText(/Apple/);
  await expect(row).toContainText(/\$[\d,]+\.\d{2}/);
  await row.hover();
  await row.getByRole('button', { name: 'Remove AAPL from watchlist' }).click();
  await expect(card).toContainText(
    'Add stocks to your watchlist by searching or viewing stock details.',
  );
});

test('add positions through the dialog, validation errors first', async () => {
  await page.goto('/portfolio');
  await expect(
    page.getByText('Your portfolio is empty. Add positions to get started.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add Position' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Position' });
  await dialog.getByRole('button', { name: 'Add to Portfolio' }).click();
  await expect(dialog.getByText('Number of shares is required')).toBeVisible();
  await expect(dialog.getByText('Purchase price is required')).toBeVisible();
  await expect(dialog.getByText('Please select a stock')).toBeVisible();

  await dialog.getByLabel('Shares').fill('0');
  await dialog.getByLabel('Purchase price').fill('0');
  await dialog.getByRole('button', { name: 'Add to Portfolio' }).click();
  await expect(dialog.getByText('Shares must be greater than 0')).toBeVisible();
  await expect(dialog.getByText('Price must be greater than 0')).toBeVisible();

  await dialog.getByLabel('Search stock').fill('microsoft');
  await dialog
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option', { name: /^MSFT/ })
    .click();
  // The price is prefilled from the current quote.
  await expect(dialog.getByLabel('Purchase price')).toHaveValue(/^\d+(\.\d{1,2})?$/);
  await dialog.getByLabel('Shares').fill('10');
  await dialog.getByLabel('Purchase price').fill('100');
  await expect(dialog.getByText('Total position value: $1,000.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to Portfolio' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add Position' }).click();
  await dialog.getByLabel('Search stock').fill('apple');
  await dialog
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option', { name: /^AAPL/ })
    .click();
  await dialog.getByLabel('Shares').fill('5');
  await dialog.getByLabel('Purchase price').fill('200');
  await dialog.getByRole('button', { name: 'Add to Portfolio' }).click();
  await expect(dialog).toBeHidden();
});

test('holdings, cards and allocation pie agree with each other', async () => {
  const holdings = page.getByRole('region', { name: 'Holdings' });
  const rows = holdings.getByRole('row');
  await expect(rows).toHaveCount(3);
  // SPEC's columns, each with the figure under it (Shares with Avg Price, Gain/Loss with %).
  await expect(holdings.getByRole('columnheader')).toHaveText([
    'Lots',
    /^Symbol.*Name$/,
    /^Shares.*Avg Price$/,
    /^Current.*Day$/,
    /^Value.*Weight$/,
    /^Cost basis/,
    /^Gain\/Loss.*%$/,
    /^Dividends.*Realized$/,
    /^Total return/,
    'Actions',
  ]);
  const cost: Record<string, number> = { MSFT: 1000, AAPL: 1000 };
  // Live prices may move between reads: check one consistent reading.
  await expect(async () => {
    const values: Record<string, number> = {};
    for (const symbol of ['MSFT', 'AAPL']) {
      // A cell's main figure, then the one under it (innerText puts a line between them).
      const row = (await cells(rows.filter({ hasText: symbol }))).map((text) => text.split('\n'));
      const [[shares = '', avg = ''] = [], [current = ''] = [], [value = ''] = []] = row.slice(2);
      const [gain = '', gainPercent = ''] = row[6] ?? [];
      const count = Number(shares);
      expect(count).toBe(symbol === 'MSFT' ? 10 : 5);
      expect(avg).toBe(symbol === 'MSFT' ? '$100.00' : '$200.00');
      expect(Math.abs(usd(value) - count * usd(current))).toBeLessThanOrEqual(count * 0.005 + 0.01);
      const expectedGain = usd(value) - (cost[symbol] ?? 0);
      expect(Math.abs(usd(gain) - expectedGain)).toBeLessThanOrEqual(0.011);
      expect(
        Math.abs(percent(gainPercent) - (expectedGain / (cost[symbol] ?? 1)) * 100),
      ).toBeLessThanOrEqual(0.011);
      values[symbol] = usd(value);
    }
    const total = (values.MSFT ?? 0) + (values.AAPL ?? 0);
    const card = (title: string) =>
      page.getByRole('region', { name: title, exact: true }).locator('p').first().innerText();
    expect(Math.abs(usd(await card('Portfolio Value')) - total)).toBeLessThanOrEqual(0.011);
    expect(Math.abs(usd(await card('Total Gain/Loss (1Y)')) - (total - 2000))).toBeLessThanOrEqual(
      0.011,
    );
    // Return is the time-weighted return over the chart's range, from daily closes.
    expect(await card('Return (1Y, time-weighted)')).toMatch(/^[+-]?\d+\.\d{2}%$/);

    const legend = page.getByRole('list', { name: 'Allocation' }).getByRole('listitem');
    await expect(legend).toHaveCount(2);
    for (const item of await legend.all()) {
      const text = await item.innerText();
      const symbol = text.includes('MSFT') ? 'MSFT' : 'AAPL';
      const [money = '', share = ''] = /(\$[\d,.]+)\s+([\d.]+%)/.exec(text)?.slice(1) ?? [];
      expect(Math.abs(usd(money) - (values[symbol] ?? 0))).toBeLessThanOrEqual(0.011);
      expect(Math.abs(percent(share) - ((values[symbol] ?? 0) / total) * 100)).toBeLessThanOrEqual(
        0.011,
      );
    }
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Performance' })).toBeVisible();

  await page.goto('/');
  const dashboardCard = page.getByRole('region', { name: 'Your Portfolio' });
  await expect(dashboardCard).toContainText('MSFT');
  await expect(dashboardCard).toContainText('AAPL');
});

test("delete a position with 'Delete Position'", async () => {
  await page.goto('/portfolio');
  await page.getByRole('button', { name: 'Delete MSFT position' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Position' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  const holdings = page.getByRole('region', { name: 'Holdings' });
  await expect(holdings.getByRole('row')).toHaveCount(2);
  await expect(holdings.getByRole('row', { name: /MSFT/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Allocation' })).toContainText('100.00%');
});

test('rename: the name is required, then saved and greeted', async () => {
  await page.goto('/profile');
  const account = page.getByRole('region', { name: 'Account Information' });
  await account.getByRole('button', { name: 'Edit' }).click();
  await account.getByLabel('Display name').fill('');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByText('Display name is required')).toBeVisible();
  await account.getByLabel('Display name').fill('Grace Hopper');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('status')).toHaveText('Profile updated successfully.');
  await expect(account.getByText('Grace Hopper')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Grace Hopper');
});

test('the dark theme applies at once and persists after a reload', async () => {
  await page.goto('/profile');
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await theme.getByText('Dark').click();
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // Wait for the save to reach the server before reloading.
  await expect
    .poll(async () => (await (await page.request.get('/api/me')).json()).preferences?.theme)
    .toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(
    page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }),
  ).toBeChecked();
});

test("a second browser sees watchlist changes live and 'Log Out All devices' signs it out", async ({
  browser,
}) => {
  const other = await browser.newContext();
  await other.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  const second = await other.newPage();
  await logIn(second, { ...account, name: 'Grace Hopper' });
  await second.goto('/watchlist');
  const list = second.getByRole('region', { name: 'Your Watchlist' });
  await expect(list).toContainText(
    'Add stocks to your watchlist by searching or viewing stock details.',
  );

  await page.goto('/stock/NVDA');
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(list.getByRole('link', { name: 'NVDA' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove from Watchlist' }).click();
  await expect(list.getByRole('link', { name: 'NVDA' })).toBeHidden();

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log Out All devices' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log Out All devices' });
  await confirm.getByRole('button', { name: 'Log Out All' }).click();
  await expect(page).toHaveURL(/\/login\?reason=signed-out-everywhere$/);
  // The other browser is signed out by the live stream, without reloading, and told why.
  await expect(second).toHaveURL(/\/login\?next=%2Fwatchlist&reason=signed-out-everywhere$/);
  await expect(second.getByText('You were signed out on all devices.')).toBeVisible();
  await second.goto('/profile');
  await expect(second).toHaveURL(/\/login\?next=%2Fprofile$/);
  await other.close();
});

test('reset the password through the mailed link, then log in with it', async () => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: /Reset|Send/ }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Password reset email sent! Check your inbox for further instructions.',
  );
  const link = await newestMailLink(page.request, account.email, RESET_SUBJECT);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Your password has been reset. You can log in now.',
  );

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await logIn(page, { ...account, password: NEW_PASSWORD });
});

test('delete the account: confirm, type DELETE, back to the visitor dashboard', async () => {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Account' })
    .getByRole('button', { name: 'Continue' })
    .click();
  const typed = page.getByRole('dialog', { name: 'Confirm Account Deletion' });
  await typed.getByLabel('Confirmation phrase').fill('DELETE');
  await typed.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Market Dashboard');

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
});
