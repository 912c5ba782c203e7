import { newAccount } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { mailLinks, VERIFY_SUBJECT } from './mailbox.ts';

// SPEC §6: what a visitor meets on the signed-in screens, and SPEC §4/§8's unverified login.

// /login remembers where the visitor was (?next=), and returns them there after.
test('/profile and /watchlist send a visitor to /login, remembering the page', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await page.goto('/watchlist');
  await expect(page).toHaveURL(/\/login\?next=%2Fwatchlist$/);
});

test('/portfolio asks a visitor to log in or sign up', async ({ page }) => {
  await page.goto('/portfolio');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  await main.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fportfolio$/);
});

test('the top bar offers a visitor Log In', async ({ page }) => {
  await page.goto('/markets');
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fmarkets$/);
});

test("an unverified login shows SPEC §8's message, and 'Resend verification email' resends", async ({
  page,
}) => {
  const account = newAccount('unverified');
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

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Please verify your email address before logging in. Check your inbox for a verification link...',
  );
  // Still a visitor: the profile redirects.
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();

  const count = async () => (await mailLinks(page.request, account.email, VERIFY_SUBJECT)).length;
  await expect.poll(count).toBeGreaterThanOrEqual(1);
  const before = await count();
  await alert.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(alert).toContainText('Verification email sent. Check your inbox.');
  await expect.poll(count).toBe(before + 1);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
});
