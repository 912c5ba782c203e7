import type { Page } from '@playwright/test';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { alertsContract } from '#shared/alerts/alerts.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { watchlistContract, watchlistsContract } from '#shared/watchlist/watchlist.contract.ts';
import { newAccount, signedInJourney, SIGN_IN_MS, testAddress } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { newestMailLink, VERIFY_SUBJECT } from './mailbox.ts';
import { controlledPage, goOffline, sameOrigin } from './pwa.ts';
import { everyWidthAndTheme, systemTheme, viewportOf, WIDTHS } from './widths.ts';

// What an investor meets around the portfolio, on the simulated market, each screen at 1280 and
// 390 px, light and dark, axe-clean, with screenshots in .tmp/screens/investor-*: alerts that
// say when they are checked and whether they come by e-mail, the markets' sectors, proxies and
// news, a page never saved for offline use, and the small things (the e-mail filled in after
// verifying, Terms and Privacy as links, a word after deleting the account, a remembered sort,
// a long note read whole).

const journey = signedInJourney('investor');
const CHECKED_WHEN = /^Alerts are checked against the last price while the US market is open/;
const LONG_NOTE =
  'Trim above 1,000 before the March earnings: the guidance last quarter leaned on data-centre ' +
  'demand that may not last, and the stock already prices in two more record quarters. Re-read.';

const post = (page: Page, path: string, data: object, method = 'POST') =>
  page.request.fetch(path, { method, headers: sameOrigin(page), data });

const phone = (page: Page) => (page.viewportSize()?.width ?? 0) < 640;

/** The top bar's search box shows its placeholder whole, or none (never 'Searc'). */
async function expectSearchPlaceholderWhole(page: Page) {
  const cut = await page.getByRole('combobox', { name: 'Search stocks' }).evaluate((input) => {
    const field = input as HTMLInputElement;
    if (getComputedStyle(field, '::placeholder').opacity === '0') return 0;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return Infinity;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(field.placeholder).width - room;
  });
  expect(cut, 'the search box cuts its placeholder').toBeLessThanOrEqual(0);
}

