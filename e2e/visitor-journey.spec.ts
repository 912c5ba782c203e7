import { expect, test } from './fixtures.ts';

// A visitor's journey through the public screens against the real server on the simulated
// provider: dashboard → search → stock page → markets → another sector → back.

test('a visitor browses the dashboard, finds a stock, visits the markets and comes back', async ({
  page,
}) => {
  // The longest journey (eight chart ranges on three screens): three times the usual time.
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Market Dashboard' })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();

  const chart = page.getByRole('region', { name: /Market Performance/ });
  for (const timeframe of ['1D', '1W', '1M', '3M', 'YTD', '1Y', '5Y', 'Max']) {
    await expect(chart.getByRole('button', { name: timeframe, exact: true })).toBeVisible();
  }
  await expect(chart.locator('figcaption')).toHaveText(/^SPY 1M: \$[\d,]+\.\d{2}, [+-]?\d/);
  // The change over the range, in dollars and percent, beside the buttons.
  await expect(chart.getByText('Change over 1M:')).toBeAttached();
  await expect(chart).toContainText(/Change over 1M:[+-]?\d+\.\d{2}\([+-]?\d+\.\d{2}%\)/);

  const overview = page.getByRole('region', { name: 'Market Overview' });
  const indices = overview.getByRole('list', { name: 'Indices' });
  // Each row is a fund, named with what it really tracks.
  for (const name of [
    'S&P 500 · SPY',
    'Nasdaq Composite · ONEQ',
    'Dow Jones · DIA',
    'Russell 2000 · IWM',
    'VIX futures · VIXY',
    'MSCI United Kingdom · EWU',
  ])
    await expect(indices.getByRole('link', { name })).toBeVisible();
  await expect(indices.getByRole('listitem')).toHaveCount(6);
  await expect(indices.getByRole('listitem').first()).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(indices.getByRole('listitem').first()).toContainText(/[+-]?\d+\.\d{2}%/);
  await expect(overview.getByRole('heading', { name: 'Top Gainers' })).toBeVisible();
  await expect(overview.getByRole('heading', { name: 'Top Losers' })).toBeVisible();

  const news = page.getByRole('region', { name: 'Market News' });
  // Simulated news has no page elsewhere: 'View all news' opens it on the Markets page.
  await expect(news.getByRole('link', { name: 'View all news' })).toHaveAttribute(
    'href',
    '/markets#news',
  );
  const stories = news.getByRole('listitem');
  await expect(stories.first()).toBeVisible();
  expect(await stories.count()).toBeLessThanOrEqual(5);

  const popular = page.getByRole('region', { name: 'Popular Stocks' });
  await expect(popular.getByRole('link')).toHaveText([/AAPL/, /MSFT/, /GOOGL/, /AMZN/]);

  // Search: '/' focuses the box, the symbol index answers at once, the arrows and Enter open a
  // result.
  await page.keyboard.press('/');
  const search = page.getByRole('combobox', { name: 'Search stocks' });
  await expect(search).toBeFocused();
  await search.fill('apple');
  const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect(options.filter({ hasText: 'AAPL' }).first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(5);
  const index = (await options.allTextContents()).findIndex((text) => text.startsWith('AAPL'));
  for (let step = 0; step <= index; step += 1) await search.press('ArrowDown');
  await search.press('Enter');

  await expect(page).toHaveURL('/stock/AAPL');
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { level: 1, name: 'AAPL' })).toBeVisible();
  await expect(page.getByText(/^(Market Open|Closed)$/)).toBeVisible();
  const about = page.getByRole('region', { name: 'About' });
  for (const label of ['Website', 'Market Cap', 'Employees', 'Country', 'IPO Date', 'Phone'])
    await expect(about.getByText(label, { exact: true })).toBeVisible();
  await expect(about).toContainText(/\$[\d,.]+[KMBT]/);
  const stats = page.getByRole('region', { name: 'Key Statistics' });
  for (const label of ['Open', 'High', 'Low', 'Prev Close', '52W High', '52W Low'])
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related Stocks' }).getByRole('link')).toHaveText([
    /MSFT/,
    /GOOGL/,
    /AMZN/,
  ]);
  const priceHistory = page.getByRole('region', { name: 'Price History' });
  await priceHistory.getByRole('button', { name: '5Y', exact: true }).click();
  await expect(priceHistory.locator('figcaption')).toHaveText(/^AAPL 5Y: \$/);
  await expect(priceHistory.getByText('Change over 5Y:')).toBeAttached();
  await priceHistory.getByRole('button', { name: '1D', exact: true }).click();
  await expect(priceHistory.locator('figcaption')).toHaveText(/^AAPL 1D: \$/);
  await expect(priceHistory.getByText('Times in ET (New York)')).toBeVisible();
  const companyNews = page.getByRole('region', { name: 'News', exact: true });
  await expect(companyNews.getByRole('listitem').first()).toContainText(/AAPL|Apple Inc\./);
  for (const link of await companyNews.getByRole('link').all())
    await expect(link).toHaveAttribute('href', /^https:\/\//);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Markets' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  const sectors = page.getByRole('region', { name: 'Sectors' });
  for (const [name, symbol] of [
    ['Technology', 'XLK'],
    ['Healthcare', 'XLV'],
    ['Financials', 'XLF'],
    ['Consumer Discretionary', 'XLY'],
    ['Communication Services', 'XLC'],
    ['Industrials', 'XLI'],
    ['Consumer Staples', 'XLP'],
    ['Energy', 'XLE'],
    ['Utilities', 'XLU'],
    ['Real Estate', 'XLRE'],
    ['Materials', 'XLB'],
  ])
    await expect(
      sectors.getByRole('button', { name: new RegExp(`${name}\\s*${symbol}`) }),
    ).toBeVisible();
  await expect(sectors.getByRole('button')).toHaveCount(11);
  // Bonds, gold and currencies through the funds that follow them, each with its price.
  const proxies = page.getByRole('region', { name: 'Bonds, gold and currencies' });
  for (const symbol of ['TLT', 'AGG', 'BND', 'GLD', 'UUP', 'FXE', 'FXY'])
    await expect(proxies.getByRole('link', { name: symbol, exact: true })).toBeVisible();
  await expect(proxies.getByRole('listitem').nth(3)).toContainText(/Gold.*\$[\d,]+\.\d{2}/);
  const allNews = page.locator('#news');
  await expect(allNews.getByRole('heading', { name: 'Market News' })).toBeVisible();
  await expect(allNews.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Technology (XLK)' })).toBeVisible();
  await sectors.getByRole('button', { name: /Healthcare/ }).click();
  const healthcare = page.getByRole('region', { name: 'Healthcare (XLV)' });
  await expect(healthcare.locator('figcaption')).toHaveText(/^XLV 3M: \$/);
  await healthcare.getByRole('button', { name: 'YTD', exact: true }).click();
  await expect(healthcare.locator('figcaption')).toHaveText(/^XLV YTD: \$/);
  for (const label of ['Open', 'High', 'Low', 'Prev Close'])
    await expect(healthcare.getByText(label, { exact: true })).toBeVisible();
  // Live movers among the sector funds' holdings, no longer fixed sample prices.
  for (const title of ['Top Gainers', 'Top Losers']) {
    const card = page.getByRole('region', { name: title });
    await expect(card.getByText('Sample data')).toHaveCount(0);
    await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/stock\/[A-Z.]+$/);
    expect(await card.getByRole('link').count()).toBeLessThanOrEqual(5);
  }

  await page.goBack();
  await expect(page).toHaveURL('/stock/AAPL');
  await expect(page.getByRole('heading', { level: 1, name: 'AAPL' })).toBeVisible();
});

test("an unknown symbol shows 'Stock Data Not Available' and Go Back returns", async ({ page }) => {
  await page.goto('/');
  await page.goto('/stock/NOTATICKER');
  await expect(page.getByText('Stock Data Not Available')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/');
});
