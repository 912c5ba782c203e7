import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Position } from '../../../../shared/portfolio.ts';
import {
  failWith,
  mockApi,
  renderWithProviders,
  type MockAnswer,
} from '../../../testing/render-with-providers.tsx';
import { UserStockActions } from './UserStockActions.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const held: Position = {
  id: 'AAPL-1',
  symbol: 'AAPL',
  name: 'Apple Inc',
  shares: '1',
  purchasePrice: '212.4',
  addedAt: '2026-03-01T10:00:00.000Z',
};

function renderActions(
  { watchlist = [] as string[], portfolio = [] as Position[] } = {},
  routes: Record<string, unknown> = {},
) {
  const fetchMock = mockApi({
    '/api/auth/session': { user },
    '/api/watchlist': { watchlist },
    '/api/portfolio': { portfolio },
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
    const fetchMock = renderActions({}, { '/api/portfolio/positions': { position: held } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Portfolio' }));
    await vi.waitFor(() => expect(sent(fetchMock, '/api/portfolio/positions')).toHaveLength(1));
    const [request] = sent(fetchMock, '/api/portfolio/positions');
    expect(request?.method).toBe('POST');
    expect(JSON.parse(String(request?.body))).toEqual({
      symbol: 'AAPL',
      name: 'Apple Inc',
      shares: 1,
      purchasePrice: 212.4,
    });
  });

  it("offers 'Remove from Portfolio' for a held symbol and removes every position in it", async () => {
    const fetchMock = renderActions(
      { portfolio: [held] },
      { '/api/portfolio/symbols/AAPL': { removed: 1 } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from Portfolio' }));
    await vi.waitFor(() =>
      expect(sent(fetchMock, '/api/portfolio/symbols/AAPL').map(({ method }) => method)).toEqual([
        'DELETE',
      ]),
    );
  });

  it("says 'Failed to add position to portfolio' when adding fails", async () => {
    renderActions({}, { '/api/portfolio/positions': failWith(500) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Portfolio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add position to portfolio',
    );
  });

  it("says 'Failed to delete position. Please try again.' when removing fails", async () => {
    renderActions({ portfolio: [held] }, { '/api/portfolio/symbols/AAPL': failWith(500) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from Portfolio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete position. Please try again.',
    );
  });
});
