import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract as market } from '#shared/market-data/market-data.contract.ts';
import type { WatchlistList } from '#shared/watchlist/watchlist.ts';
import { watchlistsContract as c } from '#shared/watchlist/watchlist.contract.ts';
import { appleProfile, result } from '../../testing/market-fixtures.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { WatchlistPage } from './WatchlistPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear(); // the remembered sort
});

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const FIRST = '00000000-0000-4000-8000-000000000001';
const TECH = '00000000-0000-4000-8000-000000000002';
const NAMES: Record<string, string> = {
  MSFT: 'Microsoft Corp',
  AAPL: 'Apple Inc',
  NVDA: 'NVIDIA Corp',
};
const CAPS: Record<string, number> = { MSFT: 3_000_000, AAPL: 3_154_147.73, NVDA: 900_000 };

const list = (id: string, name: string, symbols: string[]): WatchlistList => ({
  id,
  name,
  items: symbols.map((symbol) => ({ symbol, note: null })),
});

/** The market routes a row reads, per symbol. */
function marketRoutes(symbols: string[]) {
  const routes: Record<string, unknown> = {
    [market.quotes.path]: {
      results: [result('MSFT', 400, 1), result('AAPL', 200, -2), result('NVDA', 900, 3)],
    },
  };
  for (const symbol of symbols) {
    routes[fillPath(market.profile.path, { symbol })] = {
      profile: { ...appleProfile, symbol, name: NAMES[symbol], marketCapitalization: CAPS[symbol] },
    };
    routes[fillPath(market.stats.path, { symbol })] = {
      symbol,
      week52High: 1000,
      week52Low: 100,
    };
    routes[fillPath(market.history.path, { symbol })] = {
      symbol,
      timeframe: '1M',
      resolution: 'daily',
      points: [
        { time: '2026-10-26', close: 100 },
        { time: '2026-11-24', close: symbol === 'AAPL' ? 90 : 110 },
      ],
    };
  }
  return routes;
}

function renderWatchlist(
  lists: WatchlistList[] = [list(FIRST, 'Your Watchlist', ['MSFT', 'AAPL', 'NVDA'])],
  routes: Record<string, unknown> = {},
) {
  const fetchMock = mockApi({
    '/api/auth/session': { user },
    [c.watchlists.path]: { lists },
    ...marketRoutes(['MSFT', 'AAPL', 'NVDA']),
    ...routes,
  });
  renderWithProviders(<WatchlistPage />, {
    path: '/watchlist',
    routePath: '/watchlist',
    extraRoutes: [{ path: '/login', element: <p>Login screen</p> }],
  });
  return fetchMock;
}

