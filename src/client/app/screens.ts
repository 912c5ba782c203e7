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
  TRANSACTIONS_PAGE_SIZE,
} from '../features/portfolio/opening-requests.ts';
import { lazyOnIntent } from '../lib/lazy-on-intent.ts';
import {
  DASHBOARD_CHART,
  historyQuery,
  marketStatusQuery,
  profileQuery,
  quoteQuery,
  quotesQuery,
  SECTOR_CHART_TIMEFRAME,
} from '../lib/market-queries.ts';
import { matchPath } from '../lib/routing.tsx';
import { defineScreen, type Screen, type ScreenParams } from './screen.ts';

// Every screen of the app (docs/performance.md): the router, the navigation prefetch and the
// server renderer all read this list. A screen's user data is loaded with the code that reads it
// (`import()` inside loadForUser), so the entry never carries a feature's queries.

export const SCREENS: readonly Screen[] = [
  defineScreen({
    path: '/',
    module: 'src/client/app/screens/dashboard/DashboardPage.tsx',
    view: lazyOnIntent(
      async () => (await import('./screens/dashboard/DashboardPage.tsx')).DashboardPage,
    ),
    load: ({ queryClient }) =>
      Promise.all([
        queryClient.prefetchQuery(marketStatusQuery()),
        queryClient.prefetchQuery(historyQuery(DASHBOARD_CHART.symbol, DASHBOARD_CHART.timeframe)),
        queryClient.prefetchQuery(marketOverviewQuery()),
        queryClient.prefetchQuery(marketNewsQuery()),
      ]),
  }),
  defineScreen({
    path: '/markets',
    title: 'Markets',
    module: 'src/client/features/market-data/MarketsPage.tsx',
    view: lazyOnIntent(
      async () => (await import('../features/market-data/MarketsPage.tsx')).MarketsPage,
    ),
    load: ({ queryClient }) =>
      Promise.all([
        queryClient.prefetchQuery(marketStatusQuery()),
        queryClient.prefetchQuery(historyQuery(SECTOR_FUNDS[0].symbol, SECTOR_CHART_TIMEFRAME)),
        queryClient.prefetchQuery(sectorsQuery()),
        queryClient.prefetchQuery(moversQuery()),
      ]),
  }),
  defineScreen({
    path: '/portfolio',
    title: 'Portfolio',
    module: 'src/client/app/screens/portfolio/PortfolioScreen.tsx',
    view: lazyOnIntent(
      async () => (await import('./screens/portfolio/PortfolioScreen.tsx')).PortfolioScreen,
    ),
    loadForUser: async ({ queryClient }) => {
      const ledger = await import('../features/portfolio/ledger-api.ts');
      await Promise.all([
        queryClient.prefetchQuery(ledger.holdingsQuery()),
        queryClient.prefetchQuery(ledger.performanceQuery(OPENING_PERFORMANCE_RANGE)),
      ]);
    },
  }),
  defineScreen({
    path: '/portfolio/transactions',
    title: 'Transactions',
    module: 'src/client/features/portfolio/TransactionsPage.tsx',
    view: lazyOnIntent(
      async () => (await import('../features/portfolio/TransactionsPage.tsx')).TransactionsPage,
    ),
    loadForUser: async ({ queryClient }) => {
      const ledger = await import('../features/portfolio/ledger-api.ts');
      await queryClient.prefetchQuery(
        ledger.transactionsQuery({ limit: TRANSACTIONS_PAGE_SIZE, offset: 0 }),
      );
    },
  }),
  defineScreen({
    path: '/watchlist',
    title: 'Watchlist',
    module: 'src/client/app/screens/watchlist/WatchlistScreen.tsx',
    view: lazyOnIntent(
      async () => (await import('./screens/watchlist/WatchlistScreen.tsx')).WatchlistScreen,
    ),
    // The lists, then the rows of the one shown first: prices, names and ranges.
    loadForUser: async ({ queryClient }) => {
      const watchlists = await import('../features/watchlist/api.ts');
      const { lists } = await queryClient.fetchQuery(watchlists.watchlistsQuery());
      const symbols = lists[0]?.items.map((item) => item.symbol) ?? [];
      if (symbols.length === 0) return;
      await Promise.all([
        queryClient.prefetchQuery(quotesQuery(symbols)),
        ...symbols.flatMap((symbol) => [
          queryClient.prefetchQuery(profileQuery(symbol)),
          queryClient.prefetchQuery(statsQuery(symbol)),
        ]),
      ]);
    },
  }),
  defineScreen({
    path: '/alerts',
    title: 'Alerts',
    module: 'src/client/features/alerts/AlertsPage.tsx',
    view: lazyOnIntent(async () => (await import('../features/alerts/AlertsPage.tsx')).AlertsPage),
    loadForUser: async ({ queryClient }) => {
      const alerts = await import('../features/alerts/api.ts');
      await queryClient.prefetchQuery(alerts.alertsQuery());
    },
  }),
  defineScreen({
    // Public: the link in an alert e-mail works without signing in (its token is signed).
    path: '/alerts/off',
    module: 'src/client/features/alerts/AlertOffPage.tsx',
    view: lazyOnIntent(
      async () => (await import('../features/alerts/AlertOffPage.tsx')).AlertOffPage,
    ),
  }),
  defineScreen({
    path: '/profile',
    title: 'Profile',
    module: 'src/client/app/screens/profile/ProfilePage.tsx',
    view: lazyOnIntent(async () => (await import('./screens/profile/ProfilePage.tsx')).ProfilePage),
  }),
  defineScreen({
    path: '/stock/:symbol',
    module: 'src/client/app/screens/stock/StockPage.tsx',
    view: lazyOnIntent(async () => (await import('./screens/stock/StockPage.tsx')).StockPage),
    load: async ({ queryClient, params }) => {
      const parsed = symbolSchema.safeParse(params.symbol);
      if (!parsed.success) return;
      await Promise.all([
        queryClient.prefetchQuery(marketStatusQuery()),
        queryClient.prefetchQuery(quoteQuery(parsed.data)),
        queryClient.prefetchQuery(profileQuery(parsed.data)),
        queryClient.prefetchQuery(statsQuery(parsed.data)),
      ]);
    },
  }),
  defineScreen({
    path: '/forgot-password',
    module: 'src/client/features/accounts/ForgotPasswordPage.tsx',
    view: lazyOnIntent(
      async () => (await import('../features/accounts/ForgotPasswordPage.tsx')).ForgotPasswordPage,
    ),
  }),
  defineScreen({
    path: '/reset-password',
    module: 'src/client/features/accounts/ResetPasswordPage.tsx',
    view: lazyOnIntent(
      async () => (await import('../features/accounts/ResetPasswordPage.tsx')).ResetPasswordPage,
    ),
  }),
  defineScreen({
    path: '/login',
    module: 'src/client/features/accounts/LoginPage.tsx',
    view: lazyOnIntent(async () => (await import('../features/accounts/LoginPage.tsx')).LoginPage),
    bare: true,
  }),
  defineScreen({
    path: '/signup',
    module: 'src/client/features/accounts/SignupPage.tsx',
    view: lazyOnIntent(
      async () => (await import('../features/accounts/SignupPage.tsx')).SignupPage,
    ),
    bare: true,
  }),
];

/** The screen at a path, with its parameters (undefined: an address we do not have). */
export function screenAt(pathname: string): { screen: Screen; params: ScreenParams } | undefined {
  for (const candidate of SCREENS) {
    const params = matchPath(candidate.path, pathname);
    if (params) return { screen: candidate, params };
  }
  return undefined;
}
