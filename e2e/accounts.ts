import type { Page } from '@playwright/test';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { expect, test } from './fixtures.ts';
import { newestMailLink, VERIFY_SUBJECT } from './mailbox.ts';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

/** A documentation address (RFC 5737) of its own for each call. */
export const testAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

/** A fresh account per call: runs share one server and its database. */
export function newAccount(label: string): TestAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: 'Ada Lovelace',
    email: `${label}-${unique}@example.com`,
    password: 'correct-horse-1',
  };
}

/**
 * Signs up through the API, opens the mailed verification link and logs in on the page it
 * opens, which finishes verification (decision 016) and signs in.
 */
/** Sign-in runs real scrypt at OWASP cost; beside another worker's sign-ups on 2 cores it can
 * outlast expect's 5 s default. */
export const SIGN_IN_MS = 15_000;

export async function signUpVerified(page: Page, account: TestAccount) {
  await page.goto('/login');
  // The API's writes require our Origin (CSRF check); the browser sends it, a test says so.
  const sameOrigin = { origin: new URL(page.url()).origin };
  // Each test user signs up from an address of its own, as real people do: the e2e servers trust
  // loopback as their proxy (playwright.config.ts), so the per-address sign-up limit (20 an hour)
  // is not spent by the whole suite's users together.
  const response = await page.request.post(accountContract.signUp.path, {
    headers: { ...sameOrigin, 'x-forwarded-for': testAddress() },
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const link = await newestMailLink(page.request, account.email, VERIFY_SUBJECT);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?verify=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible({
    timeout: SIGN_IN_MS,
  });
}

/** Signs in through the login page and waits for the signed-in dashboard. */
export async function logIn(page: Page, account: TestAccount) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible({
    timeout: SIGN_IN_MS,
  });
}

/**
 * A journey's signed-in page: one fresh, verified account (signed up in a context that skips the
 * first-visit dialog) shared by the file's tests, which run in order; its context closes after the
 * last. Read `.page` inside the tests.
 */
export function signedInJourney(label: string) {
  test.describe.configure({ mode: 'serial' });
  const journey = { account: newAccount(label), page: undefined as unknown as Page };
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
    journey.page = await context.newPage();
    await signUpVerified(journey.page, journey.account);
  });
  test.afterAll(async () => {
    await journey.page.context().close();
  });
  return journey;
}
