import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountContract, SESSION_COOKIE_META } from '../../shared/accounts.contract.ts';
import { portfolioContract } from '../../shared/portfolio.contract.ts';
import { watchlistsContract } from '../../shared/watchlist.contract.ts';
import { stubServerWithSession } from '../testing/session-server.ts';
import { PORTFOLIO_OPENING_REQUESTS } from '../features/portfolio/opening-requests.ts';
import { sessionQuery } from '../lib/session.ts';
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
  afterEach(() => document.head.querySelector(`meta[name="${SESSION_COOKIE_META}"]`)?.remove());

  /**
   * /portfolio opened with a session cookie (its data's code already loaded, so that any request
   * it makes is made within the test) on a server that never answers: nothing may wait for the
   * session check. Returns the URLs asked for.
   */
  async function openPortfolioWithSessionCookie() {
    return openPage('/portfolio', '1');
  }

  /** The page at `path`, as the server sent it with this session-cookie hint (undefined: none). */
  async function openPage(path: string, hint: '1' | '0' | undefined, client = queryClient()) {
    await import('../features/portfolio/ledger-api.ts');
    if (hint !== undefined) {
      const meta = document.createElement('meta');
      meta.name = SESSION_COOKIE_META;
      meta.content = hint;
      document.head.append(meta);
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

  it('takes "nobody is signed in" without asking when the page came with no session cookie', async () => {
    const client = queryClient();
    const asked = await openPage('/portfolio', '0', client);
    expect(client.getQueryData(sessionQuery().queryKey)).toEqual({ user: null });
    // Had anything waited for a check or asked for a user's data, it would have asked by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });

  it('asks who is signed in when the page does not say (the service worker’s copy)', async () => {
    const asked = await openPage('/markets', undefined);
    expect(asked).toContain(accountContract.session.path);
  });

  it("asks for the user's data beside the session check when the page came with a session cookie", async () => {
    const asked = await openPortfolioWithSessionCookie();
    await vi.waitFor(() =>
      expect(asked.map((url) => url.split('?')[0])).toEqual(
        expect.arrayContaining([
          accountContract.session.path,
          accountContract.me.path,
          portfolioContract.holdings.path,
          portfolioContract.performance.path,
        ]),
      ),
    );
  });

  it("asks for /portfolio's opening data with its chunk, once, at the URLs its queries read", async () => {
    const asked = await openPortfolioWithSessionCookie();
    const portfolioUrls = () =>
      asked.filter(
        (url) => url !== accountContract.session.path && url !== accountContract.me.path,
      );
    // Asked for at once, before the screen's queries exist.
    expect(portfolioUrls()).toEqual([...PORTFOLIO_OPENING_REQUESTS]);
    // The queries then read those answers: a URL that differs would be asked for again here.
    await vi.waitFor(() => expect(asked).toContain(accountContract.me.path));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(portfolioUrls()).toEqual([...PORTFOLIO_OPENING_REQUESTS]);
  });
});
