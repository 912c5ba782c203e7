import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { SECTOR_FUNDS, symbolSchema } from '../../shared/symbols.ts';
import {
  marketNewsQuery,
  marketOverviewQuery,
  moversQuery,
  sectorsQuery,
  statsQuery,
} from '../features/market-data/api.ts';
import {
  OPENING_PERFORMANCE_RANGE,
  PORTFOLIO_OPENING_REQUESTS,
} from '../features/portfolio/opening-requests.ts';
import { requestEarly } from '../lib/api-client.ts';
import { showTopBarExtras, watchFirstScreen } from '../lib/first-screen.ts';
import { lazyOnIntent, type LazyOnIntent } from '../lib/lazy-on-intent.ts';
import {
  DASHBOARD_CHART,
  historyQuery,
  marketStatusQuery,
  profileQuery,
  quoteQuery,
  SECTOR_CHART_TIMEFRAME,
} from '../lib/market-queries.ts';
import { renderInTurns, useTurn } from '../lib/render-in-turns.ts';
import { matchPath, Navigate, Route, useLocation } from '../lib/routing.tsx';
import { sessionQuery, startWithPageSession, takePageSession } from '../lib/session.ts';
import { PageHeader } from '../components/ui/PageHeader.tsx';
import { AppLayout } from './layout/AppLayout.tsx';

type Params = Record<string, string | undefined>;

interface Screen {
  /** wouter's pattern: '/stock/:symbol'. */
  path: string;
  /** The screen's own chunk: a visitor to / never downloads the portfolio's code. */
  view: LazyOnIntent<object>;
  /**
   * Starts the public data the screen shows as soon as the address is known, in parallel with
   * its chunk and the session check (SessionGate renders nothing before it answers): one round
   * trip less before the first real paint. Never awaited: the screen shows its own loading.
   */
  prefetch?: (queryClient: QueryClient, params: Params) => void;
  /**
   * Starts the signed-in user's data the screen shows, as soon as the session's answer says who is
   * signed in (at once when the page brought it): in parallel with the screen's chunk, not after
   * SessionGate has rendered the screen. Never for a visitor (the screen sends them to sign in).
   */
  prefetchForUser?: (queryClient: QueryClient) => void;
  /**
   * The GET requests `prefetchForUser` will make, as the API client makes them: on a page opened
   * here signed in they leave at once, beside the screen's chunk instead of after the code that
   * asks for them (requestEarly, decision 062).
   */
  openingRequests?: readonly string[];
  /** Outside the app's layout (the sign-in pages have their own card). */
  bare?: boolean;
  /**
   * The screen's own heading (its PageHeader's title), shown above the spinner while its code
   * and first turn come: the page says where it is from the layout's first paint (decision 061).
   */
  title?: string;
}

