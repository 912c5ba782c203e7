import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout.tsx';

/** Each screen is its own chunk: a visitor to / never downloads the portfolio's code. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/dashboard/DashboardPage.tsx')).DashboardPage,
        }),
      },
      {
        path: 'markets',
        lazy: async () => ({
          Component: (await import('../features/markets/MarketsPage.tsx')).MarketsPage,
        }),
      },
      {
        path: 'portfolio',
        lazy: async () => ({
          Component: (await import('../features/portfolio/PortfolioPage.tsx')).PortfolioPage,
        }),
      },
      {
        path: 'watchlist',
        lazy: async () => ({
          Component: (await import('../features/watchlist/WatchlistPage.tsx')).WatchlistPage,
        }),
      },
      {
        path: 'profile',
        lazy: async () => ({
          Component: (await import('../features/profile/ProfilePage.tsx')).ProfilePage,
        }),
      },
      {
        path: 'stock/:symbol',
        lazy: async () => ({
          Component: (await import('../features/stock/StockPage.tsx')).StockPage,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../features/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/ResetPasswordPage.tsx')).ResetPasswordPage,
        }),
      },
    ],
  },
  {
    path: 'login',
    lazy: async () => ({
      Component: (await import('../features/auth/LoginPage.tsx')).LoginPage,
    }),
  },
  {
    path: 'signup',
    lazy: async () => ({
      Component: (await import('../features/auth/SignupPage.tsx')).SignupPage,
    }),
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
