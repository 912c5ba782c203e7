import { Briefcase, LayoutDashboard, Star, UserRound } from 'lucide-react';
import { symbolSchema } from '#shared/platform/symbols.ts';
import { accountsFeature } from '../features/accounts/feature.ts';
import { alertsFeature } from '../features/alerts/feature.ts';
import {
  fundamentalsQuery,
  marketNewsQuery,
  marketOverviewQuery,
  statsQuery,
} from '../features/market-data/api.ts';
import { marketDataFeature } from '../features/market-data/feature.ts';
import { portfolioFeature } from '../features/portfolio/feature.ts';
import { sharingFeature } from '../features/sharing/feature.ts';
import { accountInSearch, rangeInSearch } from '../features/portfolio/opening-requests.ts';
import { lazyOnIntent } from '../lib/lazy-on-intent.ts';
import {
  DASHBOARD_CHART,
  historyQuery,
  marketStatusQuery,
  profileQuery,
  quoteQuery,
  quotesQuery,
} from '../lib/market-queries.ts';
import { matchPath } from '../lib/routing.tsx';
import {
  defineClientFeature,
  defineScreen,
  type ClientFeature,
  type NavEntry,
  type Screen,
  type ScreenParams,
} from '../lib/screen.ts';

// Every screen of the app (docs/performance.md): the router, the navigation prefetch and the
// server renderer all read SCREENS, and the layout reads NAV_ENTRIES. A feature declares its own
// screens and navigation entries (features/<name>/feature.ts) and joins FEATURES below; the
// screens here are the app's own, which compose several features. A screen's user data is loaded
// with the code that reads it (`import()` inside loadForUser), so the entry never carries a
// feature's queries.

/** The app's own screens: the dashboard, the portfolio and watchlist overviews, stock pages. */
const app = defineClientFeature({
  name: 'app',
  nav: [
    { to: '/', label: 'Dashboard', icon: LayoutDashboard, order: 10 },
    { to: '/portfolio', label: 'Portfolio', icon: Briefcase, order: 30 },
    { to: '/watchlist', label: 'Watchlist', icon: Star, order: 40 },
    { to: '/profile', label: 'Profile', icon: UserRound, order: 60 },
  ],
  screens: [
    defineScreen({
      path: '/',
      module: 'src/client/app/screens/dashboard/DashboardPage.tsx',
      view: lazyOnIntent(
        async () => (await import('./screens/dashboard/DashboardPage.tsx')).DashboardPage,
      ),
      load: ({ queryClient }) =>
        Promise.all([
          queryClient.prefetchQuery(marketStatusQuery()),
          queryClient.prefetchQuery(
            historyQuery(DASHBOARD_CHART.symbol, DASHBOARD_CHART.timeframe),
          ),
          queryClient.prefetchQuery(marketOverviewQuery()),
          queryClient.prefetchQuery(marketNewsQuery()),
        ]),
    }),
    defineScreen({
      path: '/portfolio',
      title: 'Portfolio',
      module: 'src/client/app/screens/portfolio/PortfolioScreen.tsx',
      view: lazyOnIntent(
        async () => (await import('./screens/portfolio/PortfolioScreen.tsx')).PortfolioScreen,
      ),
      // The account the switcher names (?account=), or all of them.
      loadForUser: async ({ queryClient, search }) => {
        const account = accountInSearch(search);
        const range = rangeInSearch(search);
        const [ledger, accounts] = await Promise.all([
          import('../features/portfolio/ledger-api.ts'),
          import('../features/portfolio/accounts-api.ts'),
        ]);
        await Promise.all([
          queryClient.prefetchQuery(ledger.holdingsQuery(account)),
          queryClient.prefetchQuery(ledger.performanceQuery(range, account)),
          queryClient.prefetchQuery(accounts.accountsQuery()),
        ]);
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
      path: '/profile',
      title: 'Profile',
      module: 'src/client/app/screens/profile/ProfilePage.tsx',
      view: lazyOnIntent(
        async () => (await import('./screens/profile/ProfilePage.tsx')).ProfilePage,
      ),
      loadForUser: async ({ queryClient }) => {
        const preferences = await import('../features/preferences/api.ts');
        await queryClient.prefetchQuery(preferences.baseCurrencyQuery());
      },
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
          queryClient.prefetchQuery(fundamentalsQuery(parsed.data)),
        ]);
      },
    }),
  ],
});

/** The client's features: one line each (docs/adding-a-feature.md). */
const FEATURES: readonly ClientFeature[] = [
  app,
  marketDataFeature,
  portfolioFeature,
  alertsFeature,
  accountsFeature,
  sharingFeature,
];

export const SCREENS: readonly Screen[] = FEATURES.flatMap((feature) => feature.screens);

/** SPEC §2: the main navigation, in the order the entries give. */
export const NAV_ENTRIES: readonly NavEntry[] = FEATURES.flatMap((feature) => feature.nav ?? [])
  .slice()
  .sort((a, b) => a.order - b.order);

/** The screen at a path, with its parameters (undefined: an address we do not have). */
export function screenAt(pathname: string): { screen: Screen; params: ScreenParams } | undefined {
  for (const candidate of SCREENS) {
    const params = matchPath(candidate.path, pathname);
    if (params) return { screen: candidate, params };
  }
  return undefined;
}
