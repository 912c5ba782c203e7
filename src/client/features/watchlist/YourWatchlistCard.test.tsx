import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appleProfile, result } from '../../testing/market-fixtures.ts';
import { failWith, mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { YourWatchlistCard } from './YourWatchlistCard.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };

function renderCard(watchlist: string[], routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    '/api/auth/session': { user },
    '/api/watchlist': { watchlist },
    '/api/quotes': { results: [result('AAPL', 212.4, 1.5), result('TSLA', 180, -3.25)] },
    '/api/stocks/AAPL/profile': { profile: appleProfile },
    '/api/stocks/TSLA/profile': failWith(404),
    ...routes,
  });
  renderWithProviders(<YourWatchlistCard />);
  return fetchMock;
}

describe('YourWatchlistCard', () => {
  it("is titled 'Your Watchlist' and shows the empty hint", async () => {
    renderCard([]);
    const card = screen.getByRole('region', { name: 'Your Watchlist' });
    expect(
      await within(card).findByText(
        'Add stocks to your watchlist by searching or viewing stock details.',
      ),
    ).toBeVisible();
  });

  it('shows symbol, name, price and percent change; a row opens the stock page', async () => {
    renderCard(['AAPL', 'TSLA']);
    const card = screen.getByRole('region', { name: 'Your Watchlist' });
    const apple = await within(card).findByRole('link', { name: /AAPL/ });
    expect(apple).toHaveAttribute('href', '/stock/AAPL');
    await vi.waitFor(() => expect(apple).toHaveTextContent('Apple Inc'));
    expect(apple).toHaveTextContent('$212.40');
    expect(apple).toHaveTextContent('+1.50%');
    const tesla = within(card).getByRole('link', { name: /TSLA/ });
    await vi.waitFor(() => expect(tesla).toHaveTextContent('$180.00'));
    expect(tesla).toHaveTextContent('-3.25%');
  });

  it('removes a watched symbol with its remove button', async () => {
    const fetchMock = renderCard(['AAPL', 'TSLA'], {
      '/api/watchlist/AAPL': { watchlist: ['TSLA'] },
    });
    const card = screen.getByRole('region', { name: 'Your Watchlist' });
    await userEvent.click(
      await within(card).findByRole('button', { name: 'Remove AAPL from watchlist' }),
    );
    await vi.waitFor(() => expect(within(card).queryByRole('link', { name: /AAPL/ })).toBeNull());
    const removal = fetchMock.mock.calls.find(([url]) => String(url) === '/api/watchlist/AAPL');
    expect(removal?.[1]?.method).toBe('DELETE');
  });
});
