import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { meKey, sessionKey } from '../lib/session.ts';
import { applyUserEvent } from './user-events.ts';
import { alertsKey, notificationsKey } from '../features/alerts/api.ts';
import { portfolioKey } from '../features/portfolio/api.ts';
import { baseCurrencyKey } from '../features/preferences/keys.ts';
import { watchlistKey, watchlistsKey } from '../features/watchlist/api.ts';

const signedIn = {
  user: { uid: 'u1', email: 'a@example.com', displayName: 'A', emailVerified: true },
};

function seededClient() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionKey, signedIn);
  queryClient.setQueryData(meKey, { displayName: 'A' });
  queryClient.setQueryData(watchlistKey, { watchlist: ['AAPL'] });
  queryClient.setQueryData(watchlistsKey, { lists: [] });
  queryClient.setQueryData(portfolioKey, { portfolio: [] });
  queryClient.setQueryData(alertsKey, { alerts: [], limit: 200 });
  queryClient.setQueryData(notificationsKey, { notifications: [], unread: 0 });
  queryClient.setQueryData(baseCurrencyKey, { baseCurrency: 'EUR' });
  return queryClient;
}

const invalidated = (queryClient: QueryClient) =>
  [
    sessionKey,
    meKey,
    watchlistKey,
    watchlistsKey,
    portfolioKey,
    alertsKey,
    notificationsKey,
    baseCurrencyKey,
  ]
    .filter((key) => queryClient.getQueryState(key)?.isInvalidated)
    .map((key) => key.join('/'));

describe('applyUserEvent', () => {
  it("'signed-out' hands over to onSignedOut, then forgets the user's data", async () => {
    const queryClient = seededClient();
    let leave: () => void = () => undefined;
    const onSignedOut = vi.fn(() => new Promise<void>((resolve) => (leave = resolve)));
    applyUserEvent({ type: 'signed-out' }, queryClient, onSignedOut);
    // Still signed in while the tab navigates to /login (the page's guard must not act first).
    expect(queryClient.getQueryData(sessionKey)).toEqual(signedIn);
    leave();
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionKey)).toEqual({ user: null }));
    expect(queryClient.getQueryData(meKey)).toBeUndefined();
    expect(queryClient.getQueryData(watchlistKey)).toBeUndefined();
    expect(queryClient.getQueryData(portfolioKey)).toBeUndefined();
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it("does not send a tab that already signed itself out to /login (deletion goes to '/')", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKey, { user: null });
    const onSignedOut = vi.fn();
    applyUserEvent({ type: 'signed-out' }, queryClient, onSignedOut);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it.each([
    // Both the first list (dashboard, stock page) and all the lists (/watchlist).
    ['watchlist-changed', ['user/watchlist', 'user/watchlist/lists']],
    ['portfolio-changed', ['user/portfolio']],
    ['preferences-changed', ['user/me', 'user/preferences/base-currency']],
    ['profile-changed', ['session', 'user/me']],
    ['alerts-changed', ['user/alerts']],
    ['notifications-changed', ['user/notifications']],
  ] as const)('%s refetches only what it touched', (type, keys) => {
    const queryClient = seededClient();
    const onSignedOut = vi.fn();
    applyUserEvent({ type }, queryClient, onSignedOut);
    expect(invalidated(queryClient)).toEqual(keys);
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

describe('applyUserEvent and a refetch already on the way', () => {
  it('keeps the request in flight instead of aborting it and sending it again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKey, signedIn);
    // Shown before the change; the change's refetch is on the way.
    queryClient.setQueryData(watchlistKey, { watchlist: [] });
    let answer: (value: { watchlist: string[] }) => void = () => undefined;
    const aborted: boolean[] = [];
    const fetchWatchlist = vi.fn(
      ({ signal }: { signal: AbortSignal }) =>
        new Promise<{ watchlist: string[] }>((resolve) => {
          signal.addEventListener('abort', () => aborted.push(true));
          answer = resolve;
        }),
    );
    const observer = new QueryObserver(queryClient, {
      queryKey: watchlistKey,
      queryFn: fetchWatchlist,
    });
    // Showing stale data, the observer refetches at once: the request on the way.
    const unsubscribe = observer.subscribe(() => undefined);
    expect(fetchWatchlist).toHaveBeenCalledOnce();
    applyUserEvent({ type: 'watchlist-changed' }, queryClient, vi.fn());
    answer({ watchlist: ['AAPL'] });
    await vi.waitFor(() =>
      expect(observer.getCurrentResult().data).toEqual({ watchlist: ['AAPL'] }),
    );
    expect(fetchWatchlist).toHaveBeenCalledOnce();
    expect(aborted).toEqual([]);
    unsubscribe();
  });
});
