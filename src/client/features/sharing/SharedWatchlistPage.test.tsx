import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { sharingContract } from '#shared/sharing/sharing.contract.ts';
import { json } from '../../testing/alert-fixtures.ts';
import { result } from '../../testing/market-fixtures.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { SharedWatchlistPage } from './SharedWatchlistPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const sharedPath = fillPath(sharingContract.sharedWatchlist.path, { token });

function renderShared(answer: () => Response, path = `/shared/${token}`) {
  const fetchMock = mockApi({
    [sharedPath]: answer,
    [marketDataContract.quotes.path]: {
      results: [result('MSFT', 410.5, 1.2), { symbol: 'AAPL', quote: null, freshness: null }],
    },
  });
  renderWithProviders(<SharedWatchlistPage />, { path, routePath: '/shared/:token' });
  return fetchMock;
}

describe('SharedWatchlistPage', () => {
  it('shows the list name and each symbol linked to its stock page with its price', async () => {
    renderShared(() => json(200, { name: 'Tech', symbols: ['MSFT', 'AAPL'] }));
    expect(await screen.findByRole('heading', { name: 'Tech', level: 1 })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [msft, aapl] = items as [HTMLElement, HTMLElement];
    expect(within(msft).getByRole('link', { name: 'MSFT' })).toHaveAttribute('href', '/stock/MSFT');
    expect(await within(msft).findByText('$410.50')).toBeInTheDocument();
    expect(within(aapl).getByRole('link', { name: 'AAPL' })).toHaveAttribute('href', '/stock/AAPL');
    expect(await within(aapl).findByText('Data unavailable')).toBeInTheDocument();
    // Read-only: nothing to press.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the link is no longer valid when the server does not know it', async () => {
    renderShared(() =>
      json(404, { error: { code: 'not-found', message: 'This link is no longer valid.' } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid.');
  });

  it('asks the server nothing for an address that holds no token', async () => {
    const fetchMock = renderShared(() => json(200, { name: 'x', symbols: [] }), '/shared/short');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
