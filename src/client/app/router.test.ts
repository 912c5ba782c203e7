import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountContract, PAGE_SESSION_ELEMENT_ID } from '../../shared/accounts.contract.ts';
import { portfolioContract } from '../../shared/portfolio.contract.ts';
import { watchlistsContract } from '../../shared/watchlist.contract.ts';
import { stubServerWithSession } from '../testing/session-server.ts';
import { PORTFOLIO_OPENING_REQUESTS } from '../features/portfolio/opening-requests.ts';
import { meQuery, sessionQuery } from '../lib/session.ts';
import { prefetchScreen, startLoading } from './router.tsx';

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => vi.unstubAllGlobals());

describe('prefetchScreen', () => {
  it.each([
    ['/portfolio', [portfolioContract.holdings.path, portfolioContract.performance.path]],
    ['/watchlist', [watchlistsContract.watchlists.path]],
  ])('asks for what %s shows once the session says who is signed in', async (path, expected) => {
    const asked = stubServerWithSession({ user });
    prefetchScreen(queryClient(), path);
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(expected)));
    // One session check, shared with SessionGate's; the user document comes with it.
    expect(asked.filter((url) => url === accountContract.session.path)).toHaveLength(1);
  });

  it("never asks for a user's data for a visitor", async () => {
    // Loaded beforehand, so a wrong prefetch would be asked for within the wait below.
    await import('../features/portfolio/ledger-api.ts');
    const asked = stubServerWithSession({ user: null });
    const client = queryClient();
    prefetchScreen(client, '/portfolio');
    await vi.waitFor(() => expect(asked).toContain(accountContract.session.path));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([accountContract.session.path]);
  });
});

describe('startLoading', () => {
  const userDocument = {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    createdAt: '2026-01-02T03:04:05.000Z',
    watchlist: ['AAPL'],
    portfolio: [],
    preferences: { theme: 'dark', emailNotifications: true },
    sessions: [],
    lastLogout: null,
  };
  afterEach(() => document.getElementById(PAGE_SESSION_ELEMENT_ID)?.remove());

  /**
   * The page at `path` as the server sent it, carrying `block` as its session data block
   * (undefined: none), on a server that never answers: nothing may wait for a request. Returns
   * the URLs asked for.
   */
  async function openPage(path: string, block: string | undefined, client = queryClient()) {
    // Loaded beforehand, so that any request it makes is made within the test.
    await import('../features/portfolio/ledger-api.ts');
    if (block !== undefined) {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = PAGE_SESSION_ELEMENT_ID;
      script.textContent = block;
      document.head.append(script);
    }
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        asked.push(url);
        return new Promise(() => undefined);
      }),
    );
    startLoading(client, path);
    return asked;
  }

  /** What a request that waited would have asked for by now. */
  const aMoment = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('takes "nobody is signed in" from the page without asking', async () => {
    const client = queryClient();
    const asked = await openPage('/portfolio', JSON.stringify({ session: { user: null } }), client);
    expect(client.getQueryData(sessionQuery().queryKey)).toEqual({ user: null });
    await aMoment();
    expect(asked).toEqual([]);
  });

  it("takes the signed-in user and their document from the page, and asks only for the screen's data", async () => {
    const client = queryClient();
    const block = JSON.stringify({ session: { user }, me: userDocument });
    const asked = await openPage('/portfolio', block, client);
    expect(client.getQueryData(sessionQuery().queryKey)).toEqual({ user });
    expect(client.getQueryData(meQuery().queryKey)).toEqual(userDocument);
    // Asked for at once, before the screen's queries exist.
    expect(asked).toEqual([...PORTFOLIO_OPENING_REQUESTS]);
    // The queries then read those answers: a URL that differs would be asked for again here.
    await aMoment();
    expect(asked).toEqual([...PORTFOLIO_OPENING_REQUESTS]);
    // The user's data does not stay in the document.
    expect(document.getElementById(PAGE_SESSION_ELEMENT_ID)).toBeNull();
  });

  it('asks who is signed in when the page does not say (the service worker’s copy)', async () => {
    const asked = await openPage('/markets', undefined);
    expect(asked).toContain(accountContract.session.path);
  });

  it.each([
    ['not JSON', '{"session":'],
    ['not the shape', JSON.stringify({ session: { user: { uid: 1 } } })],
  ])('asks who is signed in when the page’s block is %s', async (_, block) => {
    const client = queryClient();
    const asked = await openPage('/portfolio', block, client);
    expect(asked).toContain(accountContract.session.path);
    await aMoment();
    expect(asked.filter((url) => url.startsWith(portfolioContract.holdings.path))).toEqual([]);
  });
});
