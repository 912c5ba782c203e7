import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { symbolSchema } from '../../shared/symbols.ts';
import { marketStatusQuery, profileQuery, quoteQuery } from '../lib/market-queries.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { LoadingShell } from './LoadingShell.tsx';

/**
 * Starts the public data a landing page shows as soon as the router matches it, in parallel
 * with the session check (SessionGate renders nothing before it answers): one round trip less
 * before the first real paint. Never awaited, so the page still shows its own loading states.
 */
function prefetching(prefetch: (params: Record<string, string | undefined>) => void) {
  return ({ params }: { params: Record<string, string | undefined> }) => {
    prefetch(params);
    return null;
  };
}

/** Each screen is its own chunk: a visitor to / never downloads the portfolio's code. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <AppLayout />,
    // A direct load waits for its lazy screen (and loader): show the shell, not nothing, and
    // React Router has no 'No HydrateFallback element' to warn about (issue 18).
    HydrateFallback: LoadingShell,
    children: [
      {
        index: true,
        loader: prefetching(() => {
          void queryClient.prefetchQuery(marketStatusQuery());
          void import('../features/market-data/api.ts').then((api) => {
            void queryClient.prefetchQuery(api.marketOverviewQuery());
            void queryClient.prefetchQuery(api.marketNewsQuery());
          });
        }),
        lazy: async () => ({
          Component: (await import('./screens/dashboard/DashboardPage.tsx')).DashboardPage,
        }),
      },
      {
        path: 'markets',
        lazy: async () => ({
          Component: (await import('../features/market-data/MarketsPage.tsx')).MarketsPage,
        }),
      },
      {
        path: 'portfolio',
        lazy: async () => ({
          Component: (await import('./screens/portfolio/PortfolioScreen.tsx')).PortfolioScreen,
        }),
      },
      {
        path: 'portfolio/transactions',
        lazy: async () => ({
          Component: (await import('../features/portfolio/TransactionsPage.tsx')).TransactionsPage,
        }),
      },
      {
        path: 'watchlist',
        lazy: async () => ({
          Component: (await import('./screens/watchlist/WatchlistScreen.tsx')).WatchlistScreen,
        }),
      },
      {
        path: 'alerts',
        lazy: async () => ({
          Component: (await import('../features/alerts/AlertsPage.tsx')).AlertsPage,
        }),
      },
      {
        // Public: the link in an alert e-mail works without signing in (its token is signed).
        path: 'alerts/off',
        lazy: async () => ({
          Component: (await import('../features/alerts/AlertOffPage.tsx')).AlertOffPage,
        }),
      },
      {
        path: 'profile',
        lazy: async () => ({
          Component: (await import('./screens/profile/ProfilePage.tsx')).ProfilePage,
        }),
      },
      {
        path: 'stock/:symbol',
        loader: prefetching(({ symbol }) => {
          const parsed = symbolSchema.safeParse(symbol);
          if (!parsed.success) return;
          void queryClient.prefetchQuery(marketStatusQuery());
          void queryClient.prefetchQuery(quoteQuery(parsed.data));
          void queryClient.prefetchQuery(profileQuery(parsed.data));
          void import('../features/market-data/api.ts').then((api) => {
            void queryClient.prefetchQuery(api.statsQuery(parsed.data));
          });
        }),
        lazy: async () => ({
          Component: (await import('./screens/stock/StockPage.tsx')).StockPage,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../features/accounts/ForgotPasswordPage.tsx'))
            .ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../features/accounts/ResetPasswordPage.tsx')).ResetPasswordPage,
        }),
      },
    ],
  },
  {
    path: 'login',
    HydrateFallback: LoadingShell,
    lazy: async () => ({
      Component: (await import('../features/accounts/LoginPage.tsx')).LoginPage,
    }),
  },
  {
    path: 'signup',
    HydrateFallback: LoadingShell,
    lazy: async () => ({
      Component: (await import('../features/accounts/SignupPage.tsx')).SignupPage,
    }),
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export const createRouter = (queryClient: QueryClient) =>
  createBrowserRouter(createRoutes(queryClient));
