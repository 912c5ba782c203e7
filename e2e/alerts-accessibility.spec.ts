import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { newAccount, signUpVerified } from './accounts.ts';
import { mockAlertsApi, OFF_TOKEN } from './alerts-api-mock.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

// axe-core on the alert screens in light and dark, at 1280 and 360 px: the /alerts
// page, the bell's panel, the alert dialog on a stock page, a toast, and the alert-off page.
// The alert routes answer from fixtures (alerts-api-mock.ts); the rest is the real server.

test.describe.configure({ mode: 'serial' });

let page: Page;
let origin: string;

async function check(name: string, width: number, scheme: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await page.screenshot({
    path: join(test.info().project.outputDir, 'alert-screens', `${name}-${scheme}-${width}.png`),
  });
  expect(await seriousViolations(page), `${name} at ${width}px (${scheme})`).toEqual([]);
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  page = await context.newPage();
  await signUpVerified(page, newAccount('alerts-a11y'));
  origin = new URL(page.url()).origin;
});
test.afterAll(async () => {
  await page.context().close();
});

for (const darkMode of [false, true]) {
  const scheme = darkMode ? 'dark' : 'light';
  test(`the alert screens have no serious accessibility violation (${scheme})`, async () => {
    test.slow();
    const saved = await page.request.fetch(preferencesContract.updatePreferences.path, {
      method: 'PATCH',
      headers: { origin },
      data: { theme: darkMode ? 'dark' : 'light' },
    });
    expect(saved.ok()).toBe(true);
    const { sockets } = await mockAlertsApi(page);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 780 });

      await page.goto('/alerts');
      await expect(page.getByText('3 of 200 alerts')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(darkMode ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await check('alerts', width, scheme);

      await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
      await check('bell', width, scheme);
      await page.keyboard.press('Escape');

      await page.goto('/stock/AAPL');
      await page.getByRole('button', { name: 'Create alert' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create alert for AAPL' });
      await expect(dialog.getByLabel('Price ($)')).not.toHaveValue('');
      await dialog.getByLabel('Price ($)').fill('1');
      await expect(dialog.getByRole('status')).toContainText('is already at or above $1.00');
      await check('alert-dialog', width, scheme);
      await page.keyboard.press('Escape');

      const socket = sockets.at(-1);
      if (!socket) throw new Error('the page opened no live stream');
      socket.send(
        JSON.stringify({
          type: 'user-event',
          event: {
            type: 'alert-triggered',
            notificationId: '3',
            alertId: '6f1c1b1e-7c55-4d2a-9a53-2d0f6a3c0001',
            symbol: 'AAPL',
            title: 'AAPL rose above $200.00',
            body: 'Now $200.12 at 10:41 ET',
          },
        }),
      );
      await expect(page.getByRole('link', { name: 'View AAPL' })).toBeVisible();
      await check('toast', width, scheme);

      await page.goto(`/alerts/off?token=${OFF_TOKEN}`);
      await expect(
        page.getByText('Turn off the alert: AAPL rises to or above $200.00?'),
      ).toBeVisible();
      await check('alert-off', width, scheme);
    }
  });
}