const table = () => screen.getByRole('table');
/** Waits for the table, then for a text in it. */
const inTable = async (text: string) => within(await screen.findByRole('table')).findByText(text);
const order = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);
const sentTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.find(([url]) => String(url) === path);

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
    renderWatchlist([list(FIRST, 'Your Watchlist', [])]);
    expect(
      await screen.findByText(
        'Add stocks to your watchlist by searching or viewing stock details.',
      ),
    ).toBeVisible();
  });

  it('shows every column: price, change, ranges, market cap in T, a sparkline', async () => {
    renderWatchlist();
    const msft = (await inTable('$400.00')).closest('tr');
    if (!msft) throw new Error('no MSFT row');
    expect(await within(msft).findByText('Microsoft Corp')).toBeInTheDocument();
    expect(msft).toHaveTextContent('+1.00%');
    expect(await within(msft).findByText('$3.00T')).toBeInTheDocument();
    expect(
      await within(msft).findByRole('img', { name: /52-week range \$100\.00 to \$1,000\.00/ }),
    ).toBeInTheDocument();
    expect(await within(msft).findByRole('img', { name: '1 month: +10.00%' })).toBeInTheDocument();
    expect(order()).toEqual(['AAPL', 'MSFT', 'NVDA']);
  });

  it('sorts by any column header, each way, and says so (aria-sort)', async () => {
    renderWatchlist();
    await inTable('$400.00');
    await inTable('$3.15T');
    const events = userEvent.setup();
    const header = (name: RegExp) => within(table()).getByRole('columnheader', { name });
    expect(header(/^Symbol/)).toHaveAttribute('aria-sort', 'ascending');
    await events.click(within(table()).getByRole('button', { name: /^Symbol/ }));
    expect(order()).toEqual(['NVDA', 'MSFT', 'AAPL']);
    await events.click(within(table()).getByRole('button', { name: /^Price/ }));
    expect(order()).toEqual(['AAPL', 'MSFT', 'NVDA']);
    expect(header(/^Price/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Symbol/)).toHaveAttribute('aria-sort', 'none');
    await events.click(within(table()).getByRole('button', { name: /^Market cap/ }));
    await events.click(within(table()).getByRole('button', { name: /^Market cap/ }));
    expect(order()).toEqual(['AAPL', 'MSFT', 'NVDA']);
    expect(header(/^Market cap/)).toHaveAttribute('aria-sort', 'descending');
  });

  it('remembers the sort on this device: a reload opens sorted as it was left', async () => {
    renderWatchlist();
    await inTable('$3.15T');
    await userEvent.click(within(table()).getByRole('button', { name: /^Symbol/ }));
    expect(order()).toEqual(['NVDA', 'MSFT', 'AAPL']);
    cleanup();
    renderWatchlist();
    await inTable('$3.15T');
    expect(order()).toEqual(['NVDA', 'MSFT', 'AAPL']);
    expect(within(table()).getByRole('columnheader', { name: /^Symbol/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('removes a symbol from the list shown with its always-visible button', async () => {
    const path = fillPath(c.removeFromList.path, { listId: FIRST, symbol: 'MSFT' });
    const fetchMock = renderWatchlist(undefined, {
      [path]: { lists: [list(FIRST, 'Your Watchlist', ['AAPL', 'NVDA'])] },
    });
    await inTable('$400.00');
    await userEvent.click(
      within(table()).getByRole('button', { name: 'Remove MSFT from Your Watchlist' }),
    );
    await vi.waitFor(() => expect(order()).toEqual(['AAPL', 'NVDA']));
    expect(sentTo(fetchMock, path)?.[1]?.method).toBe('DELETE');
  });

  it('switches lists and moves a symbol to another list', async () => {
    const path = fillPath(c.moveSymbol.path, { listId: FIRST, symbol: 'AAPL' });
    const lists = [list(FIRST, 'Your Watchlist', ['MSFT', 'AAPL']), list(TECH, 'Tech', ['NVDA'])];
    const fetchMock = renderWatchlist(lists, {
      [path]: {
        lists: [list(FIRST, 'Your Watchlist', ['MSFT']), list(TECH, 'Tech', ['NVDA', 'AAPL'])],
      },
    });
    await inTable('$200.00');
    const events = userEvent.setup();
    await events.click(within(table()).getByRole('button', { name: 'Move or copy AAPL' }));
    await events.selectOptions(screen.getByLabelText('To the list'), 'Tech');
    await events.click(screen.getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(order()).toEqual(['MSFT']));
    expect(JSON.parse(String(sentTo(fetchMock, path)?.[1]?.body))).toEqual({ toListId: TECH });
    await events.click(screen.getByRole('button', { name: /^Tech/, pressed: false }));
    expect(screen.getByRole('heading', { name: 'Tech' })).toBeInTheDocument();
    expect(order()).toEqual(['AAPL', 'NVDA']);
  });

  it('saves a note when the field loses focus', async () => {
    const path = fillPath(c.setNote.path, { listId: FIRST, symbol: 'NVDA' });
    const fetchMock = renderWatchlist(undefined, {
      [path]: { lists: [list(FIRST, 'Your Watchlist', ['MSFT', 'AAPL', 'NVDA'])] },
    });
    await inTable('$900.00');
    const events = userEvent.setup();
    await events.type(within(table()).getByLabelText('Note for NVDA'), 'trim above 1000{Enter}');
    await vi.waitFor(() => expect(sentTo(fetchMock, path)).toBeDefined());
    expect(JSON.parse(String(sentTo(fetchMock, path)?.[1]?.body))).toEqual({
      note: 'trim above 1000',
    });
  });

  it('cannot delete the first list, and asks before deleting another', async () => {
    const path = fillPath(c.deleteWatchlist.path, { listId: TECH });
    const fetchMock = renderWatchlist(
      [list(FIRST, 'Your Watchlist', ['MSFT']), list(TECH, 'Tech', [])],
      { [path]: { lists: [list(FIRST, 'Your Watchlist', ['MSFT'])] } },
    );
    const tech = await screen.findByRole('button', { name: /^Tech/ });
    expect(screen.queryByRole('button', { name: 'Delete list' })).toBeNull();
    const events = userEvent.setup();
    await events.click(tech);
    await events.click(screen.getByRole('button', { name: 'Delete list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Watchlist' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { name: 'Your Watchlist' });
    expect(sentTo(fetchMock, path)?.[1]?.method).toBe('DELETE');
  });

  it('moves a list right by sending the new order; the first list has no move buttons', async () => {
    const ENERGY = '00000000-0000-4000-8000-000000000003';
    const lists = [
      list(FIRST, 'Your Watchlist', []),
      list(TECH, 'Tech', []),
      list(ENERGY, 'Energy', []),
    ];
    const fetchMock = renderWatchlist(lists, {
      [c.reorderWatchlists.path]: { lists: [lists[0], lists[2], lists[1]] },
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: /^Tech/ }));
    expect(screen.getByRole('button', { name: 'Move Tech left' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Move Tech right' }));
    await vi.waitFor(() => expect(sentTo(fetchMock, c.reorderWatchlists.path)).toBeDefined());
    expect(JSON.parse(String(sentTo(fetchMock, c.reorderWatchlists.path)?.[1]?.body))).toEqual({
      ids: [FIRST, ENERGY, TECH],
    });
    await events.click(screen.getByRole('button', { name: /^Your Watchlist/ }));
    expect(screen.queryByRole('button', { name: /Move Your Watchlist/ })).toBeNull();
  });
});
