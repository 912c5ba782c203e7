import type { Page } from '@playwright/test';
import { alertsBaseURL, FAKE_CONTROL_URL } from '../playwright.config.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { newAccount, signUpVerified } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// A price alert from the stock page to the inbox, on the app that reads a fake
// Finnhub (playwright.config.ts): create it above today's price, move the price on the fake
// provider's trade stream, and see the toast, the bell, the e-mail and the triggered alert.

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: alertsBaseURL });

let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: alertsBaseURL });
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  page = await context.newPage();
  await signUpVerified(page, newAccount('alerts-journey'));
});
test.afterAll(async () => {
  await page.context().close();
});

test('an alert created on the stock page fires when the price moves: toast, bell, mail, /alerts', async () => {
  test.slow();
  const on = await page.request.fetch(preferencesContract.updatePreferences.path, {
    method: 'PATCH',
    headers: { origin: alertsBaseURL },
    data: { emailNotifications: true },
  });
  expect(on.status()).toBe(200);

  await page.goto('/stock/AAPL');
  await page.getByRole('button', { name: 'Create alert' }).first().click();
  const dialog = page.getByRole('dialog');
  const priceField = dialog.getByLabel('Price ($)');
  // The dialog starts from today's price, says the alert comes by e-mail too (with where to
  // change that), and when alerts are checked.
  await expect(priceField).toHaveValue(/^\d+\.\d{2}$/);
  await expect(dialog.getByText(/^Alert e-mails are on/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Change in your profile' })).toHaveAttribute(
    'href',
    '/profile#email-notifications',
  );
  await expect(
    dialog.getByText(/checked against the last price while the US market/),
  ).toBeVisible();
  const threshold = (Math.floor(Number(await priceField.inputValue())) + 5).toFixed(2);
  await priceField.fill(threshold);
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(dialog).toBeHidden();

  // The page follows AAPL live, so the app follows it on the fake's trade stream.
  await expect
    .poll(async () => {
      const response = await fetch(`${FAKE_CONTROL_URL}/subscriptions`);
      const { subscriptions } = (await response.json()) as { subscriptions: string[][] };
      return subscriptions.some((symbols) => symbols.includes('AAPL'));
    })
    .toBe(true);
  const moved = Number(threshold) + 0.12;
  await fetch(`${FAKE_CONTROL_URL}/trades`, {
    method: 'POST',
    body: JSON.stringify({ symbol: 'AAPL', price: moved }),
  });

  const title = `AAPL rose above $${threshold}`;
  await expect(
    page.getByRole('region', { name: 'New notifications' }).getByText(title),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(
    page.getByRole('link', { name: new RegExp(title.replace('$', '\\$')) }),
  ).toBeVisible();

  await page.goto('/dev/mailbox');
  const subject = new RegExp(`^${title.replace('$', '\\$')} — now \\$${moved.toFixed(2)} at`);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByRole('link', { name: /\/alerts\/off\?token=/ })).toBeVisible();

  await page.goto('/alerts');
  await expect(page.getByText('Triggered').first()).toBeVisible();
  await expect(page.getByText(`AAPL rises to or above $${threshold}`)).toBeVisible();
  await expect(page.getByText(/checked against the last price while the US market/)).toBeVisible();

  // A triggered alert offers Re-arm, not Pause; re-arming watches it again.
  const what = `AAPL rises to or above $${threshold}`;
  await expect(page.getByRole('button', { name: `Pause: ${what}` })).toHaveCount(0);
  const rearmed = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/alerts/'),
  );
  await page.getByRole('button', { name: `Re-arm: ${what}` }).click();
  expect(await (await rearmed).json()).toMatchObject({ status: 'armed' });

  // New alert on the Alerts page: pick a stock by name, then the same fields.
  await page.getByRole('button', { name: 'New alert' }).click();
  const picker = page.getByRole('dialog', { name: 'New alert' });
  await picker.getByLabel('Symbol or company').fill('microsoft');
  await picker.getByRole('button', { name: /^MSFT/ }).click();
  const form = page.getByRole('dialog', { name: 'Create alert for MSFT' });
  await expect(form.getByLabel('Price ($)')).toHaveValue(/^\d+\.\d{2}$/);
  await form.getByRole('button', { name: 'Create alert' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(/^MSFT rises to or above \$/)).toBeVisible();
});
