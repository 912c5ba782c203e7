import type { Browser, BrowserContext, Page } from '@playwright/test';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { API_PREFIX, fillPath } from '#shared/platform/contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { newAccount, signUpVerified, type TestAccount } from './accounts.ts';
import { controlledPage } from './pwa.ts';
import { expect, test } from './fixtures.ts';

// Every page's first screen comes rendered from the server: its content is in the HTML
// before any script runs, the browser takes it over without asking for what it shows, and a
// signed-in page is its own user's alone (docs/performance.md).

/** The page's text as a browser shows it with JavaScript off: only the server's HTML. */
async function textWithoutScript(browser: Browser, path: string, cookies: Cookie[] = []) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const response = await page.goto(path);
  const text = await page.locator('body').innerText();
  const cacheControl = response?.headers()['cache-control'];
  await context.close();
  return { text, cacheControl };
}
type Cookie = Parameters<BrowserContext['addCookies']>[0][number];

test.describe('with JavaScript off, a page shows its content, not a skeleton', () => {
  test('a stock page: the price, the name and the key statistics', async ({ browser }) => {
    const { text } = await textWithoutScript(browser, '/stock/AAPL');
    expect(text).toContain('Apple');
    expect(text).toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    expect(text).toContain('Key Statistics');
    expect(text).toMatch(/52W High\s*\$\d/);
    expect(text).not.toContain('Loading…');
  });

  test('markets: every sector fund and the movers', async ({ browser }) => {
    const { text } = await textWithoutScript(browser, '/markets');
    for (const fund of ['XLK', 'XLF', 'XLE']) expect(text).toContain(fund);
    expect(text).toMatch(/Top Gainers/i);
  });
});

test.describe('a signed-in page', () => {
  test.describe.configure({ mode: 'serial' });
  const owners: { account: TestAccount; page: Page; symbol: string }[] = [];

  test.beforeAll(async ({ browser }) => {
    for (const [label, symbol] of [
      ['ssr-ada', 'NVDA'],
      ['ssr-bob', 'TSLA'],
    ] as const) {
      const context = await browser.newContext();
      await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
      const page = await context.newPage();
      const account = newAccount(label);
      await signUpVerified(page, account);
      const bought = await page.request.post(portfolioContract.createTransaction.path, {
        headers: { origin: new URL(page.url()).origin },
        data: { type: 'buy', symbol, date: '2026-01-05', quantity: '7', price: '100' },
      });
      expect(bought.ok(), await bought.text()).toBe(true);
      owners.push({ account, page, symbol });
    }
  });
  test.afterAll(async () => {
    for (const owner of owners) await owner.page.context().close();
  });

  test('carries its holdings in the HTML, before any script runs', async ({ browser }) => {
    const [ada] = owners;
    if (!ada) throw new Error('no account');
    const { text, cacheControl } = await textWithoutScript(
      browser,
      '/portfolio',
      await ada.page.context().cookies(),
    );
    expect(text).toContain(ada.symbol);
    expect(text).toMatch(/7(\.0+)? shares|\b7\b/);
    expect(cacheControl).toBe('no-store');
  });

  test('is never served to another user or to a visitor', async ({ browser, request }) => {
    const [ada, bob] = owners;
    if (!ada || !bob) throw new Error('no accounts');
    const adaPage = await textWithoutScript(
      browser,
      '/portfolio',
      await ada.page.context().cookies(),
    );
    const bobPage = await textWithoutScript(
      browser,
      '/portfolio',
      await bob.page.context().cookies(),
    );
    const visitor = await request.get('/portfolio', {
      headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
    });
    expect(adaPage.text).toContain(ada.symbol);
    expect(adaPage.text).not.toContain(bob.symbol);
    expect(bobPage.text).toContain(bob.symbol);
    expect(bobPage.text).not.toContain(ada.symbol);
    const visitorHtml = await visitor.text();
    for (const owner of [ada, bob]) {
      expect(visitorHtml).not.toContain(owner.account.email);
      expect(visitorHtml).not.toContain(owner.symbol);
    }
  });

  test('at ?account=, shows that account of its own user, and nobody else’s', async ({
    browser,
  }) => {
    const [ada, bob] = owners;
    if (!ada || !bob) throw new Error('no accounts');
    const origin = { origin: new URL(ada.page.url()).origin };
    const opened = await ada.page.request.post(portfolioContract.createAccount.path, {
      headers: origin,
      data: { name: 'SSR Savings', kind: 'brokerage', currency: 'USD' },
    });
    expect(opened.ok(), await opened.text()).toBe(true);
    const { id } = ((await opened.json()) as { account: { id: string } }).account;
    const bought = await ada.page.request.post(portfolioContract.createTransaction.path, {
      headers: origin,
      data: {
        type: 'buy',
        symbol: 'AMZN',
        date: '2026-01-06',
        quantity: '3',
        price: '100',
        accountId: id,
      },
    });
    expect(bought.ok(), await bought.text()).toBe(true);

    const adaPage = await textWithoutScript(
      browser,
      `/portfolio?account=${id}`,
      await ada.page.context().cookies(),
    );
    // That account's holdings in the server's HTML, not the others' and not a skeleton.
    expect(adaPage.text).toContain('AMZN');
    expect(adaPage.text).not.toContain(ada.symbol);
    expect(adaPage.text).not.toContain('Loading');
    // Bob asking for Ada's account gets nothing of hers: loaders read as the request's user.
    const bobPage = await textWithoutScript(
      browser,
      `/portfolio?account=${id}`,
      await bob.page.context().cookies(),
    );
    expect(bobPage.text).not.toContain('AMZN');
    expect(bobPage.text).not.toContain(ada.symbol);
    expect(bobPage.text).not.toContain('SSR Savings');
  });

  test('is taken over by the browser without asking again for what it shows', async () => {
    const [ada] = owners;
    if (!ada) throw new Error('no account');
    const asked: string[] = [];
    ada.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(API_PREFIX)) asked.push(pathname);
    });
    await ada.page.goto('/portfolio');
    await expect(ada.page.getByRole('link', { name: ada.symbol }).first()).toBeVisible();
    // Interactive: React runs the page (a control answers).
    await expect(ada.page.getByRole('button', { name: 'Add Position' })).toBeEnabled();
    await ada.page.waitForTimeout(500);
    for (const shown of [
      accountContract.session.path,
      accountContract.me.path,
      portfolioContract.holdings.path,
      portfolioContract.performance.path,
    ]) {
      expect(asked, `asked again for ${shown}`).not.toContain(shown);
    }
  });
});

