import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { watchlistsContract } from '#shared/watchlist/watchlist.contract.ts';
import { stubServerWithSession } from '../testing/session-server.ts';
import { sessionQuery } from '../lib/session.ts';
import { loadScreen, loadScreenForSession } from './router.tsx';

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => vi.unstubAllGlobals());

describe('loadScreenForSession', () => {
  it.each([
    ['/portfolio', [portfolioContract.holdings.path, portfolioContract.performance.path]],
    ['/watchlist', [watchlistsContract.watchlists.path]],
  ])('asks for what %s shows once the session says who is signed in', async (path, expected) => {
    const asked = stubServerWithSession({ user });
    void loadScreenForSession(queryClient(), path);
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(expected)));
    // One session check, shared with SessionGate's; the user document comes with it.
    expect(asked.filter((url) => url === accountContract.session.path)).toHaveLength(1);
  });

  it("never asks for a user's data for a visitor", async () => {
    // Loaded beforehand, so a wrong prefetch would be asked for within the wait below.
    await import('../features/portfolio/ledger-api.ts');
    const asked = stubServerWithSession({ user: null });
    const client = queryClient();
    void loadScreenForSession(client, '/portfolio');
    await vi.waitFor(() => expect(asked).toContain(accountContract.session.path));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([accountContract.session.path]);
  });

  it('asks nobody who is signed in when the cache knows (a hydrated page)', async () => {
    const asked = stubServerWithSession({ user });
    const client = queryClient();
    client.setQueryData(sessionQuery().queryKey, { user });
    await loadScreenForSession(client, '/portfolio');
    expect(asked).not.toContain(accountContract.session.path);
    expect(asked).toEqual(expect.arrayContaining([portfolioContract.holdings.path]));
  });
});

describe('loadScreen', () => {
  it('settles once the screen has its code and its data (what the server awaits)', async () => {
    stubServerWithSession({ user });
    const client = queryClient();
    await loadScreen(client, '/portfolio', true);
    const ledger = await import('../features/portfolio/ledger-api.ts');
    expect(client.getQueryState(ledger.holdingsQuery().queryKey)?.status).not.toBe('pending');
  });

  it('loads the account the address names (/portfolio?account=…), as the server renders it', async () => {
    stubServerWithSession({ user });
    const client = queryClient();
    const account = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    await loadScreen(client, '/portfolio', true, `?account=${account}`);
    const ledger = await import('../features/portfolio/ledger-api.ts');
    const { OPENING_PERFORMANCE_RANGE } = await import('../features/portfolio/opening-requests.ts');
    for (const query of [
      ledger.holdingsQuery(account),
      ledger.performanceQuery(OPENING_PERFORMANCE_RANGE, account),
    ]) {
      expect(client.getQueryState(query.queryKey)?.status).not.toBe(undefined);
    }
    // Not the whole portfolio's: the screen would show a skeleton for the account's.
    expect(client.getQueryState(ledger.holdingsQuery().queryKey)).toBe(undefined);
  });

  it('loads the range the address names (/portfolio?range=3M), as the server renders it', async () => {
    stubServerWithSession({ user });
    const client = queryClient();
    await loadScreen(client, '/portfolio', true, '?range=3M');
    const ledger = await import('../features/portfolio/ledger-api.ts');
    expect(client.getQueryState(ledger.performanceQuery('3M').queryKey)?.status).not.toBe(
      undefined,
    );
    expect(client.getQueryState(ledger.performanceQuery('1Y').queryKey)).toBe(undefined);
  });

  it("settles when a loader fails (the watchlists' answer breaks the contract): the page still renders", async () => {
    stubServerWithSession({ user });
    await expect(loadScreen(queryClient(), '/watchlist', true)).resolves.toBeDefined();
  });

  it('loads nothing at an address the app does not have', async () => {
    const asked = stubServerWithSession({ user });
    await loadScreen(queryClient(), '/nowhere', true);
    expect(asked).toEqual([]);
  });
});
