import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appleProfile, result } from '../../testing/market-fixtures.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { WatchlistPage } from './WatchlistPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const profile = (symbol: string, name: string) => ({
  profile: { ...appleProfile, symbol, name },
});

function renderWatchlist(
  watchlist = ['MSFT', 'AAPL', 'NVDA'],
  routes: Record<string, unknown> = {},
) {
  const fetchMock = mockApi({
    '/api/auth/session': { user },
    '/api/watchlist': { watchlist },
    '/api/quotes': {
      results: [result('MSFT', 400, 1), result('AAPL', 200, -2), result('NVDA', 900, 3)],
    },
    '/api/stocks/MSFT/profile': profile('MSFT', 'Microsoft Corp'),
    '/api/stocks/AAPL/profile': profile('AAPL', 'Apple Inc'),
    '/api/stocks/NVDA/profile': profile('NVDA', 'NVIDIA Corp'),
    ...routes,
  });
  renderWithProviders(<WatchlistPage />, {
    path: '/watchlist',
    routePath: '/watchlist',
    extraRoutes: [{ path: '/login', element: <p>Login screen</p> }],
  });
  return fetchMock;
}

const order = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('WatchlistPage', () => {
  it('sends a visitor to /login', async () => {
    mockApi({ '/api/auth/session': { user: null } });
    renderWithProviders(<WatchlistPage />, {
      path: '/watchlist',
      routePath: '/watchlist',
      extraRoutes: [{ path: '/login', element: <p>Login screen</p> }],
    });
    expect(await screen.findByText('Login screen')).toBeVisible();
  });

  it('shows the empty hint', async () => {
    renderWatchlist([]);
    expect(
      await screen.findByText(
        'Add stocks to your watchlist by searching or viewing stock details.',
      ),
    ).toBeVisible();
  });

  it('lists symbol, name, price and change, sorted by symbol first', async () => {
    renderWatchlist();
    await screen.findByText('$400.00');
    expect(order()).toEqual(['AAPL', 'MSFT', 'NVDA']);
    const msft = screen.getByRole('link', { name: 'MSFT' }).closest('tr');
    if (!msft) throw new Error('no MSFT row');
    expect(await within(msft).findByText('Microsoft Corp')).toBeInTheDocument();
    expect(msft).toHaveTextContent('$400.00');
    expect(msft).toHaveTextContent('+1.00%');
    expect(screen.getByRole('link', { name: 'AAPL' })).toHaveAttribute('href', '/stock/AAPL');
  });

  it('sorts by price and by change, each way, and says so (aria-sort)', async () => {
    renderWatchlist();
    await screen.findByText('$400.00');
    const events = userEvent.setup();
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });
    expect(header(/^Symbol/)).toHaveAttribute('aria-sort', 'ascending');

    await events.click(screen.getByRole('button', { name: /^Symbol/ }));
    expect(order()).toEqual(['NVDA', 'MSFT', 'AAPL']);
    expect(header(/^Symbol/)).toHaveAttribute('aria-sort', 'descending');

    await events.click(screen.getByRole('button', { name: /^Price/ }));
    expect(order()).toEqual(['AAPL', 'MSFT', 'NVDA']);
    expect(header(/^Price/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Symbol/)).toHaveAttribute('aria-sort', 'none');
    await events.click(screen.getByRole('button', { name: /^Price/ }));
    expect(order()).toEqual(['NVDA', 'MSFT', 'AAPL']);

    await events.click(screen.getByRole('button', { name: /^Change/ }));
    expect(order()).toEqual(['AAPL', 'MSFT', 'NVDA']);
    await events.click(screen.getByRole('button', { name: /^Change/ }));
    expect(order()).toEqual(['NVDA', 'MSFT', 'AAPL']);
  });

  it('removes a symbol with its remove button', async () => {
    const fetchMock = renderWatchlist(['MSFT', 'AAPL', 'NVDA'], {
      '/api/watchlist/MSFT': { watchlist: ['AAPL', 'NVDA'] },
    });
    await screen.findByText('$400.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove MSFT from watchlist' }));
    await vi.waitFor(() => expect(order()).toEqual(['AAPL', 'NVDA']));
    const removal = fetchMock.mock.calls.find(([url]) => String(url) === '/api/watchlist/MSFT');
    expect(removal?.[1]?.method).toBe('DELETE');
  });
});