const SCREENS: readonly Screen[] = [
  {
    path: '/',
    view: lazyOnIntent(
      async () => (await import('./screens/dashboard/DashboardPage.tsx')).DashboardPage,
    ),
    prefetch: (queryClient) => {
      void queryClient.prefetchQuery(marketStatusQuery());
      void queryClient.prefetchQuery(
        historyQuery(DASHBOARD_CHART.symbol, DASHBOARD_CHART.timeframe),
      );
      void queryClient.prefetchQuery(marketOverviewQuery());
      void queryClient.prefetchQuery(marketNewsQuery());
    },
  },
  {
    path: '/markets',
    title: 'Markets',
    view: lazyOnIntent(
      async () => (await import('../features/market-data/MarketsPage.tsx')).MarketsPage,
    ),
    // The tiles, the movers and the first sector's chart, while the chunk downloads.
    prefetch: (queryClient) => {
      void queryClient.prefetchQuery(marketStatusQuery());
      void queryClient.prefetchQuery(historyQuery(SECTOR_FUNDS[0].symbol, SECTOR_CHART_TIMEFRAME));
      void queryClient.prefetchQuery(sectorsQuery());
      void queryClient.prefetchQuery(moversQuery());
    },
  },
  {
    path: '/portfolio',
    title: 'Portfolio',
    view: lazyOnIntent(
      async () => (await import('./screens/portfolio/PortfolioScreen.tsx')).PortfolioScreen,
    ),
    // The holdings and the opening range's performance; their code comes with the screen's.
    openingRequests: PORTFOLIO_OPENING_REQUESTS,
    prefetchForUser: (queryClient) =>
      void import('../features/portfolio/ledger-api.ts').then((ledger) => {
        void queryClient.prefetchQuery(ledger.holdingsQuery());
        void queryClient.prefetchQuery(ledger.performanceQuery(OPENING_PERFORMANCE_RANGE));
      }),
  },
  {
    path: '/portfolio/transactions',
    title: 'Transactions',
    view: lazyOnIntent(
      async () => (await import('../features/portfolio/TransactionsPage.tsx')).TransactionsPage,
    ),
  },
  {
    path: '/watchlist',
    title: 'Watchlist',
    view: lazyOnIntent(
      async () => (await import('./screens/watchlist/WatchlistScreen.tsx')).WatchlistScreen,
    ),
    prefetchForUser: (queryClient) =>
      void import('../features/watchlist/api.ts').then((watchlists) => {
        void queryClient.prefetchQuery(watchlists.watchlistsQuery());
      }),
  },
  {
    path: '/alerts',
    title: 'Alerts',
    view: lazyOnIntent(async () => (await import('../features/alerts/AlertsPage.tsx')).AlertsPage),
  },
  {
    // Public: the link in an alert e-mail works without signing in (its token is signed).
    path: '/alerts/off',
    view: lazyOnIntent(
      async () => (await import('../features/alerts/AlertOffPage.tsx')).AlertOffPage,
    ),
  },
  {
    path: '/profile',
    title: 'Profile',
    view: lazyOnIntent(async () => (await import('./screens/profile/ProfilePage.tsx')).ProfilePage),
  },
  {
    path: '/stock/:symbol',
    view: lazyOnIntent(async () => (await import('./screens/stock/StockPage.tsx')).StockPage),
    prefetch: (queryClient, { symbol }) => {
      const parsed = symbolSchema.safeParse(symbol);
      if (!parsed.success) return;
      void queryClient.prefetchQuery(marketStatusQuery());
      void queryClient.prefetchQuery(quoteQuery(parsed.data));
      void queryClient.prefetchQuery(profileQuery(parsed.data));
      void queryClient.prefetchQuery(statsQuery(parsed.data));
    },
  },
  {
    path: '/forgot-password',
    view: lazyOnIntent(
      async () => (await import('../features/accounts/ForgotPasswordPage.tsx')).ForgotPasswordPage,
    ),
  },
  {
    path: '/reset-password',
    view: lazyOnIntent(
      async () => (await import('../features/accounts/ResetPasswordPage.tsx')).ResetPasswordPage,
    ),
  },
  {
    path: '/login',
    view: lazyOnIntent(async () => (await import('../features/accounts/LoginPage.tsx')).LoginPage),
    bare: true,
  },
  {
    path: '/signup',
    view: lazyOnIntent(
      async () => (await import('../features/accounts/SignupPage.tsx')).SignupPage,
    ),
    bare: true,
  },
];

/** The screens whose heading the loading view shows, for the test that it is the screen's own. */
export const titledScreens = () =>
  SCREENS.flatMap(({ path, title, view }) => (title ? [{ path, title, view }] : []));

/** The screen at a path, with its parameters (undefined: an address we do not have). */
function screenAt(pathname: string): { screen: Screen; params: Params } | undefined {
  for (const candidate of SCREENS) {
    const params = matchPath(candidate.path, pathname);
    if (params) return { screen: candidate, params };
  }
  return undefined;
}

/**
 * Starts what the screen at `pathname` needs: its chunk, its public data and, once the session
 * check says who is signed in, the user's data. At start-up for the address the page was opened
 * at, and again on each navigation (import() hands back the same module; prefetchQuery skips
 * fresh data). Settles when the screen's chunk has arrived (or failed to).
 */
