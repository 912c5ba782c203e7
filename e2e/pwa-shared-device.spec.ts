import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { LIVE_STREAM_PATH } from '#shared/platform/live.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { watchlistContract, watchlistsContract } from '#shared/watchlist/watchlist.contract.ts';
import { logIn, newAccount, signUpVerified, type TestAccount } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { cachedUserData, controlledPage, sameOrigin, userDataEntries } from './pwa.ts';

// The installed app on a shared computer. Log Out works offline and
// ends the server's session once the network is back; what the device kept offline of a user
// goes at any sign-out it learns of, and an answer still on its way at Log Out is not kept.

test.use({ serviceWorkers: 'allow' });
// One after the other, in one worker: the two accounts below are signed up once for the file (the
// server allows 20 sign-ups an hour per address, and the whole suite shares one address), and a
// "Log Out All devices" in one journey would end another's session.
test.describe.configure({ mode: 'default' });

/** The user of the shared computer (AAPL on the watchlist, 12 MSFT), and the next one. */
const owner = newAccount('shared-owner');
const next = newAccount('shared-next');

test.beforeAll(async ({ browser }) => {
  for (const account of [owner, next]) {
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
    const page = await context.newPage();
    await signUpVerified(page, account);
    if (account === owner) await addOwnersData(page);
    await context.close();
  }
});

async function addOwnersData(page: Page) {
  const watched = await page.request.put(
    fillPath(watchlistContract.addToWatchlist.path, { symbol: 'AAPL' }),
    { headers: sameOrigin(page) },
  );
  expect(watched.ok(), await watched.text()).toBe(true);
  const added = await page.request.post(portfolioContract.addPosition.path, {
    headers: sameOrigin(page),
    data: { symbol: 'MSFT', shares: 12, purchasePrice: 100 },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

interface SharedDevice {
  context: BrowserContext;
  page: Page;
}

/**
 * A fresh browser where the owner logged in and has seen /watchlist and /portfolio under the
 * service worker, so both are kept for offline use.
 */
async function userOnSharedDevice(
  browser: Browser,
  { liveStream = true } = {},
): Promise<SharedDevice> {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: LAPTOP });
  // A mocked socket that never hears from the server.
  if (!liveStream)
    await context.routeWebSocket(new RegExp(`${LIVE_STREAM_PATH}$`), () => undefined);
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  const page = await context.newPage();
  await logIn(page, owner);
  await controlledPage(page);
  await seesOwnData(page);
  expect(await userDataEntries(page)).not.toEqual([]);
  return { context, page };
}

const holding = (page: Page, symbol: string) =>
  page.getByRole('region', { name: 'Holdings' }).getByRole('row', { name: new RegExp(symbol) });

async function seesOwnData(page: Page) {
  await page.goto('/watchlist');
  await expect(page.getByRole('link', { name: /AAPL/ }).first()).toBeVisible();
  await page.goto('/portfolio');
  await expect(holding(page, 'MSFT')).toBeVisible();
}

/** Offline, neither /watchlist nor /portfolio shows anything of the user who was here. */
async function offlineShowsNothingOf(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  for (const path of ['/watchlist', '/portfolio']) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('AAPL')).toHaveCount(0);
    await expect(page.getByText('MSFT')).toHaveCount(0);
  }
  const kept = await cachedUserData(page);
  expect(kept).not.toContain('AAPL');
  expect(kept).not.toContain('MSFT');
}

const sessionCookieOf = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
};

const logOutButton = (page: Page) => page.getByRole('button', { name: 'Log Out', exact: true });

test('Log Out while offline ends the session: back online nobody is signed in, and the old cookie opens nothing', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const { context, page } = await userOnSharedDevice(browser);
  const cookie = await sessionCookieOf(context);
  await page.setViewportSize(PHONE);
  await page.goto('/profile');
  await expect(logOutButton(page)).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await logOutButton(page).click();
  await expect(page).toHaveURL(/\/login$/);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toHaveCount(0);

  // The server's session really ended: the cookie the browser held opens nothing any more.
  const elsewhere = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie },
  });
  await expect
    .poll(async () => (await elsewhere.get(accountContract.session.path)).json())
    .toEqual({ user: null });
  await elsewhere.dispose();
  await context.close();
});

test('after Log Out offline, the first API address opened back online answers as nobody', async ({
  browser,
}) => {
  test.slow();
  const { context, page } = await userOnSharedDevice(browser);
  await page.goto('/profile');
  await expect(logOutButton(page)).toBeVisible();
  await context.setOffline(true);
  await logOutButton(page).click();
  await expect(page).toHaveURL(/\/login$/);
  // The tab is closed before the network is back: the next person types an API address.
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  const answer = await next.goto(portfolioContract.holdings.path);
  expect(answer?.status()).toBe(401);
  expect(await next.content()).not.toContain('MSFT');
  await context.close();
});

