import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { screen, within } from '@testing-library/react';
import { holdingsAnswer } from '#client/testing/account-fixtures.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import {
  failWith,
  mockApi,
  renderWithProviders,
  type MockAnswer,
} from '#client/testing/render-with-providers.tsx';
import { todayIso } from '#client/features/portfolio/trade-fields.ts';
import { UserStockActions } from './UserStockActions.tsx';
import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { holding } from '#client/testing/holding-fixtures.ts';
import { result } from '#client/testing/market-fixtures.ts';

// The dialog is a lazy chunk: load it once up front, so a cold transform does not time out a test.
beforeAll(() => import('#client/features/alerts/AlertDialog.tsx'));

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const held = holding('AAPL', {
  name: 'Apple Inc',
  quantity: '3',
  averageCost: '200.126',
  costBasis: '600.375',
  price: '212.4',
  marketValue: '637.2',
  unrealizedGain: '36.825',
  unrealizedGainPercent: '6.13',
});
const totals = {
  marketValue: '0',
  costBasis: '0',
  unrealizedGain: '0',
  realizedGain: '0',
  dividends: '0',
  dayChange: '0',
};

function renderActions(
  { watchlist = [] as string[], portfolio = [] as Holding[] } = {},
  routes: Record<string, unknown> = {},
) {
  const fetchMock = mockApi({
    [accountContract.session.path]: { user },
    '/api/watchlist': { watchlist },
    [portfolioContract.holdings.path]: holdingsAnswer(portfolio, totals),
    ...routes,
  });
  renderWithProviders(<UserStockActions symbol="AAPL" name="Apple Inc" price={212.4049} />);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => ({ method: init?.method, body: init?.body }));

describe('UserStockActions', () => {
  it('adds to and removes from the watchlist', async () => {
    const fetchMock = renderActions(
      {},
      {
        '/api/watchlist/AAPL': (({ method }) =>
          new Response(JSON.stringify({ watchlist: method === 'PUT' ? ['AAPL'] : [] }), {
            headers: { 'content-type': 'application/json' },
          })) satisfies MockAnswer,
      },
    );
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Add to Watchlist' }));
    await events.click(await screen.findByRole('button', { name: 'Remove from Watchlist' }));
    expect(await screen.findByRole('button', { name: 'Add to Watchlist' })).toBeEnabled();
    expect(sent(fetchMock, '/api/watchlist/AAPL').map(({ method }) => method)).toEqual([
      'PUT',
      'DELETE',
    ]);
  });

  it('adds one share at the current price, in cents', async () => {
    const fetchMock = renderActions({}, { '/api/portfolio/transactions': failWith(500) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Portfolio' }));
    await vi.waitFor(() => expect(sent(fetchMock, '/api/portfolio/transactions')).toHaveLength(1));
    const [request] = sent(fetchMock, '/api/portfolio/transactions');
    expect(request?.method).toBe('POST');
    expect(JSON.parse(String(request?.body))).toEqual({
      type: 'buy',
      symbol: 'AAPL',
      name: 'Apple Inc',
      date: todayIso(),
      quantity: '1',
      price: '212.4',
    });
  });

  it("says what you own, and 'Remove from Portfolio' asks before removing the symbol", async () => {
    const fetchMock = renderActions(
      { portfolio: [held] },
      { '/api/portfolio/symbols/AAPL': { removed: 1 } },
    );
    const events = userEvent.setup();
    expect(await screen.findByText('You own 3 shares (avg $200.13)')).toBeVisible();
    await events.click(await screen.findByRole('button', { name: 'Remove from Portfolio' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove from Portfolio' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(fetchMock, '/api/portfolio/symbols/AAPL')).toEqual([]);
    await events.click(screen.getByRole('button', { name: 'Remove from Portfolio' }));
    await events.click(screen.getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() =>
      expect(sent(fetchMock, '/api/portfolio/symbols/AAPL').map(({ method }) => method)).toEqual([
        'DELETE',
      ]),
    );
  });

  it("says 'Failed to add position to portfolio' when adding fails", async () => {
    renderActions({}, { '/api/portfolio/transactions': failWith(500) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Portfolio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add position to portfolio',
    );
  });

  it("says 'Failed to delete position. Please try again.' when removing fails", async () => {
    renderActions({ portfolio: [held] }, { '/api/portfolio/symbols/AAPL': failWith(500) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from Portfolio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete position. Please try again.',
    );
  });
  it("offers Create alert, opening the alert dialog with the page's 52-week range", async () => {
    mockApi({
      '/api/auth/session': { user },
      '/api/watchlist': { watchlist: [] },
      [portfolioContract.holdings.path]: holdingsAnswer([], totals),
      [fillPath(marketDataContract.quote.path, { symbol: 'AAPL' })]: result('AAPL', 212.4, 1),
    });
    renderWithProviders(
      <UserStockActions
        symbol="AAPL"
        name="Apple Inc"
        price={212.4}
        week52={{ high: 212, low: 150 }}
      />,
    );
    const clicker = userEvent.setup();
    await clicker.click(screen.getByRole('button', { name: 'Create alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create alert for AAPL' });
    await clicker.selectOptions(within(dialog).getByLabelText('Condition'), 'high-52w');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'AAPL is already at its 52-week high',
    );
  });
});