test('a visitor page hydrates with no request for what the server already put in it', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(API_PREFIX)) asked.push(pathname);
  });
  await page.goto('/stock/AAPL');
  await expect(page.getByRole('heading', { level: 1, name: /AAPL/ })).toBeVisible();
  await page.waitForTimeout(500);
  for (const shown of [
    accountContract.session.path,
    fillPath(marketDataContract.quote.path, { symbol: 'AAPL' }),
    fillPath(marketDataContract.profile.path, { symbol: 'AAPL' }),
    fillPath(marketDataContract.stats.path, { symbol: 'AAPL' }),
    marketDataContract.status.path,
  ]) {
    expect(asked, `asked again for ${shown}`).not.toContain(shown);
  }
});

test('the service worker keeps no page: after a Log Out the next person gets the server’s page for nobody', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
  const page = await context.newPage();
  await signUpVerified(page, newAccount('ssr-sw'));
  const bought = await page.request.post(portfolioContract.createTransaction.path, {
    headers: { origin: new URL(page.url()).origin },
    data: { type: 'buy', symbol: 'AMD', date: '2026-01-05', quantity: '3', price: '100' },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  await controlledPage(page);
  await page.goto('/portfolio');
  await expect(page.getByRole('link', { name: 'AMD' }).first()).toBeVisible();
  await page.goto('/watchlist');

  // No cache of the worker holds an HTML page but the precached app shell, which holds nobody.
  const pages = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        const body = (await response?.text()) ?? '';
        if (type.includes('text/html') || body.trimStart().startsWith('<!doctype')) {
          found.push(`${new URL(request.url).pathname} ${body.includes('tickerdeck-state')}`);
        }
      }
    }
    return found;
  });
  expect(pages).toEqual(['/index.html false']);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/portfolio');
  await expect(page.getByRole('link', { name: 'AMD' })).toHaveCount(0);
  await context.close();
});