test('offline, the profile page has a Log Out button the offline notice does not cover (390 and 1280 px)', async ({
  browser,
}) => {
  test.slow();
  const { context, page } = await userOnSharedDevice(browser);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Account Information' })).toBeVisible();
  await context.setOffline(true);
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await logOutIsUncovered(page, `${viewport.width} px, with the account's details`);
  }
  // Opened offline: the account's details are not kept, the button must be there all the same.
  await page.reload();
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await logOutIsUncovered(page, `${viewport.width} px, opened offline`);
  }
  await context.close();
});

/** Scrolled to it (the end of the page), Log Out lies clear of the offline notice. */
async function logOutIsUncovered(page: Page, where: string) {
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(notice).toBeVisible();
  const button = logOutButton(page);
  await expect(button).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [buttonBox, noticeBox] = [await button.boundingBox(), await notice.boundingBox()];
  if (!buttonBox || !noticeBox) throw new Error('no box');
  const overlaps =
    buttonBox.y < noticeBox.y + noticeBox.height &&
    noticeBox.y < buttonBox.y + buttonBox.height &&
    buttonBox.x < noticeBox.x + noticeBox.width &&
    noticeBox.x < buttonBox.x + buttonBox.width;
  expect(overlaps, where).toBe(false);
  await button.click({ trial: true, timeout: 2_000 });
}

test('a session ended from another device, learned through a 401, leaves nothing of the user offline', async ({
  browser,
}) => {
  test.slow();
  // This browser never hears the live stream's 'signed-out' (a lost event, a sleeping laptop):
  // the next answer of a user route is how it learns.
  const { context, page } = await userOnSharedDevice(browser, {
    liveStream: false,
  });
  await page.goto('/watchlist');
  await expect(page.getByRole('link', { name: /AAPL/ }).first()).toBeVisible();

  await logOutEverywhereFrom(browser, owner);
  // A screen of this page load that asks for the user's data now: the answer is 401.
  const refused = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === portfolioContract.holdings.path &&
      response.status() === 401,
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Portfolio' })
    .click();
  await refused;
  await expect.poll(() => userDataEntries(page)).toEqual([]);
  await offlineShowsNothingOf(context, page);
  await context.close();
});

test('a session ended from another device, heard on the live stream, leaves nothing of the user offline', async ({
  browser,
}) => {
  test.slow();
  const { context, page } = await userOnSharedDevice(browser);
  await logOutEverywhereFrom(browser, owner);
  await expect(page).toHaveURL(/reason=signed-out-everywhere/);
  await expect.poll(() => userDataEntries(page)).toEqual([]);
  await offlineShowsNothingOf(context, page);
  await context.close();
});

test('after A logs out and B logs in on the same browser, B offline sees nothing of A', async ({
  browser,
}) => {
  test.slow();
  const { context, page } = await userOnSharedDevice(browser);
  await page.goto('/profile');
  await logOutButton(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, next);
  await page.goto('/watchlist');
  await expect(page.getByText('Add stocks to your watchlist').first()).toBeVisible();
  await offlineShowsNothingOf(context, page);
  await context.close();
});

test('an answer on its way at Log Out is not kept after it', async ({ browser }) => {
  test.slow();
  const { context, page } = await userOnSharedDevice(browser);
  await page.goto('/watchlist');
  await expect(page.getByRole('link', { name: /AAPL/ }).first()).toBeVisible();

  // The worker's request for the watchlists is answered by the server at once (with the user's
  // lists), but the answer reaches the browser only after Log Out.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered = () => {};
  const serverAnswered = new Promise<void>((resolve) => (answered = resolve));
  let delivered = () => {};
  const deliveredToWorker = new Promise<void>((resolve) => (delivered = resolve));
  await context.route(`**${watchlistsContract.watchlists.path}`, async (route: Route) => {
    const response = await route.fetch();
    answered();
    await released;
    await route.fulfill({ response });
    delivered();
  });
  await page.evaluate((path) => {
    void fetch(path);
  }, watchlistsContract.watchlists.path);
  await serverAnswered;

  await page.getByRole('link', { name: /^Your profile/ }).click();
  await logOutButton(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => userDataEntries(page)).toEqual([]);

  release();
  await deliveredToWorker;
  // The worker stores an answer right after it arrives; watch for it for a while.
  for (let sample = 0; sample < 15; sample += 1) {
    expect(await userDataEntries(page)).toEqual([]);
    await page.waitForTimeout(100);
  }
  await context.close();
});

/** "Log Out All devices" from another browser, through the API its page would call. */
async function logOutEverywhereFrom(browser: Browser, account: TestAccount) {
  const elsewhere = await browser.newContext();
  const page = await elsewhere.newPage();
  await page.goto('/login');
  const signedIn = await page.request.post(accountContract.signIn.path, {
    headers: sameOrigin(page),
    data: { email: account.email, password: account.password, rememberMe: true },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const out = await page.request.post(accountContract.logOutAll.path, {
    headers: sameOrigin(page),
  });
  expect(out.ok(), await out.text()).toBe(true);
  await elsewhere.close();
}
