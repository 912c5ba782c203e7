import { expect, test } from './fixtures.ts';

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
