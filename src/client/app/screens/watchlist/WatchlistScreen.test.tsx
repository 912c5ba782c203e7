import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { alertsContract } from '#shared/alerts/alerts.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { watchlistsContract } from '#shared/watchlist/watchlist.contract.ts';
import { alertFixture, json } from '#client/testing/alert-fixtures.ts';
import { appleProfile, result } from '#client/testing/market-fixtures.ts';
import { mockApi, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { WatchlistScreen } from './WatchlistScreen.tsx';

// The dialog is a lazy chunk: load it once up front, so a cold transform does not time out a test.
beforeAll(() => import('#client/features/alerts/AlertDialog.tsx'));

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };

describe('WatchlistScreen', () => {
  it("creates an alert for a watchlist row's symbol", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [accountContract.session.path]: { user },
      [watchlistsContract.watchlists.path]: {
        lists: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            name: 'Your Watchlist',
            items: [
              { symbol: 'AAPL', note: null },
              { symbol: 'MSFT', note: null },
            ],
          },
        ],
      },
      ...Object.fromEntries(
        ['AAPL', 'MSFT'].flatMap((symbol) => [
          [
            fillPath(marketDataContract.stats.path, { symbol }),
            { symbol, week52High: null, week52Low: null },
          ],
          [
            fillPath(marketDataContract.history.path, { symbol }),
            { symbol, timeframe: '1M', resolution: 'daily', points: [] },
          ],
        ]),
      ),
      [marketDataContract.quotes.path]: {
        results: [result('AAPL', 200, 1), result('MSFT', 400, 2)],
      },
      [fillPath(marketDataContract.quote.path, { symbol: 'MSFT' })]: result('MSFT', 400.004, 2),
      [fillPath(marketDataContract.profile.path, { symbol: 'AAPL' })]: { profile: appleProfile },
      [fillPath(marketDataContract.profile.path, { symbol: 'MSFT' })]: {
        profile: { ...appleProfile, symbol: 'MSFT', name: 'Microsoft Corp' },
      },
      [alertsContract.createAlert.path]: ({ body }: { body: unknown }) => (
        bodies.push(body),
        json(201, alertFixture({ symbol: 'MSFT', value: '400' }))
      ),
    });
    renderWithProviders(<WatchlistScreen />, { path: '/watchlist', routePath: '/watchlist' });
    const clicker = userEvent.setup();
    // The table's button (the phone cards repeat it; CSS shows one or the other).
    const [button] = await screen.findAllByRole('button', { name: 'Create alert for MSFT' });
    if (!button) throw new Error('no alert button');
    await clicker.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Create alert for MSFT' });
    await waitFor(() => expect(within(dialog).getByLabelText('Price ($)')).toHaveValue('400.00'));
    await clicker.selectOptions(within(dialog).getByLabelText('Condition'), 'below');
    await clicker.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      { symbol: 'MSFT', condition: 'below', value: '400.00', repeat: 'once', note: '' },
    ]);
  });
});
