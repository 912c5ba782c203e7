import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { history, movers, news, result, sectors } from '../../testing/market-fixtures.ts';
import {
  failWith,
  mockApi,
  renderWithProviders,
  type MockAnswer,
} from '../../testing/render-with-providers.tsx';
import { MarketsPage } from './MarketsPage.tsx';

vi.mock('../../components/charts/ChartCanvas.tsx', () => ({ default: () => <div /> }));

afterEach(() => vi.unstubAllGlobals());

function renderMarkets(overrides: Record<string, unknown> = {}) {
  mockApi({
    '/api/market/sectors': sectors,
    '/api/market/movers': movers,
    '/api/stocks/XLK/history?timeframe=3M': history('XLK', '3M', [180, 200]),
    '/api/stocks/XLV/history?timeframe=3M': history('XLV', '3M', [150, 140]),
    [marketDataContract.quotes.path]: {
      results: [result('TLT', 86.5, -0.4), result('GLD', 305.2, 1.2), result('FXE', 101, 0.1)],
    },
    [marketDataContract.news.path]: news,
    ...overrides,
  });
  return renderWithProviders(<MarketsPage />);
}

describe('MarketsPage', () => {
  it('shows the tiles of all 11 sectors, a failed one as Data unavailable', async () => {
    renderMarkets();
    const region = screen.getByRole('region', { name: 'Sectors' });
    await within(region).findByRole('button', { name: /Technology/ });
    const tiles = within(region).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent?.split('XL')[0])).toEqual([
      'Technology',
      'Healthcare',
      'Financials',
      'Consumer Discretionary',
      'Communication Services',
      'Industrials',
      'Consumer Staples',
      'Energy',
      'Utilities',
      'Real Estate',
      'Materials',
    ]);
    expect(tiles.map((tile) => tile.textContent?.match(/XL(RE|[A-Z])/)?.[0])).toEqual([
      'XLK',
      'XLV',
      'XLF',
      'XLY',
      'XLC',
      'XLI',
      'XLP',
      'XLE',
      'XLU',
      'XLRE',
      'XLB',
    ]);
    expect(tiles[8]).toHaveTextContent('Data unavailable');
    expect(tiles[0]).toHaveTextContent('$50.00');
    expect(tiles[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows bonds, gold and currencies through their funds, and all the market news at #news', async () => {
    renderMarkets();
    const proxies = screen.getByRole('region', { name: 'Bonds, gold and currencies' });
    const rows = within(proxies).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'TLT',
      'AGG',
      'BND',
      'GLD',
      'UUP',
      'FXE',
      'FXY',
    ]);
    expect(await within(rows[3] as HTMLElement).findByText('$305.20')).toBeVisible();
    expect(rows[3]).toHaveTextContent('Gold');
    expect(rows[5]).toHaveTextContent('Euro');
    const newsCard = screen.getByRole('region', { name: 'Market News' });
    expect(newsCard).toHaveAttribute('id', 'news');
    // More than the dashboard's five: this is where 'View all news' leads.
    expect(await within(newsCard).findByText('Headline number 6')).toBeInTheDocument();
  });

  it('shows placeholders while loading and Try again on failure', async () => {
    renderMarkets({ '/api/market/sectors': failWith(503) });
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThanOrEqual(8);
    const region = screen.getByRole('region', { name: 'Sectors' });
    expect(await within(region).findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('keeps the sector card in its place while the sectors load, its chart already drawn', async () => {
    let release: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => (release = resolve));
    renderMarkets({ [marketDataContract.sectors.path]: (() => held) as unknown as MockAnswer });
    const detail = screen.getByRole('region', { name: 'Technology (XLK)' });
    // The chart does not wait for the quotes: its history is asked for at once.
    expect(await within(detail).findByText('XLK 3M: $200.00, +11.11%')).toBeInTheDocument();
    expect(within(detail).queryByText('Data unavailable')).not.toBeInTheDocument();
    expect(within(detail).queryByText('Open')).not.toBeInTheDocument();
    release(
      new Response(JSON.stringify(sectors), { headers: { 'content-type': 'application/json' } }),
    );
    expect(await within(detail).findByText('Open')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Technology (XLK)' })).toBe(detail);
  });

  it('details the selected sector with a 3M chart, Open, High, Low and Prev Close', async () => {
    const user = userEvent.setup();
    renderMarkets();
    const detail = await screen.findByRole('region', { name: 'Technology (XLK)' });
    expect(await within(detail).findByText('XLK 3M: $200.00, +11.11%')).toBeInTheDocument();
    for (const label of ['Open', 'High', 'Low', 'Prev Close']) {
      expect(within(detail).getByText(label)).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: /Healthcare/ }));
    const healthcare = await screen.findByRole('region', { name: 'Healthcare (XLV)' });
    expect(await within(healthcare).findByText('XLV 3M: $140.00, -6.67%')).toBeInTheDocument();
    expect(within(healthcare).getByText('-1.10%', { exact: false })).toBeVisible();
  });

  it("offers the stock page's ranges on the sector chart, with the change over the range", async () => {
    const user = userEvent.setup();
    renderMarkets({
      '/api/stocks/XLK/history?timeframe=1Y': history('XLK', '1Y', [250, 200]),
    });
    const detail = await screen.findByRole('region', { name: 'Technology (XLK)' });
    const ranges = within(detail).getByRole('group', { name: 'Chart range' });
    expect(
      within(ranges)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1D', '1W', '1M', '3M', 'YTD', '1Y', '5Y', 'Max']);
    expect(await within(detail).findByText('Change over 3M:')).toBeInTheDocument();
    expect(within(detail).getByText('+20.00')).toBeVisible();
    await user.click(within(ranges).getByRole('button', { name: '1Y' }));
    expect(await within(detail).findByText('XLK 1Y: $200.00, -20.00%')).toBeInTheDocument();
    expect(within(detail).getByText('-50.00')).toBeVisible();
  });

  it('ranks live Top Gainers and Top Losers among the sector funds’ holdings, linking to stocks', async () => {
    renderMarkets();
    const gainers = screen.getByRole('region', { name: 'Top Gainers' });
    const links = await within(gainers).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/stock/XOM',
      '/stock/NVDA',
      '/stock/BRK.B',
    ]);
    expect(links[0]).toHaveTextContent('$108.40');
    expect(links[0]).toHaveTextContent('+2.61%');
    expect(within(gainers).queryByText('Sample data')).toBeNull();
    const losers = screen.getByRole('region', { name: 'Top Losers' });
    expect(within(losers).getAllByRole('link')[0]).toHaveTextContent('UNH');
    expect(within(losers).getAllByRole('link')[0]).toHaveTextContent('-3.05%');
  });

  it('says so when the movers cannot be loaded', async () => {
    renderMarkets({ '/api/market/movers': failWith(503) });
    const gainers = screen.getByRole('region', { name: 'Top Gainers' });
    expect(await within(gainers).findByText('Failed to load stock data')).toBeVisible();
  });
});
