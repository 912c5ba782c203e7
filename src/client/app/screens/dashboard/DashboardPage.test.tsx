import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '#client/testing/fake-socket.ts';
import { history, news, overview, quote, status } from '#client/testing/market-fixtures.ts';
import { failWith, mockApi, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { DashboardPage } from './DashboardPage.tsx';

vi.mock('#client/components/charts/ChartCanvas.tsx', () => ({ default: () => <div /> }));

afterEach(() => vi.unstubAllGlobals());

const spyHistory = history('SPY', '1M', [500, 505, 510.5]);

function renderDashboard(overrides: Record<string, unknown> = {}) {
  mockApi({
    '/api/market/overview': overview,
    '/api/news': news,
    '/api/stocks/SPY/history': spyHistory,
    '/api/market/status': status('simulated', false),
    ...overrides,
  });
  return renderWithProviders(<DashboardPage />, {
    extraRoutes: [{ path: '/stock/:symbol', element: <p>Stock page</p> }],
  });
}

const overviewCard = () => screen.getByRole('region', { name: 'Market Overview' });

describe('DashboardPage', () => {
  it('greets visitors with the dashboard title and popular stocks without prices', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Market Dashboard' })).toBeVisible();
    const popular = screen.getByRole('region', { name: 'Popular Stocks' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/stock/AAPL', '/stock/MSFT', '/stock/GOOGL', '/stock/AMZN']);
    expect(popular).not.toHaveTextContent('$');
  });

  it('shows six placeholder rows while the overview loads', () => {
    renderDashboard({ '/api/market/overview': () => new Promise<Response>(() => undefined) });
    const loading = within(overviewCard()).getByRole('list', { name: 'Loading market overview' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(6);
  });

  it('lists the six indices with prices and percents, and Data unavailable for a failed quote', async () => {
    renderDashboard();
    const indices = await within(overviewCard()).findByRole('list', { name: 'Indices' });
    const rows = within(indices).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('S&P 500 · SPY');
    expect(rows[0]).toHaveTextContent('SPDR S&P 500 ETF Trust');
    // Each row names the fund and what it really tracks.
    expect(rows[1]).toHaveTextContent('Nasdaq Composite · ONEQ');
    expect(rows[0]).toHaveTextContent('$100.00');
    expect(rows[0]).toHaveTextContent('+1.27%');
    expect(rows[1]).toHaveTextContent('-0.42%');
    expect(rows[4]).toHaveTextContent('VIX futures · VIXY');
    expect(rows[4]).toHaveTextContent('Data unavailable');
  });

  it('shows Top Gainers and Top Losers that open the stock page', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard();
    const gainers = await within(overviewCard()).findByRole('heading', { name: 'Top Gainers' });
    expect(gainers.parentElement).toHaveTextContent('NVDA');
    expect(gainers.parentElement).toHaveTextContent('NVIDIA Corporation');
    expect(gainers.parentElement).toHaveTextContent('$875.28');
    expect(gainers.parentElement).toHaveTextContent('+4.12%');
    const losers = within(overviewCard()).getByRole('heading', { name: 'Top Losers' });
    expect(losers.parentElement).toHaveTextContent('TSLA');
    expect(losers.parentElement).toHaveTextContent('-2.87%');
    await user.click(within(overviewCard()).getByRole('link', { name: /TSLA/ }));
    expect(router.pathname).toBe('/stock/TSLA');
  });

  it("says 'Failed to load market overview' and tries again on request", async () => {
    const user = userEvent.setup();
    const fetchMock = renderDashboard({ '/api/market/overview': failWith(502) }) && undefined;
    void fetchMock;
    expect(await screen.findByText('Failed to load market overview')).toBeVisible();
    mockApi({
      '/api/market/overview': overview,
      '/api/news': news,
      '/api/stocks/SPY/history': spyHistory,
    });
    await user.click(within(overviewCard()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(overviewCard()).findByRole('link', { name: /S&P 500 · SPY/ }),
    ).toBeVisible();
  });

  it('shows the first five news items, each opening safely in a new tab', async () => {
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Market News' });
    await within(card).findByText('Headline number 1');
    expect(within(card).queryByText('Headline number 6')).toBeNull();
    const story = within(card).getByRole('link', { name: /Headline number 2/ });
    expect(story).toHaveAttribute('href', 'https://news.example.com/story-2');
    expect(story).toHaveAttribute('target', '_blank');
    expect(story).toHaveAttribute('rel', 'noopener noreferrer');
    expect(story).toHaveTextContent('Summary of story 2');
    expect(story).toHaveTextContent('Reuters');
    // Only the stories leave the site: simulated news has no page elsewhere to view them all.
    expect(within(card).getByRole('link', { name: 'View all news' })).not.toHaveAttribute('target');
  });

  it("links 'View all news' for simulated news, which has no page elsewhere, to the Markets page's news", async () => {
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Market News' });
    // The server says the provider has no news page of its own (newsPageUrl null).
    const viewAll = await within(card).findByRole('link', { name: 'View all news' });
    expect(viewAll).toHaveAttribute('href', '/markets#news');
    expect(viewAll).not.toHaveAttribute('target');
  });

  it("links 'View all news' to Finnhub when Finnhub provides the data", async () => {
    renderDashboard({ '/api/market/status': status('finnhub', true) });
    const card = screen.getByRole('region', { name: 'Market News' });
    await within(card).findByText('Headline number 1');
    expect(await within(card).findByRole('link', { name: /View all news/ })).toHaveAttribute(
      'href',
      'https://provider.example/news',
    );
  });

  it("says 'Failed to load market news' with 'Try again' when news fails", async () => {
    renderDashboard({ '/api/news': failWith(500) });
    const card = screen.getByRole('region', { name: 'Market News' });
    expect(await within(card).findByText('Failed to load market news')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('charts SPY with its text alternative and switches timeframe', async () => {
    const user = userEvent.setup();
    renderDashboard({ '/api/stocks/SPY/history?timeframe=1W': history('SPY', '1W', [520, 515]) });
    expect(await screen.findByText('SPY 1M: $510.50, +2.10%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1W' }));
    expect(await screen.findByText('SPY 1W: $515.00, -0.96%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1W' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('updates a price from the live stream without a reload and flashes it', async () => {
    renderDashboard();
    const indices = await within(overviewCard()).findByRole('list', { name: 'Indices' });
    const socket = FakeSocket.latest();
    act(() => socket.open());
    expect(socket.sent[0]).toMatchObject({ type: 'subscribe' });
    act(() =>
      socket.receive({
        type: 'quote',
        quote: { ...quote('SPY', 101.5, 1.5), time: '2026-03-02T15:00:05.000Z' },
      }),
    );
    const price = await within(indices).findByText('$101.50');
    expect(price).toHaveAttribute('data-flash', 'up');
  });
});
