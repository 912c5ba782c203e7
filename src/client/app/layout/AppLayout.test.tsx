import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRouter, memoryRouting, Route, Switch } from '../../lib/routing.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../testing/fake-socket.ts';
import { LiveStreamProvider, useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { status } from '../../testing/market-fixtures.ts';
import { mockApi } from '../../testing/render-with-providers.tsx';
import { AppLayout } from './AppLayout.tsx';

function WatchesApple() {
  useLiveQuotes(['AAPL']);
  return <h1>Home</h1>;
}

beforeEach(() => {
  FakeSocket.instances = [];
  mockApi({ '/api/market/status': status('simulated') });
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = memoryRouting(path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LiveStreamProvider createSocket={(url) => new FakeSocket(url)}>
        <AppRouter location={router.location}>
          <AppLayout>
            <Switch>
              <Route path="/">
                <WatchesApple />
              </Route>
              <Route path="/markets">
                <h1>Markets</h1>
              </Route>
            </Switch>
          </AppLayout>
        </AppRouter>
      </LiveStreamProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('AppLayout', () => {
  it('offers the five sections of SPEC §2 in order, with Alerts after the watchlist', () => {
    renderAt('/');
    const [nav] = screen.getAllByRole('navigation', { name: 'Main' });
    if (!nav) throw new Error('no main navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Markets', 'Portfolio', 'Watchlist', 'Alerts', 'Profile']);
  });

  it('closes the mobile menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu');
    if (!menu) throw new Error('the mobile menu did not open');
    await user.click(within(menu).getByRole('link', { name: 'Markets' }));
    expect(router.pathname).toBe('/markets');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('clears the search box on every route change', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    const search = screen.getByRole('combobox', { name: 'Search stocks' });
    await user.type(search, 'apple');
    expect(search).toHaveValue('apple');
    act(() => router.navigate('/markets'));
    expect(await screen.findByRole('heading', { name: 'Markets' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search stocks' })).toHaveValue('');
  });

  it("shows a 'Simulated data' badge when the simulated provider is active", async () => {
    renderAt('/');
    expect(await screen.findByText('Simulated data')).toBeInTheDocument();
  });

  it("says 'Market Closed' outside the regular session, with why prices stand still", async () => {
    mockApi({
      '/api/market/status': { ...status('simulated', false), holiday: 'Thanksgiving Day' },
    });
    renderAt('/');
    const closed = await screen.findByText('Market Closed');
    expect(closed).toHaveAttribute(
      'title',
      'US markets are closed for Thanksgiving Day: prices are the last close',
    );
  });

  it('says nothing about the session while the market is open', async () => {
    renderAt('/');
    await screen.findByText('Simulated data');
    expect(screen.queryByText('Market Closed')).toBeNull();
  });

  it('says prices are delayed while the live stream is down, and not once it is back', async () => {
    renderAt('/');
    // The stream connects once the page has settled (decision 044), not during the first render.
    const socket = await waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    expect(screen.queryByText('Prices delayed — reconnecting…')).toBeNull();
    act(() => socket.close());
    expect(screen.getByText('Prices delayed — reconnecting…')).toBeInTheDocument();
  });
});
