import type { Locator, Page } from '@playwright/test';
import { logIn, newAccount, signUpVerified } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { seriousViolations } from './axe.ts';
import { LIVE_STREAM_PATH } from '#shared/platform/live.ts';

// Phones and polish (docs/decisions/035): holdings and transactions as cards on a phone, every dialog on a
// 360 px screen, the System theme, returning after login, focus back on the opener, a mistyped
// DELETE. Screenshots at 1280 and 390 px, light and dark, in test-results/phone-and-polish/.

test.describe.configure({ mode: 'serial' });

const account = newAccount('phones');
let page: Page;
let origin: string;

const send = (method: 'POST' | 'PATCH', path: string, data: unknown) =>
  page.request.fetch(path, { method, headers: { origin }, data });

/** Nothing wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll() {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The element lies within its page's width. */
async function expectWithinScreenWidth(element: Locator) {
  const box = await element.boundingBox();
  const width = element.page().viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
}

/** The open dialog lies within the screen's width, and scrolls nothing sideways. */
async function expectDialogFits(name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectWithinScreenWidth(dialog);
  expect(await dialog.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await expectNoSidewaysScroll();
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  page = await context.newPage();
  await signUpVerified(page, account);
  await logIn(page, account);
  origin = new URL(page.url()).origin;
  for (const [symbol, shares, purchasePrice] of [
    ['AAPL', 10, 150],
    ['MSFT', 4, 310.5],
  ] as const)
    expect(
      (
        await send('POST', portfolioContract.addPosition.path, {
          symbol,
          name: null,
          shares,
          purchasePrice,
        })
      ).ok(),
    ).toBe(true);
});
test.afterAll(async () => {
  await page.context().close();
});

test('a new account follows the system theme, live', async () => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/profile');
  await expect(
    page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'System' }),
  ).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('from phone to desktop, the top bar keeps the logo whole and the bell and the profile in sight while prices are delayed', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  const screen = await context.newPage();
  // Every live connection is refused, again on each retry: the header says prices are delayed.
  await screen.routeWebSocket(`**${LIVE_STREAM_PATH}`, (socket) => socket.close());
  await logIn(screen, account);
  await expect(screen.getByRole('status').getByText('Delayed', { exact: true })).toBeAttached();
  const logo = screen.getByRole('banner').getByRole('link', { name: 'Tickerdeck' });
  for (const width of [390, 768, 1024, 1280, 1440]) {
    await screen.setViewportSize({ width, height: 844 });
    await expectWithinScreenWidth(screen.getByRole('button', { name: /^Notifications/ }));
    await expectWithinScreenWidth(screen.getByRole('link', { name: /^Your profile/ }));
    // The logo is in the top bar from 768 px: all of its name, not cut by the search box.
    if (width >= 768) {
      expect(await logo.evaluate((link) => link.scrollWidth <= link.clientWidth), `${width}`).toBe(
        true,
      );
    }
    expect(
      await screen.evaluate(() => document.documentElement.scrollWidth),
      `${width} px: nothing scrolls sideways`,
    ).toBeLessThanOrEqual(width);
    await screen.screenshot({ path: `test-results/phone-and-polish/delayed-top-bar-${width}.png` });
  }
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`holdings and transactions are cards on a phone, axe clean (${theme})`, async () => {
    test.slow();
    const saved = await send('PATCH', preferencesContract.updatePreferences.path, { theme });
    expect(saved.ok()).toBe(true);
    for (const width of [1280, 390, 360]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 800 });
      for (const [name, path] of [
        ['portfolio', '/portfolio'],
        ['transactions', '/portfolio/transactions'],
      ] as const) {
        await page.goto(path);
        if (name === 'portfolio') {
          const cards = page.getByRole('list', { name: 'Holdings' });
          if (width < 640) {
            await expect(cards.getByRole('listitem').first()).toBeVisible();
            await expect(cards.getByRole('button', { name: 'Delete AAPL position' })).toBeVisible();
            await expect(cards.getByRole('button', { name: 'Sell MSFT' })).toBeVisible();
          } else {
            // The performance chart draws in a layout <table> of its own: the holdings' one.
            await expect(
              page.getByRole('region', { name: 'Holdings' }).getByRole('table'),
            ).toBeVisible();
          }
        } else {
          await expect(page.getByRole('list', { name: 'Transactions' })).toBeVisible();
        }
        await expect(page.getByTestId('skeleton')).toHaveCount(0);
        await expectNoSidewaysScroll();
        if (width !== 360) {
          await page.screenshot({
            path: `test-results/phone-and-polish/${name}-${width}-${theme}.png`,
            fullPage: true,
          });
          expect(await seriousViolations(page), `${name} at ${width}px (${theme})`).toEqual([]);
        }
      }
    }
  });
}

test('every dialog fits a 360 px screen; focus returns to the button that opened it', async () => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/portfolio');
  const add = page.getByRole('button', { name: 'Add Position' });
  await add.click();
  await expectDialogFits('Add Position');
  await page.screenshot({ path: 'test-results/phone-and-polish/add-position-360.png' });
  await page.keyboard.press('Escape');
  await expect(add).toBeFocused();

  const sell = page.getByRole('button', { name: 'Sell AAPL' });
  await sell.click();
  await expectDialogFits(/Sell/);
  await page.keyboard.press('Escape');
  await expect(sell).toBeFocused();

  await page.getByRole('button', { name: 'Delete AAPL position' }).click();
  await expectDialogFits('Delete Position');
  await expect(
    page.getByRole('dialog', { name: 'Delete Position' }).getByRole('button', { name: 'Delete' }),
  ).toHaveClass(/\bbg-red-700\b/);
  await page.keyboard.press('Escape');

  await page.goto('/portfolio/transactions');
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  await expectDialogFits(/transaction/i);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Import' }).click();
  await expectDialogFits(/Import/);
  await page.screenshot({ path: 'test-results/phone-and-polish/import-360.png' });
  await page.keyboard.press('Escape');

  await page.goto('/stock/AAPL');
  const createAlert = page.getByRole('button', { name: 'Create alert' });
  await createAlert.click();
  await expectDialogFits('Create alert for AAPL');
  await page.screenshot({ path: 'test-results/phone-and-polish/create-alert-360.png' });
  await page.keyboard.press('Escape');
  await expect(createAlert).toBeFocused();
});

test('a mistyped DELETE keeps the dialog open with the reason', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  const opener = page.getByRole('button', { name: 'Delete Account' });
  await opener.click();
  await expectDialogFits('Delete Account');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(opener).toBeFocused();
  await opener.click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Account Deletion' });
  await dialog.getByLabel('Confirmation phrase').fill('DELET');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Account deletion cancelled. The confirmation phrase did not match.',
  );
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-and-polish/mistyped-delete-390.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a visitor sent to /login comes back to the page after logging in', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  const visitor = await context.newPage();
  await visitor.goto('/portfolio/transactions');
  await expect(visitor).toHaveURL(/\/login\?next=%2Fportfolio%2Ftransactions$/);
  await visitor.getByLabel('Email').fill(account.email);
  await visitor.getByLabel('Password').fill(account.password);
  await visitor.getByRole('button', { name: 'Log In' }).click();
  await expect(visitor).toHaveURL(/\/portfolio\/transactions$/, { timeout: 15_000 });
  await expect(visitor.getByRole('list', { name: 'Transactions' })).toBeVisible();
  await context.close();
});