test('alerts say whether they come by e-mail, when they are checked, and offer Re-arm', async () => {
  const { page } = journey;
  await page.goto('/alerts');
  // An alert whose condition is already true fires when it is saved (the first check).
  const fired = await post(page, alertsContract.createAlert.path, {
    symbol: 'AAPL',
    condition: 'below',
    value: '999999',
  });
  expect(fired.status(), await fired.text()).toBe(201);
  const triggered = 'AAPL falls to or below $999,999.00';
  await expect
    .poll(async () => {
      const answer = await page.request.get(alertsContract.alerts.path);
      return ((await answer.json()) as { alerts: { status: string }[] }).alerts[0]?.status;
    })
    .toBe('triggered');

  await everyWidthAndTheme(page, 'investor-alerts', async () => {
    await expect(page.getByRole('button', { name: 'New alert' })).toBeVisible();
    await expect(page.getByText(CHECKED_WHEN)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Triggered (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Re-arm: ${triggered}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Pause: ${triggered}` })).toHaveCount(0);
    await expectSearchPlaceholderWhole(page);
  });

  // Where an alert is made: off by default, said so, with the way to the profile's switch.
  await page.goto('/stock/AAPL');
  const dialog = page.getByRole('dialog', { name: 'Create alert for AAPL' });
  const openDialog = async () => {
    await page.getByRole('button', { name: 'Create alert' }).first().click();
    await expect(dialog.getByLabel('Price ($)')).toHaveValue(/^\d+\.\d{2}$/);
    await expect(dialog.getByText(CHECKED_WHEN)).toBeVisible();
  };
  await openDialog();
  await expect(dialog.getByText(/^Alert e-mails are off/)).toBeVisible();
  await dialog.getByRole('link', { name: 'Turn on in your profile' }).click();
  await expect(page).toHaveURL(/\/profile#email-notifications$/);

  const emails = page.getByRole('region', { name: 'Email Notifications' });
  const alertMails = emails.getByRole('switch', { name: 'Price alert e-mails' });
  const summary = emails.getByRole('switch', { name: 'Daily summary e-mail' });
  await expect(alertMails).toHaveAttribute('aria-checked', 'false');
  await alertMails.click();
  await expect(alertMails).toHaveAttribute('aria-checked', 'true');
  await expect(summary).toHaveAttribute('aria-checked', 'false');
  await everyWidthAndTheme(page, 'investor-profile-emails', async () => {
    await expect(alertMails).toHaveAttribute('aria-checked', 'true');
    await expect(summary).toHaveAttribute('aria-checked', 'false');
    await expect(
      emails.getByText("Your holdings and watchlist after each trading day's close."),
    ).toBeVisible();
  });

  await page.goto('/stock/AAPL');
  await everyWidthAndTheme(
    page,
    'investor-create-alert',
    async () => {
      await openDialog();
      await expect(dialog.getByText(/^Alert e-mails are on/)).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Change in your profile' })).toBeVisible();
    },
    { fullPage: false },
  );
  await page.keyboard.press('Escape');

  // Re-arming the triggered alert watches it again.
  await page.goto('/alerts');
  const rearmed = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.ok(),
  );
  await page.getByRole('button', { name: `Re-arm: ${triggered}` }).click();
  expect(await (await rearmed).json()).toMatchObject({ status: 'armed' });
});

test("the markets: 11 sectors, bonds, gold and currencies, and 'View all news' opens the news", async () => {
  const { page } = journey;
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Market News' })
      .getByRole('link', { name: 'View all news' })
      .click();
    await expect(page).toHaveURL(/\/markets#news$/);
    await expect(
      page.locator('#news').getByRole('heading', { name: 'Market News' }),
    ).toBeInViewport();
  }
  await everyWidthAndTheme(page, 'investor-markets', async () => {
    const news = page.locator('#news');
    await expect(news.getByRole('heading', { name: 'Market News' })).toBeInViewport();
    await expect(news.getByRole('listitem').first()).toBeVisible();
    const sectors = page.getByRole('region', { name: 'Sectors' });
    await expect(sectors.getByRole('button')).toHaveCount(11);
    for (const name of ['Technology', 'Utilities', 'Real Estate', 'Materials'])
      await expect(sectors.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
    const proxies = page.getByRole('region', { name: 'Bonds, gold and currencies' });
    for (const symbol of ['TLT', 'AGG', 'BND', 'GLD', 'UUP', 'FXE', 'FXY'])
      await expect(proxies.getByRole('link', { name: symbol, exact: true })).toBeVisible();
    await expect(proxies.getByRole('listitem').nth(3)).toContainText(/Gold.*\$[\d,]+\.\d{2}/);
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
  });
});

test('the watchlist keeps its sort on reload and shows a long note whole', async () => {
  const { page } = journey;
  await page.goto('/watchlist');
  for (const symbol of ['AAPL', 'MSFT', 'NVDA']) {
    const added = await post(
      page,
      fillPath(watchlistContract.addToWatchlist.path, { symbol }),
      {},
      'PUT',
    );
    expect(added.ok()).toBe(true);
  }
  const lists = await page.request.get(watchlistsContract.watchlists.path);
  const [list] = ((await lists.json()) as { lists: { id: string }[] }).lists;
  const noted = await post(
    page,
    fillPath(watchlistsContract.setNote.path, { listId: list?.id ?? '', symbol: 'NVDA' }),
    { note: LONG_NOTE.slice(0, 200) },
    'PATCH',
  );
  expect(noted.ok(), await noted.text()).toBe(true);

  await page.setViewportSize(viewportOf(1280));
  await page.reload();
  const price = page.getByRole('table').getByRole('columnheader', { name: /^Price/ });
  await price.getByRole('button').click();
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  await everyWidthAndTheme(page, 'investor-watchlist', async () => {
    const region = page.getByRole('region', { name: 'Your Watchlist' });
    if (phone(page)) await expect(region.getByLabel('Sort by')).toHaveValue('price:desc');
    else await expect(price).toHaveAttribute('aria-sort', 'descending');
    const note = region.getByLabel('Note for NVDA').locator('visible=true');
    await expect(note).toHaveValue(LONG_NOTE.slice(0, 200));
    // Every line of it shows: nothing scrolls inside the field, nothing is cut off.
    const hidden = await note.evaluate(
      (field) =>
        field.scrollHeight -
        field.clientHeight +
        Math.max(0, field.scrollWidth - field.clientWidth),
    );
    expect(hidden, 'the note is cut off').toBeLessThanOrEqual(1);
  });
});

test("a transaction's long note reads whole in the list", async () => {
  const { page } = journey;
  await page.goto('/portfolio/transactions');
  const saved = await post(page, portfolioContract.createTransaction.path, {
    type: 'buy',
    symbol: 'MSFT',
    date: '2025-06-02',
    quantity: '5',
    price: '400',
    note: LONG_NOTE,
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await everyWidthAndTheme(page, 'investor-transaction-note', async () => {
    const row = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
    const note = row.getByText(LONG_NOTE);
    await expect(note).toBeVisible();
    const box = await note.boundingBox();
    expect(box && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
  });
});

test('a page never opened online says it was not saved for offline use, with Retry', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  const page = await context.newPage();
  await controlledPage(page);
  await goOffline(context, page, '/stock/NFLX');
  await everyWidthAndTheme(
    page,
    'investor-offline-not-saved',
    async () => {
      const notSaved = page.getByRole('status').filter({ hasText: 'Not saved for offline use' });
      await expect(notSaved).toBeVisible();
      await expect(notSaved.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByLabel('Loading stock data')).toHaveCount(0);
      await expectSearchPlaceholderWhole(page);
    },
    { theme: systemTheme },
  );
  await context.close();
});

test('verified, the login page has the e-mail filled in; Terms and Privacy are links; a deleted account says so', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  const page = await context.newPage();
  await page.goto('/signup');
  await everyWidthAndTheme(
    page,
    'investor-signup',
    async () => {
      const form = page.getByRole('main');
      for (const [name, href] of [
        ['Terms of Service', '/terms'],
        ['Privacy Policy', '/privacy'],
      ] as const)
        await expect(form.getByRole('link', { name })).toHaveAttribute('href', href);
    },
    { theme: systemTheme },
  );
  const terms = context.waitForEvent('page');
  await page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(
    (await terms).getByRole('heading', { level: 1, name: 'Terms of Service' }),
  ).toBeVisible();
  await (await terms).close();

  const account = newAccount('verified');
  const signedUp = await page.request.post(accountContract.signUp.path, {
    headers: { ...sameOrigin(page), 'x-forwarded-for': testAddress() },
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  await page.goto(await newestMailLink(page.request, account.email, VERIFY_SUBJECT));
  await expect(page).toHaveURL(/\/login\?verify=/);
  await everyWidthAndTheme(
    page,
    'investor-login-verified',
    async () => {
      await expect(page.getByLabel('Email')).toHaveValue(account.email);
      await expect(page.getByText('Log in with the password you chose')).toBeVisible();
    },
    { theme: systemTheme },
  );
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible({
    timeout: SIGN_IN_MS,
  });

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Account Deletion' });
  await confirm.getByLabel('Confirmation phrase').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Focus on the toast keeps it while each width and theme is looked at.
  const dismiss = page.getByRole('button', { name: 'Dismiss: Your account was deleted' });
  await dismiss.focus();
  await everyWidthAndTheme(
    page,
    'investor-account-deleted',
    async () => {
      const toast = page.getByRole('region', { name: 'New notifications' });
      await expect(toast).toContainText('Your account was deleted');
      await expect(toast).toContainText('watchlists, portfolio, alerts and settings are gone');
      await expect(toast).toBeInViewport();
    },
    { theme: systemTheme, reload: false, fullPage: false },
  );
  await context.close();
});
