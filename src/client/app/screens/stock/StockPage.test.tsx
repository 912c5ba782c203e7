import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appleProfile, history, news, result, status } from '#client/testing/market-fixtures.ts';
import { failWith, mockApi, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { relatedSymbols } from '#client/features/market-data/RelatedStocksCard.tsx';
import { StockPage } from './StockPage.tsx';

vi.mock('#client/components/charts/ChartCanvas.tsx', () => ({ default: () => <div /> }));

afterEach(() => vi.unstubAllGlobals());

function renderStock(path = '/stock/aapl', overrides: Record<string, unknown> = {}) {
  mockApi({
    '/api/quotes/AAPL': result('AAPL', 212.4, 1.5),
    '/api/stocks/AAPL/profile': { profile: appleProfile },
    '/api/stocks/AAPL/stats': { symbol: 'AAPL', week52High: 260.1, week52Low: 164.08 },
    '/api/stocks/AAPL/history': history('AAPL', '1M', [200, 212.4]),
    '/api/market/status': status('simulated', false),
    '/api/stocks/AAPL/news': news,
    ...overrides,
  });
  return renderWithProviders(<StockPage />, {
    path,
    routePath: '/stock/:symbol',
  });
}

describe('StockPage', () => {
  it('shows symbol, company, exchange, industry, price, change and market status', async () => {
    renderStock();
    expect(screen.getByRole('heading', { level: 1, name: 'AAPL' })).toBeVisible();
    expect(await screen.findByText('Apple Inc')).toBeVisible();
    expect(screen.getByText('NASDAQ · Technology')).toBeVisible();
    expect(screen.getAllByText('$212.40')[0]).toBeVisible();
    expect(screen.getByText('(+1.50%)')).toBeVisible();
    expect(await screen.findByText('Closed')).toBeVisible();
    // A closed market's price is the last close: say when that was, in exchange time.
    expect(screen.getByText(/^as of \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M ET$/)).toBeVisible();
  });

  it("shows the company's news in a News card", async () => {
    renderStock();
    const card = await screen.findByRole('region', { name: 'News' });
    expect(await within(card).findByText('Headline number 1')).toBeVisible();
  });

  it('fills the About card with abbreviated market cap, employees, country, IPO date and phone', async () => {
    renderStock();
    const about = await screen.findByRole('region', { name: 'About' });
    await within(about).findByText('$3.15T');
    expect(within(about).getByRole('link', { name: /apple\.com/ })).toHaveAttribute(
      'href',
      'https://www.apple.com/',
    );
    expect(about).toHaveTextContent('164,000');
    expect(about).toHaveTextContent('US');
    expect(about).toHaveTextContent('Dec 12, 1980');
    expect(about).toHaveTextContent('+1 408-996-1010');
  });

  it('shows Key Statistics with 52-week range from history, N/A only when it is missing', async () => {
    renderStock();
    const stats = await screen.findByRole('region', { name: 'Key Statistics' });
    for (const label of ['Open', 'High', 'Low', 'Prev Close', '52W High', '52W Low']) {
      expect(within(stats).getByText(label)).toBeVisible();
    }
    expect(await within(stats).findByText('$260.10')).toBeVisible();
    expect(within(stats).getByText('$164.08')).toBeVisible();
  });

  it('says N/A for the 52-week range when history is missing', async () => {
    renderStock('/stock/AAPL', {
      '/api/stocks/AAPL/stats': { symbol: 'AAPL', week52High: null, week52Low: null },
    });
    const stats = await screen.findByRole('region', { name: 'Key Statistics' });
    await vi.waitFor(() => expect(within(stats).getAllByText('N/A')).toHaveLength(2));
  });

  it('shows what a partial quote does not know as unknown: no change, N/A day figures, never $0.00', async () => {
    const partial = result('AAPL', 517.96, 0);
    renderStock('/stock/AAPL', {
      '/api/quotes/AAPL': {
        ...partial,
        quote: {
          ...partial.quote,
          change: null,
          changePercent: null,
          open: null,
          high: null,
          low: null,
          previousClose: null,
        },
      },
    });
    expect((await screen.findAllByText('$517.96'))[0]).toBeVisible();
    expect(screen.getByText('Change unknown')).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Key Statistics' });
    await within(stats).findByText('$260.10');
    expect(within(stats).getAllByText('N/A')).toHaveLength(4);
    expect(stats).not.toHaveTextContent('$0.00');
    expect(screen.queryByText('(0.00%)')).toBeNull();
    expect(screen.queryByText('(+100.00%)')).toBeNull();
  });

  it("shows a fund's profile without 'N/A' in the subtitle nor a $0 market cap", async () => {
    renderStock('/stock/AAPL', {
      '/api/stocks/AAPL/profile': {
        profile: {
          ...appleProfile,
          name: 'Vanguard Total Bond Market Index Fund',
          industry: null,
          marketCapitalization: null,
          website: null,
          employees: null,
          ipo: null,
          phone: null,
        },
      },
    });
    expect(await screen.findByText('Vanguard Total Bond Market Index Fund')).toBeVisible();
    expect(screen.getByText('NASDAQ')).toBeVisible();
    const about = await screen.findByRole('region', { name: 'About' });
    expect(about).not.toHaveTextContent('$0');
    expect(within(about).queryByRole('link')).toBeNull();
  });

  it('shows Market Open from the market calendar', async () => {
    renderStock('/stock/AAPL', { '/api/market/status': status('simulated', true) });
    expect(await screen.findByText('Market Open')).toBeVisible();
  });

  it('relates at most three of AAPL, MSFT, GOOGL, AMZN, never the stock itself', async () => {
    expect(relatedSymbols('AAPL')).toEqual(['MSFT', 'GOOGL', 'AMZN']);
    expect(relatedSymbols('TSLA')).toEqual(['AAPL', 'MSFT', 'GOOGL']);
    renderStock();
    const related = await screen.findByRole('region', { name: 'Related Stocks' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/stock/MSFT', '/stock/GOOGL', '/stock/AMZN']);
  });

  it('offers the timeframe buttons on the chart', async () => {
    const user = userEvent.setup();
    renderStock('/stock/AAPL', {
      '/api/stocks/AAPL/history?timeframe=1Y': history('AAPL', '1Y', [250, 212.4]),
    });
    expect(await screen.findByText('AAPL 1M: $212.40, +6.20%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1Y' }));
    expect(await screen.findByText('AAPL 1Y: $212.40, -15.04%')).toBeInTheDocument();
  });

  it("shows 'Failed to load chart data' when the history fails", async () => {
    renderStock('/stock/AAPL', { '/api/stocks/AAPL/history': failWith(500) });
    expect(await screen.findByText('Failed to load chart data')).toBeVisible();
  });

  it("shows 'No data available' for an empty history", async () => {
    renderStock('/stock/AAPL', { '/api/stocks/AAPL/history': history('AAPL', '1M', []) });
    expect(await screen.findByText('No data available')).toBeVisible();
  });

  it("says 'Stock Data Not Available' with Go Back when the quote fails", async () => {
    renderStock('/stock/AAPL', { '/api/quotes/AAPL': failWith(502) });
    expect(await screen.findByText('Stock Data Not Available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded just now');
  });

  it("says 'Stock Data Not Available' when the provider has no quote", async () => {
    renderStock('/stock/AAPL', {
      '/api/quotes/AAPL': { symbol: 'AAPL', quote: null, freshness: null },
    });
    expect(await screen.findByText('Stock Data Not Available')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no market data for “AAPL”');
  });

  it('refuses an invalid symbol without calling the API', () => {
    const fetchMock = renderStock('/stock/%3Cscript%3E') && vi.mocked(globalThis.fetch);
    expect(screen.getByText('Stock Data Not Available')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the age of a stale quote', async () => {
    renderStock('/stock/AAPL', {
      '/api/quotes/AAPL': {
        ...result('AAPL', 212.4, 1.5),
        freshness: { asOf: new Date(Date.now() - 12 * 60_000).toISOString(), stale: true },
      },
    });
    expect(await screen.findByText('12m old')).toBeVisible();
  });
});
