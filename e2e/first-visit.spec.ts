import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

// SPEC §4: a first-time visitor without a session is shown the login/signup dialog once.

test.use({ firstVisit: true });

test('the sign-in dialog opens on the first visit only', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Market Dashboard' })).toBeVisible();
  await page.goto('/markets');
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a first visit straight to the login page does not stack the dialog on it', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a 360 px phone both panels fit the screen and pass axe (${colorScheme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    for (const name of ['Sign In', 'Create Account']) {
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, `${name} within the screen`).toBe(true);
      expect(await dialog.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await page.screenshot({
        path: `test-results/first-visit/${name.toLowerCase().replace(' ', '-')}-360-${colorScheme}.png`,
      });
      expect(await seriousViolations(page), `${name} (${colorScheme})`).toEqual([]);
      if (name === 'Sign In') await dialog.getByRole('button', { name: 'Create account' }).click();
    }
  });
}