export function prefetchScreen(
  queryClient: QueryClient,
  pathname: string,
  { openedSignedIn = false } = {},
): Promise<void> {
  const match = screenAt(pathname);
  if (!match) return Promise.resolve();
  const loaded = match.screen.view.preload();
  // The page's first load, signed in: the screen's data beside its code, not after it (decision
  // 062). After the chunks: on a phone's 6 connections the longest download goes first.
  if (openedSignedIn) match.screen.openingRequests?.forEach(requestEarly);
  match.screen.prefetch?.(queryClient, match.params);
  const { prefetchForUser } = match.screen;
  if (prefetchForUser) {
    // At once when the page came with the session's answer (decision 065); else when the check
    // already on its way answers: never a second request.
    queryClient.ensureQueryData(sessionQuery()).then(
      (session) => {
        if (session.user?.emailVerified) prefetchForUser(queryClient);
      },
      () => undefined, // SessionGate shows the failure
    );
  }
  return loaded;
}

/** The screen, at once when its chunk is already here (prefetchScreen started it with the page). */
function ScreenView({ target }: { target: Screen }) {
  const shown = useTurn();
  const loading = <ScreenLoading title={target.title} />;
  if (!shown) return loading;
  return (
    <Suspense fallback={loading}>
      <target.view.Component />
    </Suspense>
  );
}

function ScreenLoading({ title }: { title: string | undefined }) {
  return (
    <>
      {title && <PageHeader title={title} />}
      <div role="status" className="flex justify-center py-16">
        <span className="size-8 animate-spin rounded-full border-4 border-slate-300 border-t-emerald-600 motion-reduce:animate-none" />
        <span className="sr-only">Loading…</span>
      </div>
    </>
  );
}

/** Every screen at its address; an unknown address goes to the dashboard. */
export function AppRoutes() {
  const { pathname } = useLocation();
  // The page the app opened at renders in turns; after a navigation the app is warm and a
  // screen renders in one go (no card waits a task for nothing).
  const [openedAt] = useState(pathname);
  const navigated = pathname !== openedAt;
  if (navigated) renderInTurns(false);
  // A new screen does not wait for the first one's answers to bring the bell.
  useEffect(() => {
    if (navigated) showTopBarExtras();
  }, [navigated]);
  const match = screenAt(pathname);
  if (!match) return <Navigate to="/" replace />;
  // wouter's Route hands the screen its parameters (useParams).
  const view = (
    <Route key={match.screen.path} path={match.screen.path}>
      <ScreenView target={match.screen} />
    </Route>
  );
  if (match.screen.bare) return view;
  return <AppLayout>{view}</AppLayout>;
}

/**
 * Starts everything the page at `pathname` needs before the app first renders: the session
 * check, the screen's chunk and its data are on their way together, while the first render
 * waits for a task of its own (main.tsx; SessionGate's own query would wait for its first effect).
 */
export function startLoading(queryClient: QueryClient, pathname: string) {
  const answered = takePageSession();
  // The server said who is signed in with the page: nothing to ask (decision 065).
  if (answered) startWithPageSession(queryClient, answered);
  else void queryClient.prefetchQuery(sessionQuery());
  // Signed in: the screen's user data goes out with its code, not after it (decision 062).
  const openedSignedIn = answered?.session.user?.emailVerified === true;
  const screenLoaded = prefetchScreen(queryClient, pathname, { openedSignedIn });
  // The bell and the market badges come once this screen has shown its data (decision 061).
  watchFirstScreen(queryClient, screenLoaded);
}

/** Prefetches for each address the app navigates to (startLoading did the first one). */
export function PrefetchOnNavigation({ queryClient }: { queryClient: QueryClient }) {
  const { pathname } = useLocation();
  const prefetched = useRef(pathname);
  useEffect(() => {
    if (pathname === prefetched.current) return;
    prefetched.current = pathname;
    void prefetchScreen(queryClient, pathname);
  }, [pathname, queryClient]);
  return null;
}
